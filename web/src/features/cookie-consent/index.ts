import './cookie-consent.css';

export { CookieBar } from './components/cookie-bar';

