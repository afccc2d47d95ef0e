import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { Promotion } from '@/types/api';
import { menuKeys } from './keys';

/** GET /user-service/promotions: the active promotions. */
export function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return api.get<Promotion[]>('/user-service/promotions', { skipAuth: true, signal });
}

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: menuKeys.promotions(),
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: STALE_TIME.storefrontPromotions,
  });

export function usePromotions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...promotionsQueryOptions(), enabled });
}
