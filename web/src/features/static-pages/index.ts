import './static-pages.css';

export { AboutPage } from './components/about-page';
export { CONTACT_MAPS, ContactPage } from './components/contact-page';
export { osmEmbedUrl, type MapPlace } from './components/osm-map';
export { PrivacyPage } from './components/privacy-page';
export { TERMS, TermsPage } from './components/terms-page';
export type { ShopContact } from './lib/shop-contact';
