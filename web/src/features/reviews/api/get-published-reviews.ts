import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { AdminReview, AdminReviewPage, OrdersPage, PublicReviews, ReviewBody, ReviewedOrders, ReviewSent } from '@/types/api';

export const reviewKeys = {
  all: ['reviews'] as const,
  published: (page: number, size: number) => ['reviews', 'published', page, size] as const,
  mine: ['reviews', 'mine'] as const,
  delivered: ['reviews', 'delivered-orders'] as const,
  moderation: (status: string, page: number) => ['reviews', 'moderation', status, page] as const,
};

/** GET /user-service/reviews: the published ones, newest first, with the average. */
export function usePublishedReviews(page = 0, size = ADMIN_PAGE_SIZE) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.published(page, size),
      queryFn: ({ signal }) => api.get<PublicReviews>('/user-service/reviews', { params: { page, size }, signal, skipAuth: true }),
    }),
  );
}

/**
 * The customer's delivered orders without a review yet (among their first pages), and the ids
 * of the orders they already reviewed.
 */
export function useReviewableOrders(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.delivered,
      enabled,
      queryFn: async ({ signal }) => {
        const [orders, reviewed] = await Promise.all([
          api.get<OrdersPage>('/user-service/get-user-orders', { params: { page: 0, size: 50 }, signal }),
          api.get<ReviewedOrders>('/user-service/my-reviews', { signal }),
        ]);
        const done = new Set(reviewed.orderIds);
        return {
          reviewable: orders.content.filter((o) => o.status === 'DELIVERED' && !done.has(o.id)),
          reviewed: reviewed.orderIds,
        };
      },
    }),
  );
}

/** POST /user-service/write-review {orderId, rating, text}. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => api.post<ReviewSent>('/user-service/write-review', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** GET /admin-service/reviews?status&page (admin). */
export function useModerationReviews(status: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.moderation(status, page),
      queryFn: ({ signal }) =>
        api.get<AdminReviewPage>('/admin-service/reviews', { params: { status: status || undefined, page, size: ADMIN_PAGE_SIZE }, signal }),
    }),
  );
}

/** Publish, hide or delete a review (admin). */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'publish' | 'hide' | 'delete' }): Promise<unknown> =>
      action === 'delete'
        ? api.delete<{ message: string }>(`/admin-service/reviews/${id}`)
        : api.post<AdminReview>(`/admin-service/reviews/${id}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
