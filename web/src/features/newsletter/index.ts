export { NewsletterForm } from './components/newsletter-form';
export { NewsletterPopup } from './components/newsletter-popup';
export { ConfirmSubscriptionPage, UnsubscribePage } from './components/newsletter-links';
