/**
 * Invoicing's shapes: the app's names for the services' generated schemas (`npm run api-types`).
 */
import type { components as AdminComponents } from './admin-service';
import type { components as UserComponents } from './user-service';

type UserSchemas = UserComponents['schemas'];
type AdminSchemas = AdminComponents['schemas'];

export type InvoiceKind = AdminSchemas['InvoiceKind'];
export type InvoicePurpose = AdminSchemas['InvoicePurpose'];
export type EfacturaStatus = AdminSchemas['EfacturaStatus'];

/** place-order's invoiceDetails (in) and the order's and the account's (out). */
export type InvoiceDetailsBody = UserSchemas['InvoiceDetailsIn'];
export type InvoiceDetails = UserSchemas['InvoiceDetailsOut'];

/** GET /user-service/account/invoice-details; PUT takes AccountInvoiceDetailsBody. */
export type AccountInvoiceDetails = UserSchemas['AccountInvoiceDetailsOut'];
export type AccountInvoiceDetailsBody = UserSchemas['AccountInvoiceDetailsIn'];

/** One invoice of a customer's order detail. */
export type OrderInvoice = UserSchemas['OrderInvoiceOut'];

/** The customer's order detail with its invoices and the company they are made out to. */
export type OrderDetailWithInvoices = UserSchemas['CustomerOrderDetailOut'];

/** One invoice of the staff's order detail. */
export type StaffOrderInvoice = AdminSchemas['OrderInvoiceOut'];

/** The staff's order detail with the order's invoices and their e-Factura state. */
export type StaffOrderDetailWithInvoices = AdminSchemas['StaffOrderDetailOut'];

/** GET /admin-service/invoices: one row. */
export type InvoiceRow = AdminSchemas['InvoiceItem'];

/** POST /admin-service/orders/{orderNumber}/invoice answers the issued invoice as a row. */
export type IssuedInvoice = AdminSchemas['InvoiceItem'];

export type CategoryVatRate = AdminSchemas['CategoryVatRateOut'];

/** GET /admin-service/setup/invoicing; POST takes InvoicingSetupBody. */
export type InvoicingSetup = AdminSchemas['InvoicingSetupOut'];
export type InvoicingSetupBody = AdminSchemas['InvoicingSetupIn'];

/** The dashboard (its invoicing flags are in the schema itself). */
export type DashboardWithInvoices = AdminSchemas['DashboardOut'];

/** A row of the customer's order history, with its invoice's number once the order has one. */
export type OrderRowWithInvoice = UserSchemas['OrderRowOut'];
