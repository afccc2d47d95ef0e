import { readCookie, writeCookie } from '@/lib/cookies';

/** Closed within 14 days, or subscribed within 180, hides the popup: it does not nag. */
export const POPUP_CLOSED_COOKIE = 'newsletter_popup_closed';
export const SUBSCRIBED_COOKIE = 'newsletter_subscribed';
export const POPUP_CLOSED_SECONDS = 14 * 24 * 60 * 60;
export const SUBSCRIBED_SECONDS = 180 * 24 * 60 * 60;

export function popupWanted(): boolean {
  return !readCookie(POPUP_CLOSED_COOKIE) && !readCookie(SUBSCRIBED_COOKIE);
}

export function rememberClosed(): void {
  writeCookie(POPUP_CLOSED_COOKIE, '1', POPUP_CLOSED_SECONDS);
}

export function rememberSubscribed(): void {
  writeCookie(SUBSCRIBED_COOKIE, '1', SUBSCRIBED_SECONDS);
}

/** The popup's own e-mail rule: a simple something@something.something (the service checks the rest). */
export const POPUP_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const POPUP_EMAIL_ALERT = 'Te rugăm să introduci o adresă de email validă.';
export const NEWSLETTER_UNAVAILABLE = 'Abonarea nu este disponibilă în acest moment.';
