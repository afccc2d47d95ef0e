import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrdersPage, ReviewedOrders } from '@/types/api';
import { reviewKeys } from './keys';

/**
 * GET /user-service/get-user-orders and /user-service/my-reviews: the customer's delivered
 * orders without a review yet (among their first pages), and the ids of the orders they already
 * reviewed.
 */
export async function getReviewableOrders(signal?: AbortSignal) {
  const [orders, reviewed] = await Promise.all([
    api.get<OrdersPage>('/user-service/get-user-orders', { params: { page: 0, size: 50 }, signal }),
    api.get<ReviewedOrders>('/user-service/my-reviews', { signal }),
  ]);
  const done = new Set(reviewed.orderIds);
  return {
    reviewable: orders.content.filter((o) => o.status === 'DELIVERED' && !done.has(o.id)),
    reviewed: reviewed.orderIds,
  };
}

export const reviewableOrdersQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: reviewKeys.delivered, enabled, queryFn: ({ signal }) => getReviewableOrders(signal) });

export function useReviewableOrders(enabled: boolean) {
  return useQuery(reviewableOrdersQueryOptions(enabled));
}
