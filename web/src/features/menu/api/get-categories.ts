import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { Category } from '@/types/api';
import { menuKeys } from './keys';

/** GET /user-service/get-categories (menu order). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/user-service/get-categories', { skipAuth: true, signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: menuKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: STALE_TIME.setup,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
