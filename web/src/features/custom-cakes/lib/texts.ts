import type { CakeRequestStatus, RestPayment } from '../api/types';

export const REQUEST_TITLE = 'Comandă un tort personalizat';
export const SEND_LABEL = 'Trimite cererea';

export const STATUS_LABELS: Record<CakeRequestStatus, string> = {
  REQUESTED: 'Cerere trimisă',
  QUOTED: 'Ofertă primită',
  ACCEPTED: 'Avans plătit',
  LOCKED: 'Blocat pentru modificări',
  DELIVERED: 'Livrat',
  DECLINED: 'Refuzată',
  EXPIRED: 'Expirată',
  CANCELLED: 'Anulată',
};

/** What the customer reads under the status: where the request is and what comes next. */
export const STATUS_NOTES: Record<CakeRequestStatus, string> = {
  REQUESTED: 'Am primit cererea. Cofetăria îți trimite o ofertă cu prețul și avansul; te anunțăm pe e-mail.',
  QUOTED: 'Citește oferta de mai jos. O poți accepta plătind avansul sau poți cere modificări.',
  ACCEPTED: 'Avansul este plătit și ziua ta este rezervată în producție.',
  LOCKED: 'Tortul intră în pregătire: cererea nu mai poate fi modificată.',
  DELIVERED: 'Tortul a fost predat. Poftă bună!',
  DECLINED: 'Cofetăria nu poate pregăti acest tort.',
  EXPIRED: 'Oferta nu a fost acceptată la timp și a expirat.',
  CANCELLED: 'Cererea a fost anulată.',
};

/** The steps of the progress line, in order; the refused, expired and cancelled ends stop it. */
export const PROGRESS_STEPS: CakeRequestStatus[] = ['REQUESTED', 'QUOTED', 'ACCEPTED', 'LOCKED', 'DELIVERED'];

export const REST_PAYMENT_LABELS: Record<RestPayment, string> = {
  AT_PICKUP: 'La ridicare (numerar sau card)',
  CARD_AUTO: 'Plată automată cu cardul',
};

export function restChargeLabel(hours: number): string {
  return `Plată automată cu cardul cu ${hours} ${hours === 1 ? 'oră' : 'ore'} înainte`;
}

export const PAYMENT_KIND_LABELS: Record<string, string> = { DEPOSIT: 'Avans', REST: 'Rest de plată' };

export const NOT_FOUND = 'Nu am găsit această cerere. Verifică linkul primit pe e-mail.';
export const DEPOSIT_PAID = 'Avans plătit';
export const REST_PAID = 'Rest plătit';
export const PAY_REST = 'Plătește restul online';
