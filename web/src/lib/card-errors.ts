import type { StripeError } from './stripe';

/*
 * What the customer reads when the card cannot be used: always Romanian, always what to do next.
 * Stripe.js (and the local stand-in of the development stack) answer in English ("Bad request",
 * "Your card's expiration year is invalid."): their text is never shown, only their codes are read.
 */

const CHECK_CARD = 'Datele cardului nu sunt corecte. Verifică numărul cardului, data expirării (luna și anul, de exemplu 12/30) și codul CVC, apoi încearcă din nou.';
const OTHER_CARD = 'Cardul a fost refuzat de bancă. Încearcă alt card sau alege altă metodă de plată.';
const TRY_AGAIN = 'Plata cu cardul nu a reușit. Încearcă din nou sau folosește alt card.';

const BY_CODE: Record<string, string> = {
  incomplete_number: 'Numărul cardului este incomplet. Scrie toate cifrele de pe card.',
  invalid_number: 'Numărul cardului nu este corect. Verifică cifrele de pe card.',
  incorrect_number: 'Numărul cardului nu este corect. Verifică cifrele de pe card.',
  incomplete_expiry: 'Data expirării este incompletă. Scrie luna și anul de pe card, de exemplu 12/30.',
  invalid_expiry_month: 'Luna expirării nu este corectă. Scrie luna de pe card, de la 01 la 12.',
  invalid_expiry_month_past: 'Data expirării este în trecut. Verifică data de pe card sau folosește alt card.',
  invalid_expiry_year: 'Anul expirării nu este corect. Scrie ultimele două cifre ale anului de pe card, de exemplu 30.',
  invalid_expiry_year_past: 'Data expirării este în trecut. Verifică data de pe card sau folosește alt card.',
  expired_card: 'Cardul a expirat. Folosește alt card.',
  incomplete_cvc: 'Codul CVC este incomplet. Scrie cele 3 cifre de pe spatele cardului.',
  invalid_cvc: 'Codul CVC nu este corect. Scrie cele 3 cifre de pe spatele cardului.',
  incorrect_cvc: 'Codul CVC nu este corect. Scrie cele 3 cifre de pe spatele cardului.',
  incomplete_zip: 'Codul poștal este incomplet. Scrie codul poștal al adresei cardului.',
  incorrect_zip: 'Codul poștal nu este corect. Scrie codul poștal al adresei cardului.',
  card_declined: OTHER_CARD,
  insufficient_funds: 'Fonduri insuficiente pe card. Încearcă alt card sau alege altă metodă de plată.',
  lost_card: OTHER_CARD,
  stolen_card: OTHER_CARD,
  fraudulent: OTHER_CARD,
  do_not_honor: OTHER_CARD,
  generic_decline: OTHER_CARD,
  card_not_supported: 'Cardul nu acceptă acest tip de plată. Încearcă alt card.',
  currency_not_supported: 'Cardul nu acceptă plăți în lei. Încearcă alt card.',
  processing_error: 'Banca nu a putut procesa plata acum. Încearcă din nou peste un minut.',
  authentication_required: 'Banca cere confirmarea plății (3-D Secure). Încearcă din nou și confirmă plata în fereastra băncii.',
  payment_intent_authentication_failure: 'Confirmarea plății la bancă (3-D Secure) nu a reușit. Încearcă din nou sau folosește alt card.',
  setup_intent_authentication_failure: 'Confirmarea plății la bancă (3-D Secure) nu a reușit. Încearcă din nou sau folosește alt card.',
  rate_limit: 'Prea multe încercări într-un timp scurt. Așteaptă un minut, apoi încearcă din nou.',
};

const BY_TYPE: Record<string, string> = {
  validation_error: CHECK_CARD,
  invalid_request_error: CHECK_CARD,
  card_error: OTHER_CARD,
  api_connection_error: 'Nu am putut contacta procesatorul de plăți. Verifică conexiunea la internet și încearcă din nou.',
  rate_limit_error: BY_CODE.rate_limit,
  api_error: 'Procesatorul de plăți nu răspunde acum. Încearcă din nou peste câteva minute sau alege altă metodă de plată.',
  authentication_error: 'Plata online cu cardul nu este disponibilă acum. Alege altă metodă de plată sau încearcă din nou mai târziu.',
};

/** Stripe's error (from createPaymentMethod, confirmCardPayment or the card field) in Romanian, with what to do. */
export function cardErrorText(error: StripeError | null | undefined): string {
  if (!error) return TRY_AGAIN;
  return (
    (error.decline_code && BY_CODE[error.decline_code]) ||
    (error.code && BY_CODE[error.code]) ||
    (error.type && BY_TYPE[error.type]) ||
    TRY_AGAIN
  );
}
