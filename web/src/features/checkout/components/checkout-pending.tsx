import { PageShell } from '@/components/ui/page-shell';
import { PageLoader } from '@/components/ui/spinner';
import { cartTotals, useCartStore } from '@/stores/cart';
import { CHECKOUT_TITLE } from '../lib/messages';
import { OrderSummary } from './order-summary';

/**
 * The checkout's first screen while the form's code and the shop's details are still coming: the
 * title and the order summary from the saved cart, where the form will show them (so the
 * page paints before the form's chunk arrives, and its largest text is the order, not the cookie bar).
 */
export function CheckoutPending({ onEditCart }: { onEditCart?: () => void }) {
  const lines = useCartStore((s) => s.lines);
  const totals = cartTotals(lines);
  return (
    <PageShell title={CHECKOUT_TITLE} width="wide">
      <div className="checkout">
        <div className="checkout__main checkout__main--pending">
          <PageLoader />
        </div>
        <aside className="checkout__aside">
          <OrderSummary lines={lines} totals={totals} deliveryFee={null} estimatedTotal={totals.total} onEditCart={onEditCart} />
        </aside>
      </div>
    </PageShell>
  );
}
