import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import { menuEditorKeys } from './keys';
import type { Category } from '@/types/api';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/admin-service/setup/get-categories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: menuEditorKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: STALE_TIME.setup,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
