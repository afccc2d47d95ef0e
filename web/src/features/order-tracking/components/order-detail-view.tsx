import type { QueryKey } from '@tanstack/react-query';
import { Section } from '@/components/ui/section';
import { TotalsList } from '@/components/ui/totals-list';
import { deliveryAddress } from '@/lib/delivery-address';
import { formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import type { LiveStatus } from '@/lib/live-socket';
import { formatDateTimeShort } from '@/lib/bucharest-time';
import type { OrderAccess, RenderPayOrderForm } from '@/lib/card-payment';
import { cardToCollect } from '@/lib/payment-methods';
import type { OrderDetailWithInvoices } from '@/types/api';
import { METHOD_NAMES, PAYMENT_NAMES } from '../lib/texts';
import { CardPaymentCard } from './card-payment-card';
import { InvoiceCard } from './invoice-card';
import { OrderStatusPanel } from './order-status-panel';

/** An order still to be handed over: card money is still to collect. */
const OPEN = new Set<string>(['NEW', 'SCHEDULED', 'CONFIRMED']);

const has = (value: string | null | undefined) => (parseMoney(value ?? null) ?? 0) !== 0;

type OrderDetailViewProps = {
  order: OrderDetailWithInvoices;
  live: LiveStatus | null;
  /** Who may pay an order that waits for its card, the query read again once it is paid, and the form that pays it. */
  payment?: { access: OrderAccess | null; queryKey: QueryKey; renderForm?: RenderPayOrderForm };
};

/** Everything about one order: status (live), payment, moment, place, lines and the server's totals. */
export function OrderDetailView({ order, live, payment }: OrderDetailViewProps) {
  const method = order.deliveryMethodChosen ?? order.deliveryDetailsBean?.deliveryMethod ?? '';
  const toCollect = cardToCollect(order.orderPaymentOptions, method);
  const address = deliveryAddress(order.deliveryDetailsBean) || null;
  const products = order.productInformationList ?? [];
  const promotions = order.orderPromotionDetails ?? [];
  const deliveryFee = order.deliveryDetailsBean?.deliveryFee ?? null;
  const contactName = [order.firstName ?? order.deliveryDetailsBean?.firstName, order.lastName ?? order.deliveryDetailsBean?.lastName].filter(Boolean).join(' ');

  return (
    <div className="order-view">
      <OrderStatusPanel order={order} live={live} />
      {order.orderPaymentOptions === 'ONLINE' && order.cardPayment ? (
        <CardPaymentCard
          orderNumber={order.orderNumber}
          status={order.status}
          payment={order.cardPayment}
          access={payment?.access ?? null}
          queryKey={payment?.queryKey ?? []}
          renderPayForm={payment?.renderForm}
        />
      ) : null}

      <Section className="order-card" titleClassName="order-card__title" title="Detalii">
        <dl className="order-facts">
          {order.orderDate ? (
            <div>
              <dt>Data comenzii</dt>
              <dd>{formatDateTimeShort(order.orderDate)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Mod de primire</dt>
            <dd>{METHOD_NAMES[method] ?? (method || '—')}</dd>
          </div>
          <div>
            <dt>{method === 'DELIVERY' ? 'Momentul livrării' : method === 'PICKUP' ? 'Momentul ridicării' : 'Momentul'}</dt>
            <dd>{order.pickupOrDeliveryMoment ? formatDateTimeShort(order.pickupOrDeliveryMoment) : 'Cât mai curând posibil'}</dd>
          </div>
          {method === 'PICKUP' && order.pickupLocationBean?.name ? (
            <div>
              <dt>Punct de ridicare</dt>
              <dd>
                {order.pickupLocationBean.name}
                {order.pickupLocationBean.description ? <span className="order-facts__sub">{order.pickupLocationBean.description}</span> : null}
              </dd>
            </div>
          ) : null}
          {address ? (
            <div>
              <dt>Adresa de livrare</dt>
              <dd>{address}</dd>
            </div>
          ) : null}
          {contactName ? (
            <div>
              <dt>Contact</dt>
              <dd>
                {contactName}
                {order.phoneNumber ?? order.deliveryDetailsBean?.phoneNumber ? (
                  <span className="order-facts__sub">{order.phoneNumber ?? order.deliveryDetailsBean?.phoneNumber}</span>
                ) : null}
              </dd>
            </div>
          ) : null}
          {order.orderPaymentOptions ? (
            <div>
              <dt>Plata</dt>
              <dd>
                {PAYMENT_NAMES[order.orderPaymentOptions] ?? order.orderPaymentOptions}
                {order.orderPaymentOptions === 'CASH_CARD' ? (
                  <span className="order-facts__sub">
                    numerar {formatMoney(order.cashAmount)}, card {formatMoney(order.cardAmount)}
                  </span>
                ) : null}
                {toCollect && OPEN.has(order.status) ? <span className="order-facts__sub">{toCollect}</span> : null}
              </dd>
            </div>
          ) : null}
          {order.additionalInformation ? (
            <div>
              <dt>Informații suplimentare</dt>
              <dd>{order.additionalInformation}</dd>
            </div>
          ) : null}
        </dl>
      </Section>

      <Section className="order-card" titleClassName="order-card__title" title="Produse">
        <ul className="order-lines">
          {products.map((p, i) =>
            p.dimensionOrders.map((d, j) => (
              <li key={`p-${p.productId}-${i}-${j}`} className="order-line">
                <span className="order-line__qty">{d.quantity} ×</span>
                <span className="order-line__name">
                  {p.name} <span className="order-line__meta">({d.value})</span>
                  {p.extraIngredientsBeanList?.length ? (
                    <span className="order-line__meta order-line__block">+ {p.extraIngredientsBeanList.map((e) => e.name).join(', ')}</span>
                  ) : null}
                  {p.preferredMessage ? <span className="order-line__meta order-line__block">Mesaj: „{p.preferredMessage}”</span> : null}
                </span>
                <span className="order-line__price">{d.price ? formatMoney(d.price) : ''}</span>
              </li>
            )),
          )}
          {promotions.map((p, i) => (
            <li key={`promo-${i}`} className="order-line">
              <span className="order-line__qty">{p.quantity} ×</span>
              <span className="order-line__name">
                {p.promotionName}
                <span className="order-line__meta order-line__block">
                  {p.productBeans.map((b) => `${b.productName} (${b.dimensionName})${b.isFreeProduct ? ' — gratuit' : ''}`).join(', ')}
                </span>
              </span>
              <span className="order-line__price" />
            </li>
          ))}
        </ul>
        <TotalsList
          divided
          className="order-totals"
          lines={[
            order.subTotalPrice ? { label: 'Subtotal', value: formatMoney(order.subTotalPrice) } : null,
            has(order.totalPackageCost) ? { label: 'Ambalaje', value: formatMoney(order.totalPackageCost) } : null,
            has(deliveryFee) ? { label: 'Taxă de livrare', value: formatMoney(deliveryFee) } : null,
            order.coupon ? { label: 'Cupon', value: order.coupon } : null,
            // Each promotion by name; older orders (before discounts were named) show one line.
            ...(order.discounts?.length
              ? order.discounts.map((d) => ({ label: d.promotionName, value: formatMoney(d.amount), discount: true }))
              : [has(order.discount) ? { label: 'Reducere', value: formatMoney(order.discount), discount: true } : null]),
          ]}
          total={order.totalPrice ? { label: 'Total', value: formatMoney(order.totalPrice) } : null}
        />
      </Section>
      <InvoiceCard order={order} access={payment?.access ?? null} />
    </div>
  );
}
