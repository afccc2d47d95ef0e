import type { InvoiceFilters } from '../lib/filters';

/** Query keys of the invoices' screens. */
export const invoiceKeys = {
  all: () => ['admin-service', 'invoices'] as const,
  list: (filters: InvoiceFilters) => ['admin-service', 'invoices', 'list', filters] as const,
  setup: () => ['admin-service', 'setup', 'invoicing'] as const,
};
