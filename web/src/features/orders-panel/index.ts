export { useOrderCounts } from './api/get-orders';
export { ConnectionBar } from './components/connection-bar';
export { OrderDetail } from './components/order-detail';
export { OrdersList } from './components/orders-list';
export { OrdersPanelShell } from './components/orders-panel-shell';

export { ReservationsView } from './components/reservations-view';
export { ProductionList } from './components/production-list';
