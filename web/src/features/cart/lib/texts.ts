/** Texts of the cart a browser test can rely on. */
export const CART_TITLE = 'Coșul tău';
export const CART_EMPTY = 'Coșul tău este gol.';
export const CHECKOUT_LABEL = 'Finalizează comanda';
export const CLEAR_CART_LABEL = 'Golește coșul';
export const ADDED_TO_CART = 'Produsul a fost adăugat în coș.';
export const VIEW_CART_LABEL = 'Vezi coșul';
export const ESTIMATE_NOTE = 'Prețul final este calculat de cofetărie la plasarea comenzii.';

export function cartButtonLabel(count: number): string {
  if (count === 0) return 'Coșul de cumpărături, gol';
  return `Coșul de cumpărături, ${count} ${count === 1 ? 'produs' : 'produse'}`;
}
