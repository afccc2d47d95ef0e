/**
 * The payment methods in the customer's words (the checkout and the order page). Card at pickup
 * or delivery is money still to collect: nothing has been paid when the order is placed.
 */
export const ONLINE_PAYMENT_LABEL = 'Plată online cu cardul';

export const PAYMENT_METHOD_NAMES: Record<string, string> = {
  CASH: 'Numerar',
  CARD: 'Card',
  CASH_CARD: 'Numerar și card',
  ONLINE: ONLINE_PAYMENT_LABEL,
};

/** "De încasat cu cardul la ridicare/livrare" for a card paid when the order is handed over; null otherwise. */
export function cardToCollect(payment: string | null | undefined, method: string | null | undefined): string | null {
  if (payment !== 'CARD' && payment !== 'CASH_CARD') return null;
  const moment = method === 'DELIVERY' ? 'livrare' : method === 'PICKUP' ? 'ridicare' : 'ridicare/livrare';
  return `De încasat cu cardul la ${moment}`;
}
