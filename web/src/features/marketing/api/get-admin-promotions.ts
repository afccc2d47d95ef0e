import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { AdminPromotion } from '@/types/api';

export const marketingKeys = {
  promotions: () => ['admin-service', 'promotions'] as const,
  sends: () => ['admin-service', 'newsletter-sends'] as const,
  send: (id: number) => ['admin-service', 'newsletter-sends', id] as const,
  subscribers: () => ['admin-service', 'subscribers'] as const,
  productsForPromotions: () => ['admin-service', 'entries', 'for-promotions'] as const,
};

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
