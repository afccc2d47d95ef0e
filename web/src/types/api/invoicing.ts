/**
 * Invoicing's shapes, written by hand from the lead's contract while the services build them.
 * Once `npm run api-types` has them, each of these becomes an alias of the generated schema
 * (e.g. `export type InvoiceRow = AdminSchemas['InvoiceRowOut']`) and the app keeps these names.
 */
import type { CompanyDetails } from '@/lib/company';
import type { components as AdminComponents } from './admin-service';
import type { components as UserComponents } from './user-service';

type OrderDetail = UserComponents['schemas']['OrderDetailOut'];
type Dashboard = AdminComponents['schemas']['DashboardOut'];

export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE';
export type InvoicePurpose = 'ORDER' | 'ADVANCE' | 'REFUND';
export type EfacturaStatus = 'PENDING' | 'UPLOADING' | 'IN_PROGRESS' | 'OK' | 'NOK';

/** place-order's, the account's and the order's invoiceDetails. */
export type InvoiceDetails = CompanyDetails;

/** GET /user-service/account/invoice-details (PUT takes the same body). */
export type AccountInvoiceDetails = { invoiceDetails: InvoiceDetails | null };

/** One invoice of a customer's order detail. */
export type OrderInvoice = { number: string; kind: InvoiceKind; issueDate: string; total: string };

/** The customer's order detail with its invoicing fields. */
export type OrderDetailWithInvoices = OrderDetail & {
  invoiceDetails?: InvoiceDetails | null;
  invoices?: OrderInvoice[] | null;
};

/** One invoice of the admin's order detail. */
export type StaffOrderInvoice = { id: number; number: string; kind: InvoiceKind; total: string; efacturaStatus: EfacturaStatus };

export type StaffOrderDetailWithInvoices = OrderDetail & {
  invoiceDetails?: InvoiceDetails | null;
  invoices?: StaffOrderInvoice[] | null;
};

/** GET /admin-service/invoices: one row. */
export type InvoiceRow = {
  id: number;
  number: string;
  kind: InvoiceKind;
  purpose: InvoicePurpose;
  orderNumber: string | null;
  issueDate: string;
  buyerName: string;
  buyerCui: string | null;
  total: string;
  efacturaStatus: EfacturaStatus;
  efacturaDeadline: string | null;
  efacturaMessage: string | null;
  correctsNumber: string | null;
};

/** POST /admin-service/orders/{orderNumber}/invoice answers the issued invoice as a row. */
export type IssuedInvoice = InvoiceRow;

export type CategoryVatRate = { categoryId: number; categoryName: string; vatRate: string };

/** GET /admin-service/setup/invoicing. */
export type InvoicingSetup = {
  enabled: boolean;
  legalName: string | null;
  cui: string | null;
  vatPayer: boolean;
  registrationNumber: string | null;
  streetAddress: string | null;
  city: string | null;
  county: string | null;
  postalCode: string | null;
  bankName: string | null;
  iban: string | null;
  email: string | null;
  phone: string | null;
  series: string | null;
  defaultVatRate: string;
  deliveryVatRate: string;
  invoiceEveryCashOrder: boolean;
  categoryVatRates: CategoryVatRate[];
  missing: string[];
};

/** POST /admin-service/setup/invoicing: all but `missing` and the categories' names. */
export type InvoicingSetupBody = Omit<InvoicingSetup, 'missing' | 'categoryVatRates'> & {
  categoryVatRates: { categoryId: number; vatRate: string }[];
};

/** The dashboard with its invoicing flags. */
export type DashboardWithInvoices = Dashboard & { invoicesNearDeadline?: number | null; invoicesRefused?: number | null };

/**
 * A row of the customer's order history. The contract does not say yet how a row tells that its
 * order has an invoice: either of these is read (proposed to the user-service's owner).
 */
export type OrderRowWithInvoice = UserComponents['schemas']['OrderRowOut'] & { hasInvoice?: boolean | null; invoiceNumber?: string | null };
