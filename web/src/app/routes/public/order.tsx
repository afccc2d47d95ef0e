// Lazy chunk: the checkout and the order's confirmation page.
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/components/ui';
import { useBusinessInformation } from '@/features/business';
import { openCart } from '@/features/cart';
import { CheckoutPage } from '@/features/checkout';
import { GuestOrderPage } from '@/features/order-tracking';

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
