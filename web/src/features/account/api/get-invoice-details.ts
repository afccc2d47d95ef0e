import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AccountInvoiceDetails } from '@/types/api';

/** GET /user-service/account/invoice-details: the company the customer's invoices are made out to, or null. */
export function getInvoiceDetails(signal?: AbortSignal) {
  return api.get<AccountInvoiceDetails>('/user-service/account/invoice-details', { signal });
}

export const invoiceDetailsQueryOptions = (account: string) =>
  queryOptions({ queryKey: accountKeys.invoiceDetails(account), queryFn: ({ signal }) => getInvoiceDetails(signal) });

export function useInvoiceDetails(account: string) {
  return useQuery(invoiceDetailsQueryOptions(account));
}
