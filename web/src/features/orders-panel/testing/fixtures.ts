import type { OrdersPage, OrderRow } from '@/types/api';
import { ORDER_DETAIL } from '@/testing/order-fixtures';
import type { CardPaymentOut, CardPaymentState, OrderDetail } from '@/types/api';

export const SUMMARY_NEW: OrderRow = {
  id: 41,
  orderNumber: '1041',
  orderStatus: 'NEW',
  status: 'NEW',
  orderDate: [2026, 11, 22, 18, 5, 12, 0],
  client: 'Ana Pop',
  cartTotal: '250.00',
  totalPrice: '250.00',
  deliveryMethodChosen: 'PICKUP',
  pickupOrDeliveryMoment: null,
};

export const SUMMARY_OLDER_NEW: OrderRow = {
  ...SUMMARY_NEW,
  id: 40,
  orderNumber: '1040',
  orderDate: [2026, 11, 22, 17, 50, 0, 0],
  client: 'Ion Ionescu',
  totalPrice: '1234.50',
  cartTotal: '1234.50',
};

export const SUMMARY_CONFIRMED: OrderRow = {
  ...SUMMARY_NEW,
  id: 39,
  orderNumber: '1039',
  orderStatus: 'CONFIRMED',
  status: 'CONFIRMED',
  orderDate: [2026, 11, 22, 9, 7, 0, 0],
  client: 'Maria Stan',
  cartTotal: '80.00',
  totalPrice: '80.00',
  deliveryMethodChosen: 'DELIVERY',
  pickupOrDeliveryMoment: '2026-11-23T10:30:00+02:00',
};

export function ordersPage(content: OrderRow[], extra: Partial<OrdersPage> = {}): OrdersPage {
  return {
    content,
    totalElements: content.length,
    numberOfNewOrders: content.filter((o) => o.status === 'NEW').length,
    numberOfConfirmedOrders: content.filter((o) => o.status === 'CONFIRMED').length,
    numberOfRejectedOrders: 0,
    numberOfScheduledOrders: 0,
    numberOfDeliveredOrders: 0,
    page: 0,
    size: 10,
    ...extra,
  };
}

// The order detail is shared with the order-tracking tests.
export { ORDER_DETAIL };

const STATE_LABELS: Record<CardPaymentState, string> = {
  AWAITING: 'Plată online în așteptare',
  AUTHORIZED: 'Plată autorizată (se încasează la acceptarea comenzii)',
  CAPTURED: 'Plătit online cu cardul',
  PARTIALLY_REFUNDED: 'Plătit online, rambursat parțial',
  REFUNDED: 'Plată rambursată',
  RELEASED: 'Plată anulată (suma a fost deblocată pe card)',
  EXPIRED: 'Plată neefectuată',
};

/** The card payment of a 250,00 RON order as the server describes it in `state`. */
export function cardPayment(state: CardPaymentState, extra: Partial<CardPaymentOut> = {}): CardPaymentOut {
  const captured = state === 'CAPTURED' || state === 'PARTIALLY_REFUNDED' || state === 'REFUNDED';
  return {
    state,
    stateLabel: STATE_LABELS[state],
    amount: '250.00',
    capturedAmount: captured ? '250.00' : null,
    refundedAmount: state === 'REFUNDED' ? '250.00' : '0.00',
    holdUntil: null,
    declineMessage: null,
    refunds: [],
    ...extra,
  };
}

/** ORDER_DETAIL paid online, its card payment in `state`. */
export function onlineOrder(state: CardPaymentState, extra: Partial<OrderDetail> = {}, payment: Partial<CardPaymentOut> = {}): OrderDetail {
  return { ...ORDER_DETAIL, orderPaymentOptions: 'ONLINE', cashAmount: null, cardAmount: null, cardPayment: cardPayment(state, payment), ...extra };
}

export const NEW_ORDER_MESSAGE = {
  orderNumber: '1042',
  id: 42,
  status: 'NEW',
  client: 'Dan Popa',
  totalPrice: '99.50',
  orderDate: [2026, 11, 22, 18, 30, 0, 0],
  eventId: 88,
};
