/** Texts of the cart a browser test can rely on. */
export const CART_TITLE = 'Coșul tău';
export const CART_EMPTY = 'Coșul tău este gol.';
export const CHECKOUT_LABEL = 'Finalizează comanda';
export const CLEAR_CART_LABEL = 'Golește coșul';
export const ADDED_TO_CART = 'Produsul a fost adăugat în coș.';
export const VIEW_CART_LABEL = 'Vezi coșul';
export const ESTIMATE_NOTE = 'Prețul final este calculat de cofetărie la plasarea comenzii.';

/** The cart button's name: it holds the count the badge shows (a voice-control user says what they see). */
export function cartButtonLabel(count: number): string {
  return `Coșul de cumpărături, ${count} ${productsWord(count)}`;
}

/** 1 produs, 0/2–19 produse, 20 de produse (Romanian puts "de" before 20 and up, except 101–119…). */
function productsWord(count: number): string {
  if (count === 1) return 'produs';
  const lastTwo = count % 100;
  return count >= 20 && (lastTwo === 0 || lastTwo >= 20) ? 'de produse' : 'produse';
}
