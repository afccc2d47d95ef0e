import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import { accountKeys } from '@/lib/query-keys';
import type { OrdersPage } from '@/types/api';

/** Orders page size of the customer's list. */
export const USER_ORDERS_PAGE_SIZE = ADMIN_PAGE_SIZE;

/** GET /user-service/get-user-orders?page&size. */
export function getUserOrders(page: number, size = USER_ORDERS_PAGE_SIZE, signal?: AbortSignal): Promise<OrdersPage> {
  return api.get<OrdersPage>('/user-service/get-user-orders', { params: { page, size }, signal });
}

export const userOrdersQueryOptions = (account: string, page: number) =>
  queryOptions({
    queryKey: accountKeys.orders(account, page),
    queryFn: ({ signal }) => getUserOrders(page, USER_ORDERS_PAGE_SIZE, signal),
    placeholderData: (previous) => previous,
  });

export function useUserOrders(account: string, page: number) {
  return useQuery(userOrdersQueryOptions(account, page));
}
