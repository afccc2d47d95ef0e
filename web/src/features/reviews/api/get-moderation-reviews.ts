import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { AdminReviewPage } from '@/types/api';
import { reviewKeys } from './keys';

/** GET /admin-service/reviews?status&page (admin). */
export function getModerationReviews(status: string, page: number, signal?: AbortSignal) {
  return api.get<AdminReviewPage>('/admin-service/reviews', { params: { status: status || undefined, page, size: ADMIN_PAGE_SIZE }, signal });
}

export const moderationReviewsQueryOptions = (status: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.moderation(status, page),
    queryFn: ({ signal }) => getModerationReviews(status, page, signal),
  });

export function useModerationReviews(status: string, page: number) {
  return useQuery(moderationReviewsQueryOptions(status, page));
}
