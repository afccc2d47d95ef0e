import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { LastKey } from '@/types/api';
import { businessKeys } from './keys';

/** GET /user-service/restaurant/last-key: changes whenever setup or catalog changes. */
export function getLastKey(signal?: AbortSignal): Promise<LastKey> {
  return api.get<LastKey>('/user-service/restaurant/last-key', { skipAuth: true, signal });
}

export const lastKeyQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.lastKey(),
    queryFn: ({ signal }) => getLastKey(signal),
    staleTime: STALE_TIME.setup,
  });

export function useLastKey() {
  return useQuery(lastKeyQueryOptions());
}
