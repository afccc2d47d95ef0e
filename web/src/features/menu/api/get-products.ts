import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { ProductSummary } from '@/types/api';
import { menuKeys } from './keys';

export type ProductFilter = { search?: string; category?: string };

/** GET /user-service/get-base-products?search=… or ?category=<value>; nothing: every available product. */
export function getProducts(filter: ProductFilter = {}, signal?: AbortSignal): Promise<ProductSummary[]> {
  const search = filter.search?.trim();
  const params = search ? { search } : filter.category ? { category: filter.category } : undefined;
  return api.get<ProductSummary[]>('/user-service/get-base-products', { params, skipAuth: true, signal });
}

export const productsQueryOptions = (filter: ProductFilter = {}) => {
  const search = filter.search?.trim() || undefined;
  const category = search ? undefined : filter.category || undefined;
  return queryOptions({
    queryKey: menuKeys.products({ search, category }),
    queryFn: ({ signal }) => getProducts({ search, category }, signal),
    staleTime: STALE_TIME.storefrontProducts,
  });
};

export function useProducts(filter: ProductFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(filter), enabled });
}
