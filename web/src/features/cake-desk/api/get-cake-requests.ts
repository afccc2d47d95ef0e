import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeKeys } from './keys';
import type { CakeRequestRow, CakeRequestStatus } from './types';

/**
 * GET /admin-service/cake-requests?status= (newest first). The contract names the call, not its
 * envelope: a bare list and a page ({content}) are both read.
 */
export async function getCakeRequests(status: CakeRequestStatus, signal?: AbortSignal): Promise<CakeRequestRow[]> {
  const answer = await api.get<CakeRequestRow[] | { content?: CakeRequestRow[] } | null>('/admin-service/cake-requests', {
    params: { status },
    signal,
  });
  const rows = Array.isArray(answer) ? answer : (answer?.content ?? []);
  return [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
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
  return query.data ? query.data.length : null;
}
