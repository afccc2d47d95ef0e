import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { LayeredModal } from '@/components/ui/layered-modal';
import { MSG } from '../lib/messages';
import { useOrdersRealtime } from '../realtime/realtime-context';
import { NewOrderSummary } from './new-order-summary';

/** The new-order alert; the ring loops while it is open and stops when it closes, so no order goes unheard. */
export function NewOrderModal() {
  const rt = useOrdersRealtime();
  if (!rt) return null;
  const { pending, dismiss } = rt;
  const open = pending.length > 0;
  const order = pending[pending.length - 1];
  const detailPath = order?.id != null ? `/comenzi/${order.id}` : '/comenzi/noi';

  return (
    <LayeredModal
      open={open}
      onClose={dismiss}
      title={MSG.newOrderTitle}
      closeOnBackdrop={false}
      hideCloseButton
      initialFocus="[data-action='view-order']"
      dialogProps={{
        'data-testid': 'new-order-modal',
        'data-ringing': rt.ringing ? 'true' : 'false',
        'data-count': pending.length,
        className: 'op-alert',
      }}
      footer={
        <>
          <Button variant="secondary" onClick={dismiss} data-action="dismiss-new-order">
            Închide
          </Button>
          <Link to={detailPath} className={buttonClass('primary')} onClick={dismiss} data-action="view-order">
            Vezi comanda
          </Link>
        </>
      }
    >
      {order ? (
        <div className="op-alert__body">
          <span className="op-alert__bell" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path
                d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm0 19a3 3 0 0 0 2.8-2H9.2a3 3 0 0 0 2.8 2Z"
                fill="currentColor"
              />
            </svg>
          </span>
          <p className="op-alert__number">
            Comanda <strong data-testid="new-order-number">#{order.orderNumber}</strong>
          </p>
          <NewOrderSummary order={order} onLeave={dismiss} />
          {pending.length > 1 ? (
            <p className="op-alert__several" role="status">
              {MSG.severalNewOrders(pending.length)}
            </p>
          ) : null}
          {rt.soundBlocked ? (
            <div className="op-alert__sound">
              <p className="op-muted">Browserul a blocat sunetul până la primul clic pe pagină.</p>
              <Button variant="secondary" size="sm" onClick={rt.playSound}>
                Pornește sunetul
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </LayeredModal>
  );
}
