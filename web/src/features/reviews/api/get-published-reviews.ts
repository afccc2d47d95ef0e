import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { PublicReviews } from '@/types/api';
import { reviewKeys } from './keys';

/** GET /user-service/reviews: the published ones, newest first, with the average. */
export function getPublishedReviews(page: number, size: number, signal?: AbortSignal) {
  return api.get<PublicReviews>('/user-service/reviews', { params: { page, size }, signal, skipAuth: true });
}

export const publishedReviewsQueryOptions = (page = 0, size = ADMIN_PAGE_SIZE) =>
  queryOptions({
    queryKey: reviewKeys.published(page, size),
    queryFn: ({ signal }) => getPublishedReviews(page, size, signal),
  });

export function usePublishedReviews(page = 0, size = ADMIN_PAGE_SIZE) {
  return useQuery(publishedReviewsQueryOptions(page, size));
}
