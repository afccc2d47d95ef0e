import type { ReactNode } from 'react';
import { formatBani, formatMoney } from '@/lib/format';
import { multiplyMoney, parseMoney } from '@/lib/money';
import { deliveryAddress } from '@/lib/delivery-address';
import type { StatusChange } from '@/types/api';
import type { OrderDetail } from '@/types/api';
import { CLIENT_CHOSEN_MOMENT, formatOrderDate, fullName, methodLabel, momentLabel, prepTimeLabel, statusLabel } from '../lib/labels';
import { onlinePayment } from '../lib/payment';
import { Fact } from './fact';
import { PaymentFacts, RefundsList } from './payment-facts';

const money = (value: string | null | undefined) => formatMoney(value ?? null);
const hasMoney = (value: string | null | undefined) => value !== null && value !== undefined && value !== '';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={['card', 'op-section', className].filter(Boolean).join(' ')} aria-label={title}>
      <h2 className="op-section__title">{title}</h2>
      {children}
    </section>
  );
}

function changedByText(change: StatusChange): string {
  if (change.changedBy === null) return 'Client / sistem';
  return change.changedByName || '—';
}

/** Every field of the order detail the staff need to prepare and hand over the order. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const delivery = order.deliveryDetailsBean;
  const lines = order.productInformationList ?? [];
  const promotions = order.orderPromotionDetails ?? [];
  const history = order.statusHistory ?? [];
  const isDelivery = order.deliveryMethodChosen === 'DELIVERY';
  const deliveryName = fullName(delivery?.firstName, delivery?.lastName);
  const customerName = fullName(order.firstName, order.lastName);
  const packageManual = hasMoney(order.manuallySetPackageCost);

  return (
    <div className="op-detail">
      <Section title="Client">
        <dl className="op-facts">
          <Fact label="Nume">{customerName || deliveryName || '—'}</Fact>
          <Fact label="Telefon">{order.phoneNumber ? <a href={`tel:${order.phoneNumber}`}>{order.phoneNumber}</a> : '—'}</Fact>
          <Fact label="Email">{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : '—'}</Fact>
        </dl>
      </Section>

      <Section title={isDelivery ? 'Livrare' : 'Ridicare'}>
        <dl className="op-facts">
          <Fact label="Metodă">{methodLabel(order.deliveryMethodChosen)}</Fact>
          {isDelivery ? (
            <Fact label="Adresă de livrare">{deliveryAddress(delivery) || '—'}</Fact>
          ) : order.pickupLocationBean ? (
            <Fact label="Punct de ridicare">
              <span className="op-strong">{order.pickupLocationBean.name}</span>
              {order.pickupLocationBean.description ? <span className="op-muted op-block">{order.pickupLocationBean.description}</span> : null}
            </Fact>
          ) : null}
          <Fact label="Moment">{momentLabel(order.pickupOrDeliveryMoment)}</Fact>
          {delivery && (deliveryName || delivery.phoneNumber || delivery.email) && (deliveryName !== customerName || delivery.phoneNumber !== order.phoneNumber) ? (
            <Fact label="Persoană de contact">
              {[deliveryName, delivery.phoneNumber, delivery.email].filter(Boolean).join(' · ')}
            </Fact>
          ) : null}
          <Fact label="Timp de pregătire">{order.orderTimeToPrepare ? prepTimeLabel(order.orderTimeToPrepare) : order.status === 'CONFIRMED' || order.status === 'DELIVERED' ? CLIENT_CHOSEN_MOMENT : 'Nesetat încă'}</Fact>
        </dl>
      </Section>

      <Section title="Produse" className="op-section--wide">
        {lines.length === 0 && promotions.length === 0 ? <p className="op-muted">Comanda nu are produse.</p> : null}
        {lines.length ? (
          <ul className="op-lines">
            {lines.map((line, i) => (
              <li key={`${line.productId ?? line.name}-${i}`} className="op-line">
                <p className="op-line__name">{line.name}</p>
                <ul className="op-line__dims">
                  {(line.dimensionOrders ?? []).map((d, j) => {
                    const unit = parseMoney(d.price as string | number | null);
                    return (
                      <li key={j} className="op-line__dim">
                        <span>
                          <strong>{d.quantity} ×</strong> {d.value || '—'}
                          {hasMoney(d.boxPrice) && (parseMoney(d.boxPrice as string) ?? 0) > 0 ? (
                            <span className="op-muted op-block">Cutie: {money(d.boxPrice)} / buc.</span>
                          ) : null}
                        </span>
                        <span className="op-num">
                          <span className="op-muted op-block">{money(d.price)} / buc.</span>
                          {unit !== null ? <strong>{formatBani(multiplyMoney(unit, d.quantity))}</strong> : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                {line.extraIngredientsBeanList?.length ? (
                  <ul className="op-line__extras" aria-label="Ingrediente extra">
                    {line.extraIngredientsBeanList.map((x) => (
                      <li key={x.name}>
                        <span>+ {x.name}</span>
                        {hasMoney(x.price) ? <span className="op-num">{money(x.price)}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {line.preferredMessage ? (
                  <p className="op-line__message">
                    <span className="op-muted">Mesaj pe tort:</span> „{line.preferredMessage}”
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {promotions.length ? (
          <>
            <h3 className="op-subtitle">Promoții</h3>
            <ul className="op-lines">
              {promotions.map((promo, i) => (
                <li key={i} className="op-line">
                  <p className="op-line__name">
                    {promo.quantity ?? 1} × {promo.promotionName ?? 'Promoție'}
                  </p>
                  <ul className="op-line__extras">
                    {(promo.productBeans ?? []).map((p, j) => (
                      <li key={j}>
                        <span>
                          {p.productName}
                          {p.dimensionName ? ` — ${p.dimensionName}` : ''}
                        </span>
                        <span className="op-num">{p.isFreeProduct ? 'Gratuit' : hasMoney(p.productPrice) ? money(p.productPrice) : ''}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {order.additionalInformation ? (
          <div className="op-note">
            <p className="op-note__title">Informații suplimentare</p>
            <p>{order.additionalInformation}</p>
          </div>
        ) : null}
      </Section>

      <Section title="Plată">
        <dl className="op-facts op-facts--money">
          <Fact label="Subtotal">{money(order.subTotalPrice)}</Fact>
          <Fact label={packageManual ? 'Ambalaje (setat manual)' : 'Ambalaje'}>
            {money(packageManual ? order.manuallySetPackageCost : order.totalPackageCost)}
          </Fact>
          {isDelivery || hasMoney(delivery?.deliveryFee) ? <Fact label="Taxă de livrare">{money(delivery?.deliveryFee)}</Fact> : null}
          {order.coupon ? <Fact label="Cupon">{order.coupon}</Fact> : null}
          {(order.discounts ?? []).map((d, i) => (
            <Fact key={i} label={`Reducere: ${d.promotionName}`}>
              -{money(d.amount)}
            </Fact>
          ))}
          {hasMoney(order.updatedPriceAfterCoupon) ? <Fact label="Preț după cupon">{money(order.updatedPriceAfterCoupon)}</Fact> : null}
          <Fact label="Total">
            <strong className="op-total">{money(order.totalPrice)}</strong>
          </Fact>
          <PaymentFacts order={order} />
        </dl>
        <RefundsList payment={onlinePayment(order)} />
      </Section>

      <Section title="Istoricul comenzii" className="op-section--wide">
        {history.length ? (
          <ol className="op-history">
            {history.map((h, i) => (
              <li key={i}>
                <span className="op-strong">
                  {h.fromStatus ? `${statusLabel(h.fromStatus)} → ` : ''}
                  {statusLabel(h.toStatus)}
                </span>
                <span className="op-muted">
                  {h.changedAt ? formatOrderDate(h.changedAt) : '—'} · {changedByText(h)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="op-muted">Fără modificări înregistrate.</p>
        )}
      </Section>
    </div>
  );
}
