import '../checkout.css';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageShell } from '@/components/ui/page-shell';
import { PageLoader } from '@/components/ui/spinner';
import { useCartStore } from '@/stores/cart';
import type { BusinessInformation } from '@/types/api';
import { CHECKOUT_TITLE, MSG } from '../lib/messages';
import { CheckoutForm } from './checkout-form';

type CheckoutPageProps = {
  business: BusinessInformation | undefined;
  businessLoading: boolean;
  businessError: boolean;
  /** Opens the cart dialog ('Modifică coșul'). */
  onEditCart?: () => void;
};

/** /checkout: contact, method, place, moment, payment, coupon, terms, summary; places the order once. */
export function CheckoutPage({ business, businessLoading, businessError, onEditCart }: CheckoutPageProps) {
  const lines = useCartStore((s) => s.lines);
  const [placing, setPlacing] = useState(false);

  if (placing) return <PageLoader label="Se deschide confirmarea comenzii…" />;
  if (lines.length === 0) {
    return (
      <PageShell title={CHECKOUT_TITLE} width="narrow">
        <EmptyState title="Coșul tău este gol." description="Adaugă produse din meniu, apoi revino aici." action={<ButtonLink to="/meniu">Vezi meniul</ButtonLink>} />
      </PageShell>
    );
  }
  if (!business) {
    if (businessLoading) return <PageLoader />;
    return (
      <PageShell title={CHECKOUT_TITLE} width="narrow">
        <Alert tone="error">{MSG.businessUnavailable}</Alert>
      </PageShell>
    );
  }
  return <CheckoutForm business={business} stale={businessError} onEditCart={onEditCart} onPlaced={() => setPlacing(true)} />;
}
