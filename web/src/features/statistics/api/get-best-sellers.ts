import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { BestSeller } from '@/types/api';
import { statisticsKeys } from './keys';

/** GET /admin-service/most-sold/products?category&searchTerm. */
export function getBestSellers(category: string, search: string, signal?: AbortSignal) {
  return api.get<BestSeller[]>('/admin-service/most-sold/products', { params: { category, searchTerm: search.trim() }, signal });
}

export const bestSellersQueryOptions = (category: string, search: string) =>
  queryOptions({
    queryKey: statisticsKeys.bestSellers(category, search),
    queryFn: ({ signal }) => getBestSellers(category, search, signal),
    staleTime: STALE_TIME.statistics,
    placeholderData: keepPreviousData,
  });

export function useBestSellers(category: string, search: string) {
  return useQuery(bestSellersQueryOptions(category, search));
}
