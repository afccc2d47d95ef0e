// Lazy chunk: public content pages.
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/ui/page-shell';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewsList } from '@/features/reviews/components/reviews-list';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';

/** /opinii: the published reviews with the average; a customer reviews a delivered order here. */
export function ReviewsRoute() {
  const isCustomer = useSessionStore((s) => s.user?.role === ROLES.user);
  const [params] = useSearchParams();
  const preselected = Number(params.get('comanda')) || undefined;
  return (
    <PageShell title="Opinii" subtitle="Ce spun clienții despre comenzile lor. Numele este al contului cu care s-a comandat (prenumele și inițiala).">
      <div className="adm-stack">
        {isCustomer ? <ReviewForm preselected={preselected} /> : null}
        <ReviewsList />
      </div>
    </PageShell>
  );
}

export { ConfirmSubscriptionPage as NewsletterConfirmRoute, UnsubscribePage as NewsletterUnsubscribeRoute } from '@/features/newsletter/components/newsletter-links';
