import './order-tracking.css';

export { CustomerOrderPage } from './components/customer-order-page';
export { GuestOrderPage } from './components/guest-order-page';

