/**
 * Which sign-in is a customer's first: the welcome modal then greets a new customer, not a returning one.
 * The server's answer to /authenticate is the same every time, so this browser remembers it:
 * - the register form notes the address it registered (the first successful sign-in with it can
 *   only come after the address was confirmed);
 * - the confirm-email page notes that an address was confirmed here, for a customer who
 *   registered on another device and opens the mail's link on this one (the page does not know
 *   which address: the link holds an opaque token), for one day.
 * The first successful customer sign-in takes both notes away.
 */
const REGISTERED_PREFIX = 'dulce-welcome-registered:';
const CONFIRMED_KEY = 'dulce-welcome-confirmed-at';
const CONFIRMED_FOR_MS = 24 * 60 * 60 * 1000;

const keyOf = (email: string) => REGISTERED_PREFIX + email.trim().toLowerCase();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (private mode, policy): every sign-in is a returning one
  }
}

function attempt(action: (store: Storage) => void): void {
  const store = storage();
  if (!store) return;
  try {
    action(store);
  } catch {
    /* quota or policy: the welcome says "Bine ai revenit" instead */
  }
}

export function rememberRegistered(email: string): void {
  if (email.trim()) attempt((store) => store.setItem(keyOf(email), String(Date.now())));
}

export function rememberConfirmed(now = Date.now()): void {
  attempt((store) => store.setItem(CONFIRMED_KEY, String(now)));
}

/** True for the first customer sign-in after registering or confirming here; forgets both notes. */
export function takeFirstSignIn(email: string, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  let first = false;
  attempt((s) => {
    const registered = s.getItem(keyOf(email)) !== null;
    const confirmedAt = Number(s.getItem(CONFIRMED_KEY));
    const confirmedRecently = Number.isFinite(confirmedAt) && confirmedAt > 0 && now - confirmedAt < CONFIRMED_FOR_MS;
    first = registered || confirmedRecently;
    s.removeItem(keyOf(email));
    s.removeItem(CONFIRMED_KEY);
  });
  return first;
}
