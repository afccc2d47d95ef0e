import './cookie-consent.css';

export { COOKIE_BAR_TEXT, CookieBar } from './components/cookie-bar';
export { acceptCookies, CONSENT_COOKIE, hasCookieConsent } from './lib/consent';
