import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { Category } from '@/types/api';
import { checkoutKeys } from './keys';

/** GET /user-service/get-categories: which categories are picked up at their own point. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/user-service/get-categories', { skipAuth: true, signal });
}

const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: STALE_TIME.setup,
  });

/** Asked only when a line of the cart knows its category. */
export function useCheckoutCategories(enabled: boolean) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
