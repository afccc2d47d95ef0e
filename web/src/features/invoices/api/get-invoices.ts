import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvoiceRow } from '@/types/api';
import type { InvoiceFilters } from '../lib/filters';
import { invoiceKeys } from './keys';

/** GET /admin-service/invoices?from=&to=&status=&kind=: the period's invoices and credit notes with their e-Factura state. */
export function getInvoices(filters: InvoiceFilters, signal?: AbortSignal): Promise<InvoiceRow[]> {
  return api.get<InvoiceRow[]>('/admin-service/invoices', {
    params: { from: filters.from, to: filters.to, status: filters.status, kind: filters.kind },
    signal,
  });
}

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ signal }) => getInvoices(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(filters: InvoiceFilters) {
  return useQuery(invoicesQueryOptions(filters));
}
