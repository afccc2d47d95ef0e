import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeKeys } from './keys';
import type { CakeRequestDetail } from './types';

/** GET /admin-service/cake-requests/{id}: the request, its photos, conversation, quotes, day load and money. */
export function getCakeRequest(id: string, signal?: AbortSignal): Promise<CakeRequestDetail> {
  return api.get<CakeRequestDetail>(`/admin-service/cake-requests/${encodeURIComponent(id)}`, { signal });
}

export function cakeRequestQueryOptions(id: string) {
  return queryOptions({ queryKey: cakeKeys.detail(id), queryFn: ({ signal }) => getCakeRequest(id, signal) });
}

export function useCakeRequest(id: string) {
  return useQuery(cakeRequestQueryOptions(id));
}
