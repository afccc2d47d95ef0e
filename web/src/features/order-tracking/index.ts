import './order-tracking.css';

export type { OrderDetail } from './api/types';
export { CustomerOrderPage } from './components/customer-order-page';
export { GuestOrderPage } from './components/guest-order-page';
export { OrderDetailView } from './components/order-detail-view';
export { ORDER_DELIVERED, ORDER_DETAILS_UNAVAILABLE, ORDER_NOT_FOUND, ORDER_PLACED, PREPARATION_PREFIX } from './lib/texts';
