/** Texts of the order pages (a browser test can rely on them). */
export const ORDER_DELIVERED = 'Comanda a fost livrata';
export const ORDER_DETAILS_UNAVAILABLE = 'Afisarea detaliilor comenzii nu e posibila.';
export const ORDER_NOT_FOUND = 'Comanda nu a fost găsită. Verifică linkul primit pe e-mail.';
export const ORDER_PLACED = 'Comanda a fost plasată!';
export const PREPARATION_PREFIX = 'Timp de pregătire: ';

export const METHOD_NAMES: Record<string, string> = {
  PICKUP: 'Ridicare personală',
  DELIVERY: 'Livrare la domiciliu',
  RESTAURANT: 'La restaurant',
};
export const PAYMENT_NAMES: Record<string, string> = {
  CASH: 'Numerar',
  CARD: 'Card',
  CASH_CARD: 'Numerar și card',
};
