import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { Product } from '@/types/api';
import { menuKeys } from './keys';

/** GET /user-service/get-product/{id}. */
export function getProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/user-service/get-product/${encodeURIComponent(String(id))}`, { skipAuth: true, signal });
}

export const productQueryOptions = (id: string | number) =>
  queryOptions({
    queryKey: menuKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: STALE_TIME.product,
  });

export function useProduct(id: string | number) {
  return useQuery(productQueryOptions(id));
}
