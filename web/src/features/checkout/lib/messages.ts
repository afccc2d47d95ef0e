import { ONLINE_PAYMENT_LABEL } from '@/lib/payment-methods';

/** Texts of the checkout (labels a browser test can rely on, and the validation messages). */
export const CHECKOUT_TITLE = 'Finalizează comanda';
export const PLACE_ORDER_LABEL = 'Plasează comanda';
export const ASAP_LABEL = 'Cât mai curând posibil';
export const LATER_LABEL = 'Alege ziua și ora';
export const TERMS_LABEL_BEFORE = 'Am citit și accept ';
export const TERMS_LINK_TEXT = 'termenii și condițiile';

export const METHOD_LABELS = {
  PICKUP: 'Ridicare personală',
  DELIVERY: 'Livrare la domiciliu',
  RESTAURANT: 'La restaurant',
} as const;

export const PAYMENT_LABELS = {
  CASH: 'Numerar',
  CARD: 'Card',
  CASH_CARD: 'Numerar și card',
  ONLINE: ONLINE_PAYMENT_LABEL,
} as const;

export const PAY_LABEL = 'Plătește';

/** The placed order waits for its payment until `payBy`. */
export function heldUntilMessage(clock: string): string {
  return `Comanda este rezervată până la ${clock}.`;
}

export const MSG = {
  firstName: 'Introdu prenumele.',
  lastName: 'Introdu numele.',
  nameTooLong: 'Textul este prea lung (cel mult 50 de caractere).',
  phoneRequired: 'Introdu numărul de telefon.',
  phone: 'Numărul de telefon nu este valid. Exemplu: 0722 123 456.',
  emailRequired: 'Introdu adresa de email.',
  method: 'Alege cum vrei să primești comanda.',
  pickupLocation: 'Alege punctul de ridicare.',
  tableNumber: 'Numărul mesei trebuie să fie între 1 și 99.',
  street: 'Strada este obligatorie.',
  streetNumber: 'Numărul străzii este obligatoriu.',
  city: 'Localitatea este obligatorie.',
  date: 'Alege ziua.',
  time: 'Alege ora.',
  slotGone: 'Ora aleasă nu mai este disponibilă. Te rugăm să alegi alta.',
  payment: 'Alege metoda de plată.',
  amount: 'Introdu o sumă validă.',
  terms: 'Trebuie să accepți termenii și condițiile.',
  noMoments: 'Momentan nu putem primi comenzi pentru această opțiune. Alege altă opțiune sau sună-ne.',
  noServices: 'Momentan nu primim comenzi online. Te rugăm să ne suni.',
  preOrdersOff: 'Coșul conține produse la precomandă, iar precomenzile nu sunt disponibile momentan.',
  businessUnavailable: 'Afisarea datelor nu e posibila momentan.',
} as const;

export function splitAmountMessage(total: string): string {
  return `Suma în numerar și suma cu cardul trebuie să dea împreună totalul comenzii (${total}).`;
}

/** The note's limit, less what the table number takes at its start. */
export function noteTooLongMessage(max: number): string {
  return `Textul este prea lung (cel mult ${max} de caractere).`;
}

export function minimumOrderMessage(minimum: string): string {
  return `Comanda minimă pentru livrare este de ${minimum}.`;
}
