/**
 * The order placed for online payment whose card is not authorized yet, kept in sessionStorage
 * until it is paid or its hold lapses: a reload of the checkout after a declined card pays that
 * order instead of placing a second one (the first would hold stock and kitchen time for nothing).
 */
export const AWAITING_PAYMENT_STORAGE = 'cofetaria-dulce-awaiting-payment';

export type AwaitingOrder = { orderNumber: string; followToken: string; followUrl: string; payBy: string | null; total: string };

export function rememberAwaiting(order: AwaitingOrder | null): void {
  try {
    if (order) sessionStorage.setItem(AWAITING_PAYMENT_STORAGE, JSON.stringify(order));
    else sessionStorage.removeItem(AWAITING_PAYMENT_STORAGE);
  } catch {
    // no sessionStorage (private mode): the state of the page is all there is
  }
}

/** The order still waiting for its card, while its hold lasts; null otherwise. */
export function restoreAwaiting(now: number = Date.now()): AwaitingOrder | null {
  try {
    const raw = sessionStorage.getItem(AWAITING_PAYMENT_STORAGE);
    const order = raw ? (JSON.parse(raw) as AwaitingOrder) : null;
    if (order?.orderNumber && order.payBy && new Date(order.payBy).getTime() > now) return order;
    if (raw) sessionStorage.removeItem(AWAITING_PAYMENT_STORAGE);
  } catch {
    // unreadable: start again
  }
  return null;
}
