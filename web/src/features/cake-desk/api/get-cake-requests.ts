import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeKeys } from './keys';
import type { CakeRequestPage, CakeRequestStatus } from './types';

/** The most rows one page holds: a status seldom has more open requests than that. */
export const CAKE_PAGE_SIZE = 100;

/** GET /admin-service/cake-requests?status=&size= → {content, totalElements}, newest first. */
export function getCakeRequests(status: CakeRequestStatus, signal?: AbortSignal): Promise<CakeRequestPage> {
  return api.get<CakeRequestPage>('/admin-service/cake-requests', { params: { status, size: CAKE_PAGE_SIZE }, signal });
}

export function cakeRequestsQueryOptions(status: CakeRequestStatus) {
  return queryOptions({
    queryKey: cakeKeys.list(status),
    queryFn: ({ signal }) => getCakeRequests(status, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCakeRequests(status: CakeRequestStatus) {
  return useQuery(cakeRequestsQueryOptions(status));
}

/** Requests waiting for a quote (the side menu's badge); null until known. */
export function useWaitingCakeCount(): number | null {
  const query = useQuery(cakeRequestsQueryOptions('REQUESTED'));
  return query.data ? query.data.totalElements : null;
}
