/**
 * The Idempotency-Key of one checkout attempt: made once, kept in sessionStorage (it survives a
 * reload of the tab) and sent with every try until the order succeeds, so a double click or a
 * retry after a lost answer gives back the same order instead of a second one.
 */
export const CHECKOUT_KEY_STORAGE = 'cofetaria-dulce-checkout-key';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memoryKey: string | null = null;

/** The current attempt's key, made on first use. */
export function checkoutKey(): string {
  try {
    const stored = sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    if (stored) return stored;
    const key = memoryKey ?? newKey();
    sessionStorage.setItem(CHECKOUT_KEY_STORAGE, key);
    memoryKey = key;
    return key;
  } catch {
    // No sessionStorage (private mode): keep it for this page's life.
    memoryKey ??= newKey();
    return memoryKey;
  }
}

/** After a placed order (or a refusal that saved nothing) the next attempt gets a new key. */
export function resetCheckoutKey(): void {
  memoryKey = null;
  try {
    sessionStorage.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // nothing stored
  }
}

/**
 * Whether an error is the server's definite refusal (it validated the order and saved nothing),
 * after which the corrected order may be sent with a new key. A lost answer (network error),
 * a timeout, a conflict or a server error keeps the key: the order may exist.
 */
export function isDefiniteRefusal(status: number): boolean {
  return status === 400 || status === 422;
}
