import { CARD_TEXTS } from '@/lib/card-payment';
import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods';

/** Texts of the order pages (a browser test can rely on them). */
export const ORDER_DELIVERED = 'Comanda a fost livrata';
export const ORDER_DETAILS_UNAVAILABLE = 'Afisarea detaliilor comenzii nu e posibila.';
export const ORDER_NOT_FOUND = 'Comanda nu a fost găsită. Verifică linkul primit pe e-mail.';
export const ORDER_PLACED = 'Comanda a fost plasată!';
export const PAYMENT_EXPIRED_TEXT = CARD_TEXTS.expired;

export const METHOD_NAMES: Record<string, string> = {
  PICKUP: 'Ridicare personală',
  DELIVERY: 'Livrare la domiciliu',
  RESTAURANT: 'La restaurant',
};
export const PAYMENT_NAMES: Record<string, string> = PAYMENT_METHOD_NAMES;
export const AWAITING_PAYMENT_TEXT = 'Comanda așteaptă plata cu cardul. O trimitem cofetăriei imediat ce plata este autorizată.';
