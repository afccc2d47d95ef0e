import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { OrderDetailWithInvoices as OrderDetail } from '@/types/api';

/** GET /user-service/get-order-details/{id} — one of the signed-in customer's orders. */
export function getCustomerOrder(id: string | number, signal?: AbortSignal) {
  return api.get<OrderDetail>(`/user-service/get-order-details/${encodeURIComponent(String(id))}`, { signal });
}

export const customerOrderQueryOptions = (account: string, id: string | number) =>
  queryOptions({
    queryKey: accountKeys.order(account, id),
    queryFn: ({ signal }) => getCustomerOrder(id, signal),
  });
