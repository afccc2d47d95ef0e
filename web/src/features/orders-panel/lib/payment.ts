import { formatDate } from '@/lib/bucharest-time';
import { formatBani } from '@/lib/format';
import { parseMoney, type Bani } from '@/lib/money';
import type { CardPaymentOut, CardPaymentState, OrderDetail, PaymentOption } from '@/types/api';

const ONLINE_PAYMENT_LABEL = 'Plată online cu cardul';

/*
 * Card at pickup/delivery is money the staff still collect, so it never reads as paid: only an
 * online payment the bakery captured is "plătit".
 */
const PAYMENT_LABELS: Record<PaymentOption, string> = {
  CASH: 'Numerar',
  CARD: 'Card la ridicare/livrare',
  CASH_CARD: 'Numerar și card la ridicare/livrare',
  ONLINE: ONLINE_PAYMENT_LABEL,
};

export function paymentLabel(option: string | null | undefined): string {
  return (option && PAYMENT_LABELS[option as PaymentOption]) || option || '—';
}

/** The server's STATE_NAMES, for an answer that comes without its label. */
const CARD_STATE_LABELS: Record<CardPaymentState, string> = {
  AWAITING: 'Plată online în așteptare',
  AUTHORIZED: 'Plată autorizată (se încasează la acceptarea comenzii)',
  CAPTURED: 'Plătit online cu cardul',
  PARTIALLY_REFUNDED: 'Plătit online, rambursat parțial',
  REFUNDED: 'Plată rambursată',
  RELEASED: 'Plată anulată (suma a fost deblocată pe card)',
  EXPIRED: 'Plată neefectuată',
};

export function cardStateLabel(payment: CardPaymentOut): string {
  return payment.stateLabel || CARD_STATE_LABELS[payment.state] || payment.state;
}

const bani = (value: string | null | undefined): Bani => parseMoney(value ?? null) ?? 0;

/** The online payment of an order, or null for cash and card at pickup/delivery. */
export function onlinePayment(order: OrderDetail): CardPaymentOut | null {
  return order.orderPaymentOptions === 'ONLINE' ? (order.cardPayment ?? null) : null;
}

/** What the admin may still refund: captured minus what was refunded already. */
export function refundableBani(payment: CardPaymentOut): Bani {
  return Math.max(0, bani(payment.capturedAmount) - bani(payment.refundedAmount));
}

/** Only captured money can be refunded; an authorization is released by rejecting the order. */
export function canRefund(payment: CardPaymentOut | null): payment is CardPaymentOut {
  return Boolean(payment && (payment.state === 'CAPTURED' || payment.state === 'PARTIALLY_REFUNDED') && refundableBani(payment) > 0);
}

type PaymentLine = { label: string; value: string };

/** The online payment's money, in the order it happened: asked, captured, refunded. */
export function onlineLines(payment: CardPaymentOut): PaymentLine[] {
  const lines: PaymentLine[] = [{ label: 'Starea plății', value: cardStateLabel(payment) }];
  const captured = payment.capturedAmount === null ? null : bani(payment.capturedAmount);
  if (captured === null) lines.push({ label: 'Sumă rezervată pe card', value: formatBani(bani(payment.amount)) });
  else lines.push({ label: 'Încasat online', value: formatBani(captured) });
  if (bani(payment.refundedAmount) > 0) lines.push({ label: 'Rambursat', value: formatBani(bani(payment.refundedAmount)) });
  return lines;
}

/**
 * Cash and card at pickup/delivery: what the staff collect when handing the order over, or
 * collected once it was delivered. A rejected order has nothing to collect.
 */
export function collectLines(order: OrderDetail): PaymentLine[] {
  const status = order.status ?? order.orderStatus;
  if (status === 'REJECTED') return [];
  const prefix = status === 'DELIVERED' ? 'Încasat' : 'De încasat';
  const total = bani(order.totalPrice);
  const option = order.orderPaymentOptions;
  const cash = option === 'CASH' ? (parseMoney(order.cashAmount ?? null) ?? total) : option === 'CASH_CARD' ? bani(order.cashAmount) : 0;
  const card = option === 'CARD' ? (parseMoney(order.cardAmount ?? null) ?? total) : option === 'CASH_CARD' ? bani(order.cardAmount) : 0;
  const lines: PaymentLine[] = [];
  if (cash > 0) lines.push({ label: `${prefix} în numerar`, value: formatBani(cash) });
  if (card > 0) lines.push({ label: `${prefix} cu cardul`, value: formatBani(card) });
  return lines;
}

/** The payment as one or two short lines of the kitchen ticket. */
export function ticketPaymentLines(order: OrderDetail): string[] {
  const payment = onlinePayment(order);
  if (payment) {
    const settled = payment.state === 'CAPTURED' || payment.state === 'PARTIALLY_REFUNDED';
    return [cardStateLabel(payment), ...(settled ? ['Nu se încasează nimic la predare.'] : [])];
  }
  if (order.orderPaymentOptions === 'ONLINE') return [ONLINE_PAYMENT_LABEL];
  return collectLines(order).map((line) => `${line.label}: ${line.value}`);
}

/** The day of a refund, dd-MM-yyyy on the shop's clock. */
export function refundDate(createdAt: string): string {
  return createdAt ? formatDate(createdAt) : '—';
}
