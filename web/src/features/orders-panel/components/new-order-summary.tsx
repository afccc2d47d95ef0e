import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import { orderDetailQueryOptions } from '../api/get-order-details';
import type { NewOrderMessage } from '../api/types';
import { formatOrderDate, methodLabel, momentLabel } from '../lib/labels';

/** What was ordered, from the order's detail: "2 × Amandine (1 buc.)", promotions by name. */
function itemsOf(detail: { productInformationList?: unknown; orderPromotionDetails?: unknown }): string[] {
  type Line = { name?: string | null; dimensionOrders?: { quantity?: number | null; value?: string | null }[] | null };
  type Promo = { promotionName?: string | null; quantity?: number | null };
  const lines = (detail.productInformationList as Line[] | null | undefined) ?? [];
  const promos = (detail.orderPromotionDetails as Promo[] | null | undefined) ?? [];
  return [
    ...lines.flatMap((line) =>
      (line.dimensionOrders ?? []).map((d) => `${d.quantity ?? 1} × ${line.name ?? '—'}${d.value ? ` (${d.value})` : ''}`),
    ),
    ...promos.map((p) => `${p.quantity ?? 1} × ${p.promotionName ?? '—'}`),
  ];
}

/**
 * The alert's facts: who, how (pickup, delivery, at the table), when, what and the customer's
 * note, so staff can judge the order before opening it. The items and the note come from the
 * order's detail (the live message carries only the summary).
 */
export function NewOrderSummary({ order, onLeave }: { order: NewOrderMessage; onLeave: () => void }) {
  const detail = useQuery({ ...orderDetailQueryOptions(order.id ?? 0), enabled: order.id != null });
  const method = order.deliveryMethodChosen ?? detail.data?.deliveryMethodChosen ?? null;
  const moment = order.pickupOrDeliveryMoment !== undefined ? order.pickupOrDeliveryMoment : (detail.data?.pickupOrDeliveryMoment ?? null);
  const items = detail.data ? itemsOf(detail.data) : [];
  const note = detail.data?.additionalInformation?.trim();
  const scheduled = (order.status ?? detail.data?.status) === 'SCHEDULED';

  return (
    <>
      <dl className="op-facts op-facts--compact">
        {order.client ? (
          <>
            <dt>Client</dt>
            <dd>{order.client}</dd>
          </>
        ) : null}
        {method ? (
          <>
            <dt>Metodă</dt>
            <dd data-testid="new-order-method">{methodLabel(method)}</dd>
          </>
        ) : null}
        <dt>{method === 'DELIVERY' ? 'Livrare' : method === 'RESTAURANT' ? 'Servire' : 'Ridicare'}</dt>
        <dd className="op-strong" data-testid="new-order-moment">
          {momentLabel(moment)}
        </dd>
        {order.totalPrice != null ? (
          <>
            <dt>Total</dt>
            <dd>{formatMoney(String(order.totalPrice))}</dd>
          </>
        ) : null}
        {order.orderDate ? (
          <>
            <dt>Primită</dt>
            <dd>{formatOrderDate(order.orderDate)}</dd>
          </>
        ) : null}
      </dl>
      {detail.isPending && order.id != null ? <p className="op-muted">Se încarcă produsele…</p> : null}
      {items.length ? (
        <ul className="op-alert__items" aria-label="Produse" data-testid="new-order-items">
          {items.map((item, i) => (
            <li key={`${item}-${i}`}>{item}</li>
          ))}
        </ul>
      ) : null}
      {note ? (
        <p className="op-note op-alert__note">
          <span className="op-note__title">Observații: </span>
          <span data-testid="new-order-note">{note}</span>
        </p>
      ) : null}
      {scheduled ? (
        <p className="op-alert__scheduled" data-testid="new-order-scheduled">
          Comandă programată: o găsiți la „Programate”, nu la „Noi”.{' '}
          <Link to="/comenzi/programate" onClick={onLeave}>
            Vezi comenzile programate
          </Link>
        </p>
      ) : null}
    </>
  );
}
