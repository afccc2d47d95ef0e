import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customCakeKeys } from './keys';
import type { CakeRequestOptions } from './types';

/** GET /user-service/cake-requests/options (public): flavours, fillings, lead time and the deposit's terms. */
export function getCakeOptions(signal?: AbortSignal): Promise<CakeRequestOptions> {
  return api.get<CakeRequestOptions>('/user-service/cake-requests/options', { skipAuth: true, signal });
}

export const cakeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: customCakeKeys.options(),
    queryFn: ({ signal }) => getCakeOptions(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCakeOptions() {
  return useQuery(cakeOptionsQueryOptions());
}
