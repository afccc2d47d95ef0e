// Lazy chunk: the checkout alone (its page preloads it: dist/checkout.html, vite.config.ts), so
// the confirmation page's live order view is not among the first files of /checkout.
import { useDocumentTitle } from '@/components/ui/page-shell';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { useOnlineCard } from '@/features/card-payment/hooks/use-online-card';
import { openCart } from '@/features/cart/stores/cart-ui';
import { CheckoutPage, type CheckoutPageProps } from '@/features/checkout/components/checkout-page';

/** /checkout */
export function CheckoutRoute() {
  useDocumentTitle('Finalizează comanda');
  const business = useBusinessInformation();
  return <CardCheckout business={business.data} businessLoading={business.isPending} businessError={business.isError} onEditCart={openCart} />;
}

/** The checkout with "Plată online cu cardul" from card payment (its config, Stripe's card field, its calls). */
export function CardCheckout(props: Omit<CheckoutPageProps, 'online'>) {
  const online = useOnlineCard();
  return <CheckoutPage {...props} online={online} />;
}
