import './static-pages.css';

export { AboutPage } from './components/about-page';
export { ContactPage } from './components/contact-page';

export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
export type { ShopContact } from './lib/shop-contact';
