export { useOrderCounts, type OrderCounts } from './api/get-orders';
export { ConnectionBar } from './components/connection-bar';
export { OrderDetail } from './components/order-detail';
export { OrdersList, ORDER_VIEWS } from './components/orders-list';
export { OrdersPanelShell } from './components/orders-panel-shell';
export { useOrdersRealtime } from './realtime/realtime-context';
