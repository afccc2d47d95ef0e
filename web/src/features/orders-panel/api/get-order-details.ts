import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';
import type { StaffOrderDetailWithInvoices as OrderDetail } from '@/types/api';

/** GET /admin-service/get-order-details/{id} */
export function getOrderDetails(id: string | number, signal?: AbortSignal) {
  return api.get<OrderDetail>(`/admin-service/get-order-details/${encodeURIComponent(String(id))}`, { signal });
}

export function orderDetailQueryOptions(id: string | number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrderDetails(id, signal),
  });
}

export function useOrderDetails(id: string | number) {
  return useQuery(orderDetailQueryOptions(id));
}
