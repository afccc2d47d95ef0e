import { createPortal } from 'react-dom';
import { BUSINESS_NAME } from '@/lib/constants';
import type { OrderDetail } from '@/types/api';
import { formatOrderDate, fullName, methodLabel, momentLabel, prepTimeLabel } from '../lib/labels';
import { ticketPaymentLines } from '../lib/payment';
import { deliveryAddress } from '@/lib/delivery-address';

/**
 * The order as a kitchen ticket for a 58/80 mm receipt printer. Hidden on screen; when printing,
 * only the ticket is printed (orders-panel.css, @media print).
 */
export function KitchenTicket({ order }: { order: OrderDetail }) {
  const lines = order.productInformationList ?? [];
  const promotions = order.orderPromotionDetails ?? [];
  const delivery = order.deliveryDetailsBean;
  const address = order.deliveryMethodChosen === 'DELIVERY' ? deliveryAddress(delivery) : '';
  const customer = fullName(order.firstName, order.lastName) || fullName(delivery?.firstName, delivery?.lastName);
  const phone = order.phoneNumber || delivery?.phoneNumber;

  return createPortal(
    <div className="kitchen-ticket" data-testid="kitchen-ticket" aria-hidden="true">
      <p className="kt-center kt-small">{BUSINESS_NAME}</p>
      <p className="kt-center kt-title">Comanda #{order.orderNumber}</p>
      <p className="kt-center kt-small">Primită: {formatOrderDate(order.orderDate)}</p>
      <hr />
      <p className="kt-strong">{methodLabel(order.deliveryMethodChosen).toUpperCase()}</p>
      {order.deliveryMethodChosen === 'PICKUP' && order.pickupLocationBean?.name ? <p>Punct: {order.pickupLocationBean.name}</p> : null}
      <p>
        Moment: <span className="kt-strong">{momentLabel(order.pickupOrDeliveryMoment)}</span>
      </p>
      {order.orderTimeToPrepare ? <p>Pregătire: {prepTimeLabel(order.orderTimeToPrepare)}</p> : null}
      <hr />
      <ul className="kt-lines">
        {lines.flatMap((line, li) =>
          (line.dimensionOrders?.length ? line.dimensionOrders : [{ quantity: 1, value: null }]).map((dim, di) => (
            <li key={`${li}-${di}`}>
              <p className="kt-strong">
                {dim.quantity} × {line.name}
              </p>
              {dim.value ? <p className="kt-indent">{dim.value}</p> : null}
              {(line.extraIngredientsBeanList ?? []).map((x) => (
                <p className="kt-indent" key={x.name}>
                  + {x.name}
                </p>
              ))}
              {line.preferredMessage ? (
                <p className="kt-indent kt-message">Mesaj: „{line.preferredMessage}”</p>
              ) : null}
            </li>
          )),
        )}
        {promotions.map((promo, pi) => (
          <li key={`promo-${pi}`}>
            <p className="kt-strong">
              {promo.quantity ?? 1} × {promo.promotionName ?? 'Promoție'}
            </p>
            {(promo.productBeans ?? []).map((p, i) => (
              <p className="kt-indent" key={i}>
                - {p.productName}
                {p.dimensionName ? `, ${p.dimensionName}` : ''}
                {p.isFreeProduct ? ' (gratuit)' : ''}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {order.additionalInformation ? (
        <>
          <hr />
          <p>Obs.: {order.additionalInformation}</p>
        </>
      ) : null}
      <hr />
      <p>Client: {customer || '—'}</p>
      {phone ? <p>Tel.: {phone}</p> : null}
      {address ? <p>Adresă: {address}</p> : null}
      <hr />
      {/* Whoever hands the order over reads here whether money is still to be collected. */}
      {ticketPaymentLines(order).map((line) => (
        <p className="kt-strong" key={line}>
          {line}
        </p>
      ))}
      <p className="kt-center kt-small kt-end">— # {order.orderNumber} —</p>
    </div>,
    document.body,
  );
}
