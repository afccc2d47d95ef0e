import type { LiveStatus } from '@/lib/live-socket';
import { formatPreparationTime, orderStatusLabel, orderStatusTone } from '@/lib/order-status';
import { formatDateTimeShort } from '@/lib/bucharest-time';
import type { OrderDetail } from '@/types/api';
import { readyAt, readyText } from '../lib/ready-time';
import { AWAITING_PAYMENT_TEXT, ORDER_DELIVERED, PAYMENT_EXPIRED_TEXT } from '../lib/texts';

const LIVE_TEXT: Record<LiveStatus, string> = {
  connected: 'Urmărim comanda în timp real: pagina se actualizează singură.',
  connecting: 'Ne conectăm pentru actualizări în timp real…',
  disconnected: 'Conexiunea s-a întrerupt. Reîncercăm automat…',
  error: 'Actualizările în timp real nu sunt disponibile. Reîncarcă pagina pentru starea curentă.',
};

/** The order's status in words, with what it means for the customer; announced when it changes. */
export function OrderStatusPanel({ order, live }: { order: OrderDetail; live: LiveStatus | null }) {
  const preparation = formatPreparationTime(order.orderTimeToPrepare);
  const ready = order.status === 'CONFIRMED' ? readyAt(order) : null;
  const moment = order.pickupOrDeliveryMoment ? formatDateTimeShort(order.pickupOrDeliveryMoment) : '';
  const finished = order.status === 'DELIVERED' || order.status === 'REJECTED' || order.status === 'PAYMENT_EXPIRED';
  return (
    <section className={`order-status order-status--${orderStatusTone(order.status)}`} aria-labelledby="order-status-title">
      <h2 className="visually-hidden" id="order-status-title">
        Starea comenzii
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="order-status__live">
        <p className="order-status__line">
          Status: <span className={`status-badge status-badge--${orderStatusTone(order.status)}`}>{orderStatusLabel(order.status)}</span>
        </p>
        {order.status === 'AWAITING_PAYMENT' ? <p>{AWAITING_PAYMENT_TEXT}</p> : null}
        {order.status === 'PAYMENT_EXPIRED' ? <p className="order-status__headline">{PAYMENT_EXPIRED_TEXT}</p> : null}
        {order.status === 'NEW' ? <p>Am primit comanda și așteptăm confirmarea cofetăriei.</p> : null}
        {order.status === 'SCHEDULED' ? (
          <p>Comanda este programată{moment ? ` pentru ${moment}` : ''}. Te anunțăm aici când este acceptată.</p>
        ) : null}
        {order.status === 'CONFIRMED' ? (
          <>
            <p className="order-status__headline">Comanda a fost acceptată!</p>
            {/* When it will be ready, as a clock: a bare "15 min" reads as "ready in 15 minutes". */}
            {ready ? (
              <p className="order-status__prep">{readyText(ready)}</p>
            ) : preparation ? (
              <p>Pregătirea durează aproximativ {preparation} de la acceptare.</p>
            ) : null}
          </>
        ) : null}
        {order.status === 'REJECTED' ? (
          <>
            <p className="order-status__headline">Comanda a fost respinsă.</p>
            {order.rejectionReason ? <p>Motiv: {order.rejectionReason}</p> : null}
          </>
        ) : null}
        {order.status === 'DELIVERED' ? <p className="order-status__headline">{ORDER_DELIVERED}</p> : null}
      </div>
      {live && !finished ? (
        <p className={`order-status__connection order-status__connection--${live}`}>
          <span className="order-status__dot" aria-hidden="true" />
          {LIVE_TEXT[live]}
        </p>
      ) : null}
    </section>
  );
}
