import './account.css';

export { findOrderId, useOrderIdLookup } from './api/account';
export { AddressPage } from './components/address-form';
export { OrdersListPage } from './components/orders-list';
export { ProfilePage } from './components/profile-form';
export { MSG as ACCOUNT_MESSAGES } from './lib/messages';
