import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageShell } from '@/components/ui/page-shell';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { useOrderDetails } from '../api/get-order-details';
import { allowedActions, formatOrderDate, prepTimeLabel } from '../lib/labels';
import { MSG } from '../lib/messages';
import { canRefund, onlinePayment } from '../lib/payment';
import { AcceptOrderModal } from './accept-order-modal';
import { DeliverOrderModal } from './deliver-order-modal';
import { KitchenTicket } from './kitchen-ticket';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { OrderFacts } from './order-facts';
import { OrderInvoices } from './order-invoices';
import { RefundOrderModal } from './refund-order-modal';
import { RejectOrderModal } from './reject-order-modal';
import { StatusBadge } from './status-badge';

type ModalKind = 'accept' | 'reject' | 'deliver' | 'refund' | null;

/** comenzi/{orderId}: the whole order, the actions its status allows and the kitchen ticket. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const detail = useOrderDetails(orderId);
  const [modal, setModal] = useState<ModalKind>(null);
  // Refunds move the bakery's money: the server allows them to the admin only, so managers do not see the button.
  const isAdmin = useSessionStore((s) => s.user?.role === ROLES.admin);
  const order = detail.data;

  // The detail refetches when a modal closes: it shows what the action changed.
  const closeModal = () => {
    setModal(null);
    void detail.refetch();
  };

  const status = order?.status ?? order?.orderStatus ?? null;
  const actions = allowedActions(status);
  const payment = order ? onlinePayment(order) : null;
  const refundable = isAdmin && canRefund(payment);

  return (
    <PageShell
      title={order ? `Comanda #${order.orderNumber}` : 'Comanda'}
      width="wide"
      subtitle={
        order ? (
          <span className="op-subtitle-line">
            <StatusBadge status={status} />
            <span>Plasată la {formatOrderDate(order.orderDate)}</span>
          </span>
        ) : undefined
      }
      actions={
        <>
          <ButtonLink to="/comenzi" variant="ghost">
            Înapoi la comenzi
          </ButtonLink>
          {order ? (
            <Button variant="secondary" onClick={() => window.print()} data-action="print-ticket">
              Tipărește bonul
            </Button>
          ) : null}
        </>
      }
    >
      {detail.isPending ? (
        <LoadingCard lines={10} />
      ) : detail.isError && !order ? (
        <LoadFailed title={MSG.detailLoadFailed} error={detail.error} onRetry={() => detail.refetch()} />
      ) : order ? (
        <div className="op-stack">
          <div className="card op-actions" data-testid="order-actions" data-status={status ?? undefined} aria-busy={detail.isFetching || undefined}>
            {status === 'DELIVERED' ? (
              <Alert tone="success" title={MSG.delivered} />
            ) : status === 'REJECTED' ? (
              <Alert tone="error" title="Comanda a fost respinsă.">
                {order.rejectionReason ? (
                  <p>
                    Motiv: <span data-testid="rejection-reason">{order.rejectionReason}</span>
                  </p>
                ) : null}
              </Alert>
            ) : status === 'CONFIRMED' ? (
              <p className="op-muted">
                Comanda este acceptată și în pregătire
                {order.orderTimeToPrepare ? ` (timp de pregătire: ${prepTimeLabel(order.orderTimeToPrepare)})` : ''}.
              </p>
            ) : (
              <p className="op-muted">Comanda așteaptă răspunsul dumneavoastră.</p>
            )}
            {actions.accept || actions.deliver || actions.reject || refundable ? (
              <div className="op-actions__buttons">
                {actions.accept ? (
                  <Button onClick={() => setModal('accept')} data-action="accept">
                    Acceptă comanda
                  </Button>
                ) : null}
                {actions.deliver ? (
                  <Button onClick={() => setModal('deliver')} data-action="deliver">
                    Marchează ca ridicată/livrată
                  </Button>
                ) : null}
                {refundable ? (
                  <Button variant="secondary" onClick={() => setModal('refund')} data-action="refund">
                    Rambursează
                  </Button>
                ) : null}
                {/* Outlined and set apart from accept: one wrong tap must not reject a paid order
                    (the dialog behind it asks for a reason and a second confirmation). */}
                {actions.reject ? (
                  <Button variant="secondary" className="op-reject" onClick={() => setModal('reject')} data-action="reject">
                    Respinge comanda
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
          {detail.isError ? <LoadFailed title={MSG.detailLoadFailed} error={detail.error} onRetry={() => detail.refetch()} /> : null}
          <OrderFacts order={order} />
          <OrderInvoices order={order} />
          <KitchenTicket order={order} />
          {modal === 'accept' ? <AcceptOrderModal order={order} open onClose={closeModal} /> : null}
          {modal === 'reject' ? <RejectOrderModal order={order} open onClose={closeModal} /> : null}
          {modal === 'deliver' ? <DeliverOrderModal order={order} open onClose={closeModal} /> : null}
          {modal === 'refund' && payment ? <RefundOrderModal order={order} payment={payment} open onClose={closeModal} /> : null}
        </div>
      ) : null}
    </PageShell>
  );
}
