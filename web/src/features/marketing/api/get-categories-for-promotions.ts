import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { Category } from '@/types/api';
import { marketingKeys } from './keys';

/** GET /admin-service/setup/get-categories: every category (a shop has tens, not thousands), searched in the page. */
export function getCategoriesForPromotions(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/admin-service/setup/get-categories', { signal });
}

export const categoriesForPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.categories(),
    queryFn: ({ signal }) => getCategoriesForPromotions(signal),
    staleTime: STALE_TIME.setup,
  });

export function useCategoriesForPromotions() {
  return useQuery(categoriesForPromotionsQueryOptions());
}
