import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { ProductsPage } from '@/types/api';
import { marketingKeys } from './keys';

export type ChosenIds = { productIds: number[]; dimensionIds: number[] };

/** The most a promotion's own products are asked for at once (the server's page limit). */
const CHOSEN_LIMIT = 100;

/**
 * GET /admin-service/entries/for-promotions?productIds&dimensionIds: the products a saved promotion
 * targets (by id, or by one of their sizes), so its form names them wherever they are in the menu.
 */
export function getChosenProducts({ productIds, dimensionIds }: ChosenIds, signal?: AbortSignal): Promise<ProductsPage> {
  return api.get<ProductsPage>('/admin-service/entries/for-promotions', {
    params: { productIds: productIds.join(','), dimensionIds: dimensionIds.join(','), page: 0, size: CHOSEN_LIMIT },
    signal,
  });
}

export const chosenProductsQueryOptions = (ids: ChosenIds) => {
  const sorted = { productIds: [...ids.productIds].sort((a, b) => a - b), dimensionIds: [...ids.dimensionIds].sort((a, b) => a - b) };
  return queryOptions({
    queryKey: marketingKeys.chosenProducts(sorted),
    queryFn: ({ signal }) => getChosenProducts(sorted, signal),
    staleTime: STALE_TIME.adminProducts,
    enabled: sorted.productIds.length + sorted.dimensionIds.length > 0,
  });
};

export function useChosenProducts(ids: ChosenIds) {
  return useQuery(chosenProductsQueryOptions(ids));
}
