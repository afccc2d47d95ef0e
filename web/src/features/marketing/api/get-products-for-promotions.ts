import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { ProductsPage } from '@/types/api';
import { marketingKeys } from './keys';

/** GET /admin-service/entries/for-promotions: products with their sizes, to build promotions from. */
export function getProductsForPromotions(signal?: AbortSignal): Promise<ProductsPage> {
  return api.get<ProductsPage>('/admin-service/entries/for-promotions', { params: { page: 0, size: 100 }, signal });
}

export const productsForPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.productsForPromotions(),
    queryFn: ({ signal }) => getProductsForPromotions(signal),
    staleTime: STALE_TIME.adminProducts,
  });

export function useProductsForPromotions() {
  return useQuery(productsForPromotionsQueryOptions());
}
