// Lazy chunk: the checkout and the order's confirmation page.
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { useBusinessInformation } from '@/features/business/api/get-business-information';
import { openCart } from '@/features/cart/stores/cart-ui';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { GuestOrderPage } from '@/features/order-tracking/components/guest-order-page';

/** /checkout */
export function CheckoutRoute() {
  useDocumentTitle('Finalizează comanda');
  const business = useBusinessInformation();
  return (
    <CheckoutPage
      business={business.data}
      businessLoading={business.isPending}
      businessError={business.isError}
      onEditCart={openCart}
    />
  );
}

/** /comanda/:orderNumber?cheie=… — the confirmation page (also the receipt mail's link). */
export function OrderConfirmationRoute() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const justPlaced = Boolean((location.state as { placed?: boolean } | null)?.placed);
  return <GuestOrderPage key={orderNumber} orderNumber={orderNumber} cheie={search.get('cheie')} justPlaced={justPlaced} />;
}
