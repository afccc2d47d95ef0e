import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { Category } from '@/types/api';
import { statisticsKeys } from './keys';

/** GET /admin-service/setup/get-categories: the categories to filter the best sellers by. */
export function getReportCategories(signal?: AbortSignal) {
  return api.get<Category[]>('/admin-service/setup/get-categories', { signal });
}

export const reportCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.categories(),
    queryFn: ({ signal }) => getReportCategories(signal),
    staleTime: STALE_TIME.setup,
  });

export function useReportCategories() {
  return useQuery(reportCategoriesQueryOptions());
}
