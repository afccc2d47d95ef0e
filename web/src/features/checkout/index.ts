import './checkout.css';

export type { CheckoutBusiness } from './api/types';
export { CheckoutPage } from './components/checkout-page';
export { CHECKOUT_KEY_STORAGE } from './lib/idempotency';
export { ASAP_LABEL, CHECKOUT_TITLE, LATER_LABEL, METHOD_LABELS, PAYMENT_LABELS, PLACE_ORDER_LABEL } from './lib/messages';
