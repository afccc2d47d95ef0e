import type { OrderDetail as GeneratedOrderDetail, OrderStatus, PaymentOption } from '@/types/api';

/*
 * The websocket's messages are not in the OpenAPI documents, so they are typed here, narrowly,
 * by what the panel reads from them. Every HTTP shape comes from '@/types/api'.
 */

/** A message with a top-level orderNumber: a new order. */
export type NewOrderMessage = {
  orderNumber: string;
  id?: number;
  status?: OrderStatus;
  client?: string | null;
  totalPrice?: string | null;
  orderDate?: number[] | null;
  eventId?: number;
};

export type StatusChangedMessage = {
  type: string;
  order?: { id?: number; orderNumber?: string; status?: OrderStatus } | null;
  eventId?: number;
};

/*
 * Online card payment (issue 18). The services of this branch do not send these fields yet, so
 * they are declared here exactly as the contract names them; once `npm run api-types` has the
 * new schemas, `OrderDetail` below becomes `export type { OrderDetail } from '@/types/api'` and
 * the rest are the generated ones.
 */
export type CardPaymentState = 'AWAITING' | 'AUTHORIZED' | 'CAPTURED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'RELEASED' | 'EXPIRED';

export type CardRefundOut = {
  amount: string;
  reason: string;
  createdAt: string;
};

export type CardPaymentOut = {
  state: CardPaymentState;
  /** The state in plain Romanian, as the server names it (STATE_NAMES). */
  stateLabel: string;
  /** What was asked of the card (the order's total). */
  amount: string;
  capturedAmount: string | null;
  refundedAmount: string;
  holdUntil: string | null;
  declineMessage: string | null;
  refunds: CardRefundOut[];
};

export type PaymentOptionWithOnline = PaymentOption | 'ONLINE';

/** The order detail with the online payment: `cardPayment` is null unless paid "ONLINE". */
export type OrderDetail = Omit<GeneratedOrderDetail, 'orderPaymentOptions'> & {
  orderPaymentOptions: PaymentOptionWithOnline;
  cardPayment?: CardPaymentOut | null;
};

/** POST /admin-service/refund-order: part or all of what was captured and not yet refunded. */
export type RefundOrderBody = {
  orderNumber: string;
  /** Money string with two decimals, e.g. "45.00". */
  amount: string;
  reason: string;
};
