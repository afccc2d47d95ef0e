// Lazy chunk: the order's confirmation page (the checkout has its own: checkout.tsx).
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PayOrderForm } from '@/features/card-payment/components/pay-order-form';
import { GuestOrderPage } from '@/features/order-tracking/components/guest-order-page';

/**
 * /comanda/:orderNumber?cheie=… — the confirmation page (also the receipt mail's link). An order
 * still waiting for its card is paid there with card payment's form.
 */
export function OrderConfirmationRoute() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const justPlaced = Boolean((location.state as { placed?: boolean } | null)?.placed);
  return (
    <GuestOrderPage
      key={orderNumber}
      orderNumber={orderNumber}
      cheie={search.get('cheie')}
      justPlaced={justPlaced}
      renderPayForm={(props) => <PayOrderForm {...props} />}
    />
  );
}
