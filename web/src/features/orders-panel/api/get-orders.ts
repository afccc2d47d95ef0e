import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import { orderKeys } from './keys';
import type { OrdersPage, OrderStatus } from '@/types/api';

export const ORDERS_PAGE_SIZE = ADMIN_PAGE_SIZE;

/** GET /user-service/get-all-orders?status&page&size (zero-based pages, newest first). */
export function getOrders(status: OrderStatus | null, page: number, signal?: AbortSignal) {
  return api.get<OrdersPage>('/user-service/get-all-orders', {
    params: { status: status ?? undefined, page, size: ORDERS_PAGE_SIZE },
    signal,
  });
}

export function ordersQueryOptions(status: OrderStatus | null, page: number) {
  return queryOptions({
    queryKey: orderKeys.list(status, page),
    queryFn: ({ signal }) => getOrders(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(status: OrderStatus | null, page: number) {
  return useQuery(ordersQueryOptions(status, page));
}

export type OrderCounts = {
  total: number;
  NEW: number;
  CONFIRMED: number;
  REJECTED: number;
  SCHEDULED: number;
};

/** The dashboard counts, read from the first page of all orders (shared with the /comenzi table). */
export function useOrderCounts(): OrderCounts | null {
  const query = useQuery(ordersQueryOptions(null, 0));
  const d = query.data;
  if (!d) return null;
  return {
    total: d.totalElements ?? 0,
    NEW: d.numberOfNewOrders ?? 0,
    CONFIRMED: d.numberOfConfirmedOrders ?? 0,
    REJECTED: d.numberOfRejectedOrders ?? 0,
    SCHEDULED: d.numberOfScheduledOrders ?? 0,
  };
}
