import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AccountInvoiceDetails } from '@/types/api';

/** GET /user-service/account/invoice-details: the company a signed-in customer asked invoices for last time. */
export function getInvoicePrefill(signal?: AbortSignal) {
  return api.get<AccountInvoiceDetails>('/user-service/account/invoice-details', { signal });
}

export const invoicePrefillQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: accountKeys.invoiceDetails(account ?? ''),
    queryFn: ({ signal }) => getInvoicePrefill(signal),
    enabled: Boolean(account),
  });

export function useInvoicePrefill(account: string | null) {
  return useQuery(invoicePrefillQueryOptions(account));
}
