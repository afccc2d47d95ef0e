import './checkout.css';

export { CheckoutPage } from './components/checkout-page';

