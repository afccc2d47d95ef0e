export { CustomersReport } from './components/customers-report';
export { ProductsReport } from './components/products-report';
export { SalesReport } from './components/sales-report';
export { StatisticsOverview } from './components/statistics-overview';
export { OwnerDashboard } from './components/owner-dashboard';
