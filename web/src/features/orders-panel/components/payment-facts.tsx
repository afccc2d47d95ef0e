import { formatMoney } from '@/lib/format';
import type { CardPaymentOut, OrderDetail } from '@/types/api';
import { collectLines, onlineLines, onlinePayment, paymentLabel, refundDate } from '../lib/payment';
import { Fact } from './fact';

/**
 * How the order is paid, inside the payment facts list: an online payment by its state and
 * money; cash or card at pickup/delivery as money still to collect.
 */
export function PaymentFacts({ order }: { order: OrderDetail }) {
  const payment = onlinePayment(order);
  const lines = payment ? onlineLines(payment) : order.orderPaymentOptions === 'ONLINE' ? [] : collectLines(order);
  return (
    <>
      <Fact label="Plata">
        <span data-testid="payment-method">{paymentLabel(order.orderPaymentOptions)}</span>
      </Fact>
      {lines.map((line) => (
        <Fact key={line.label} label={line.label}>
          {line.value}
        </Fact>
      ))}
    </>
  );
}

/** The refunds recorded on an online payment, oldest first, with their reasons. */
export function RefundsList({ payment }: { payment: CardPaymentOut | null }) {
  const refunds = payment?.refunds ?? [];
  if (!refunds.length) return null;
  return (
    <>
      <h3 className="op-subtitle" id="op-refunds-title">
        Rambursări
      </h3>
      <ul className="op-refunds" aria-labelledby="op-refunds-title">
        {refunds.map((refund, i) => (
          <li key={`${refund.createdAt}-${i}`}>
            <span className="op-refunds__head">
              <strong className="op-num">{formatMoney(refund.amount)}</strong>
              <span className="op-muted">{refundDate(refund.createdAt)}</span>
            </span>
            <span className="op-block">Motiv: {refund.reason}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
