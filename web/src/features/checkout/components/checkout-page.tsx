import '../checkout.css';
import { Suspense, useDeferredValue, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageShell } from '@/components/ui/page-shell';
import { PageLoader } from '@/components/ui/spinner';
import type { OnlineCard } from '@/lib/card-payment';
import { lazyNamed } from '@/lib/lazy-named';
import { useAfterLoad } from '@/lib/use-after-load';
import { useCartStore } from '@/stores/cart';
import type { BusinessInformation } from '@/types/api';
import { CHECKOUT_TITLE, MSG } from '../lib/messages';
import { CheckoutPending } from './checkout-pending';

// The form (react-hook-form, zod, every section, the moments) in its own chunk: the page's first
// screen (title, order summary) paints from the route's small chunk before it arrives (a phone shows the page sooner).
const CheckoutForm = lazyNamed(() => import('./checkout-form'), 'CheckoutForm');

export type CheckoutPageProps = {
  business: BusinessInformation | undefined;
  businessLoading: boolean;
  businessError: boolean;
  /** "Plată online cu cardul" (the server's config, Stripe's card field, the payment's calls): card payment's, handed in by the app. */
  online: OnlineCard;
  /** Opens the cart dialog ('Modifică coșul'). */
  onEditCart?: () => void;
};

/** /checkout: contact, method, place, moment, payment, coupon, terms, summary; places the order once. */
export function CheckoutPage({ business, businessLoading, businessError, online, onEditCart }: CheckoutPageProps) {
  const lines = useCartStore((s) => s.lines);
  const [placing, setPlacing] = useState(false);
  // The form is the page's one big render (every section, react-hook-form, the moments): as a
  // deferred value React renders it in slices between which the browser stays responsive,
  // instead of one task of a second on a phone (Lighthouse's total blocking time).
  // Until then the first screen (title, summary) shows, as while the shop's details are coming.
  const shownBusiness = useDeferredValue(business, undefined);
  // The form's chunk is asked for only once the page has loaded and painted its first screen
  // (title, summary, cookie bar): fetched and run earlier, it held that first paint back.
  const loaded = useAfterLoad();

  if (placing) return <PageLoader label="Se deschide confirmarea comenzii…" />;
  if (lines.length === 0) {
    return (
      <PageShell title={CHECKOUT_TITLE} width="narrow">
        <EmptyState title="Coșul tău este gol." description="Adaugă produse din meniu, apoi revino aici." action={<ButtonLink to="/meniu">Vezi meniul</ButtonLink>} />
      </PageShell>
    );
  }
  if (!shownBusiness) {
    if (businessLoading || business) return <CheckoutPending onEditCart={onEditCart} />;
    return (
      <PageShell title={CHECKOUT_TITLE} width="narrow">
        <Alert tone="error">{MSG.businessUnavailable}</Alert>
      </PageShell>
    );
  }
  if (!loaded) return <CheckoutPending onEditCart={onEditCart} />;
  return (
    <Suspense fallback={<CheckoutPending onEditCart={onEditCart} />}>
      <CheckoutForm business={shownBusiness} online={online} stale={businessError} onEditCart={onEditCart} onPlaced={() => setPlacing(true)} />
    </Suspense>
  );
}
