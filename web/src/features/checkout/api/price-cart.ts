import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CartQuote, CartQuoteBody } from '@/types/api';
import { checkoutKeys } from './keys';

/**
 * POST /user-service/price-cart: the cart's promotions and the typed code, priced by the server.
 * Signed in, the quote weighs the account's own history (first order, uses per customer).
 */
export function priceCart(body: CartQuoteBody, signal?: AbortSignal): Promise<CartQuote> {
  return api.post<CartQuote>('/user-service/price-cart', body, { signal });
}

export const priceCartQueryOptions = (body: CartQuoteBody) =>
  queryOptions({
    queryKey: checkoutKeys.priceCart(body),
    queryFn: ({ signal }) => priceCart(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function usePriceCart(body: CartQuoteBody, enabled: boolean) {
  return useQuery({ ...priceCartQueryOptions(body), enabled });
}
