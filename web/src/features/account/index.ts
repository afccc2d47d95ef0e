import './account.css';

export { useOrderIdLookup } from './api/account';
export { AddressPage } from './components/address-form';
export { OrdersListPage } from './components/orders-list';
export { ProfilePage } from './components/profile-form';
