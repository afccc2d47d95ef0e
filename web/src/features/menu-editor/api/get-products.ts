import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, STALE_TIME } from '@/lib/constants';
import { menuEditorKeys } from './keys';
import type { ProductsPage } from '@/types/api';

export type ProductsParams = {
  /** Zero-based. */
  page: number;
  size?: number;
  searchBy?: string;
  /** Category id. */
  category?: string;
};

export function getProducts({ page, size = ADMIN_PAGE_SIZE, searchBy, category }: ProductsParams, signal?: AbortSignal) {
  return api.get<ProductsPage>('/admin-service/entries', {
    params: { searchBy: searchBy?.trim(), category, page, size },
    signal,
  });
}

export function productsQueryOptions(params: ProductsParams) {
  const key = { page: params.page, size: params.size ?? ADMIN_PAGE_SIZE, searchBy: params.searchBy?.trim() ?? '', category: params.category ?? '' };
  return queryOptions({
    queryKey: menuEditorKeys.productList(key),
    queryFn: ({ signal }) => getProducts(params, signal),
    staleTime: STALE_TIME.adminProducts,
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), ...options });
}
