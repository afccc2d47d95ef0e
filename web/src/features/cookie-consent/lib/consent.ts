import { COOKIE_CONSENT_MAX_AGE_S } from '@/lib/constants';
import { readCookie, writeCookie } from '@/lib/cookies';

const CONSENT_COOKIE = 'cookie_consent';

export function hasCookieConsent(): boolean {
  return readCookie(CONSENT_COOKIE) === '1';
}

/** cookie_consent=1; max-age=31536000 (one year); path=/; SameSite=Lax */
export function acceptCookies(): void {
  writeCookie(CONSENT_COOKIE, '1', COOKIE_CONSENT_MAX_AGE_S);
}
