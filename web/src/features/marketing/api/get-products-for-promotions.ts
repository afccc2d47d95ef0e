import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { ProductsPage } from '@/types/api';
import { marketingKeys } from './keys';

/** Products per page of a promotion picker (a shop has thousands; the rest come with "Încarcă mai multe"). */
export const PROMOTION_PICKER_PAGE_SIZE = 20;

/** GET /admin-service/entries/for-promotions: one page of products with their sizes, searched by name on the server. */
export function getProductsForPromotions({ searchBy, page }: { searchBy: string; page: number }, signal?: AbortSignal): Promise<ProductsPage> {
  return api.get<ProductsPage>('/admin-service/entries/for-promotions', {
    params: { searchBy: searchBy || undefined, page, size: PROMOTION_PICKER_PAGE_SIZE },
    signal,
  });
}

export const productsForPromotionsQueryOptions = (searchBy: string) =>
  infiniteQueryOptions({
    queryKey: marketingKeys.productsForPromotions(searchBy),
    queryFn: ({ pageParam, signal }) => getProductsForPromotions({ searchBy, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * PROMOTION_PICKER_PAGE_SIZE < last.totalElements ? pages.length : undefined),
    staleTime: STALE_TIME.adminProducts,
    // While a new search runs, the last results stay listed instead of an empty list.
    placeholderData: keepPreviousData,
  });

export function useProductsForPromotions(searchBy: string) {
  return useInfiniteQuery(productsForPromotionsQueryOptions(searchBy));
}
