import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { ClientPage } from '@/types/api';
import { statisticsKeys } from './keys';

export const CLIENTS_PAGE_SIZE = 20;

/** GET /admin-service/clients?page&size (20 a page). */
export function getClients(page: number, signal?: AbortSignal) {
  return api.get<ClientPage>('/admin-service/clients', { params: { page, size: CLIENTS_PAGE_SIZE }, signal });
}

export const clientsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: statisticsKeys.clients(page),
    queryFn: ({ signal }) => getClients(page, signal),
    staleTime: STALE_TIME.statistics,
    placeholderData: keepPreviousData,
  });

export function useClients(page: number) {
  return useQuery(clientsQueryOptions(page));
}
