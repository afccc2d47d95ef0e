import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvoicingSetup } from '@/types/api';
import { invoiceKeys } from './keys';

/** GET /admin-service/setup/invoicing: the seller's details, VAT rates, series, and what is still missing to switch it on. */
export function getInvoicingSetup(signal?: AbortSignal): Promise<InvoicingSetup> {
  return api.get<InvoicingSetup>('/admin-service/setup/invoicing', { signal });
}

export const invoicingSetupQueryOptions = () => queryOptions({ queryKey: invoiceKeys.setup(), queryFn: ({ signal }) => getInvoicingSetup(signal) });

export function useInvoicingSetup() {
  return useQuery(invoicingSetupQueryOptions());
}
