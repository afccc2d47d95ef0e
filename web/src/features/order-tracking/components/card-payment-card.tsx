import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Section } from '@/components/ui/section';
import { formatDate } from '@/lib/bucharest-time';
import type { OrderAccess, RenderPayOrderForm } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import type { CardPaymentOut, OrderStatus } from '@/types/api';

type CardPaymentCardProps = {
  orderNumber: string;
  status: OrderStatus;
  payment: CardPaymentOut;
  /** Who may pay from this page; null: nobody (no secret, no session). */
  access: OrderAccess | null;
  /** The order's query, read again once a payment from this page is over. */
  queryKey: QueryKey;
  /** The form that pays a waiting order (card payment's, handed in by the app); without it the page only tells. */
  renderPayForm?: RenderPayOrderForm;
};

const positive = (value: string | null | undefined) => (parseMoney(value ?? null) ?? 0) > 0;

/** The online payment in plain words: held, paid, released or refunded (how much, why); a way to pay while it waits. */
export function CardPaymentCard({ orderNumber, status, payment, access, queryKey, renderPayForm }: CardPaymentCardProps) {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey, exact: true });
  return (
    <Section className="order-card" titleClassName="order-card__title" title="Plata online">
      <p className="order-payment__state" data-testid="card-payment-state">
        {payment.stateLabel}
      </p>
      <dl className="order-facts">
        <div>
          <dt>{payment.state === 'AUTHORIZED' ? 'Suma rezervată pe card' : 'Suma'}</dt>
          <dd>{formatMoney(payment.amount)}</dd>
        </div>
        {positive(payment.capturedAmount) ? (
          <div>
            <dt>Încasat</dt>
            <dd>{formatMoney(payment.capturedAmount)}</dd>
          </div>
        ) : null}
        {positive(payment.refundedAmount) ? (
          <div>
            <dt>Rambursat</dt>
            <dd>{formatMoney(payment.refundedAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {payment.refunds.length ? (
        <ul className="order-refunds" aria-label="Rambursări">
          {payment.refunds.map((r, i) => (
            <li key={`${r.createdAt}-${i}`}>
              {formatDate(r.createdAt)}: {formatMoney(r.amount)} rambursați{r.reason ? ` — ${r.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'AWAITING_PAYMENT' && payment.declineMessage ? <p className="order-payment__decline">{payment.declineMessage}</p> : null}
      {status === 'AWAITING_PAYMENT' && access && renderPayForm ? renderPayForm({ orderNumber, access, payment, onSettled }) : null}
    </Section>
  );
}
