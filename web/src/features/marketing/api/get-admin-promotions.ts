import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { AdminPromotion } from '@/types/api';
import { marketingKeys } from './keys';

/** GET /admin-service/admin/promotions: every promotion with its status, uses and money given away. */
export function getAdminPromotions(signal?: AbortSignal): Promise<AdminPromotion[]> {
  return api.get<AdminPromotion[]>('/admin-service/admin/promotions', { signal });
}

export const adminPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.promotions(),
    queryFn: ({ signal }) => getAdminPromotions(signal),
    staleTime: STALE_TIME.adminPromotions,
  });

export function useAdminPromotions() {
  return useQuery(adminPromotionsQueryOptions());
}
