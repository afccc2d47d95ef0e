import '../order-tracking.css';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { Skeleton } from '@/components/ui/spinner';
import type { RenderPayOrderForm } from '@/lib/card-payment';
import { useSessionStore } from '@/stores/session';
import { customerOrderQueryOptions } from '../api/get-customer-order';
import { useOrderLive } from '../lib/use-order-live';
import { ORDER_DETAILS_UNAVAILABLE } from '../lib/texts';
import { OrderDetailView } from './order-detail-view';

type CustomerOrderPageProps = {
  orderNumber: string;
  /** The order's id (from the orders list); null while it is being looked up. */
  orderId: number | null;
  /** The id could not be found (or looked up). */
  lookupFailed?: boolean;
  /** The form that pays an order still waiting for its card (card payment's, handed in by the app). */
  renderPayForm?: RenderPayOrderForm;
};

/** /user/orders/:orderNumber — one of the customer's orders, updated live with their token. */
export function CustomerOrderPage({ orderNumber, orderId, lookupFailed = false, renderPayForm }: CustomerOrderPageProps) {
  const account = useSessionStore((s) => s.user?.email ?? '');
  const token = useSessionStore((s) => s.token);
  const options = customerOrderQueryOptions(account, orderId ?? '');
  const query = useQuery({ ...options, enabled: orderId !== null });
  const live = useOrderLive(options.queryKey, query.data ? orderNumber : null, token ? { token } : null);

  const back = (
    <ButtonLink to="/user/orders" variant="secondary" size="sm">
      Toate comenzile
    </ButtonLink>
  );

  return (
    <PageShell title={`Comanda nr. ${orderNumber}`} actions={back}>
      {lookupFailed || query.isError ? (
        <Alert tone="error">{ORDER_DETAILS_UNAVAILABLE}</Alert>
      ) : orderId === null || query.isPending ? (
        <div role="status" className="order-loading">
          <span className="visually-hidden">Se încarcă comanda…</span>
          <Skeleton lines={6} />
        </div>
      ) : (
        <OrderDetailView order={query.data} live={live} payment={{ access: token ? { signedIn: true } : null, queryKey: options.queryKey, renderForm: renderPayForm }} />
      )}
    </PageShell>
  );
}
