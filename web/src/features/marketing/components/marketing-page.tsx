import '../marketing.css';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { KINDS } from '../lib/kinds';
import { NewsletterBlog } from './newsletter-blog';
import { PromotionForm } from './promotion-form';
import { PromotionsTable } from './promotions-table';

/** The marketing pages under /admin: a form per promotion kind, the newsletter and the list. */
export function MarketingPage({ slug, label }: { slug: string; label: string }) {
  const kind = KINDS[slug];
  if (kind) {
    return (
      <PageShell title={kind.title}>
        <PromotionForm key={slug} config={kind} />
      </PageShell>
    );
  }
  if (slug === 'newsletter-blog') {
    return (
      <PageShell title={label}>
        <NewsletterBlog />
      </PageShell>
    );
  }
  return (
    <PageShell title={label} actions={<ButtonLink to="/admin/combo-promo">Promoție nouă</ButtonLink>}>
      <PromotionsTable />
    </PageShell>
  );
}
