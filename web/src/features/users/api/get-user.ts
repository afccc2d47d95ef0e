import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserDetail } from '@/types/api';
import { userKeys } from './keys';

/** GET /admin-service/users/{id}. */
export function getUser(id: string, signal?: AbortSignal) {
  return api.get<UserDetail>(`/admin-service/users/${encodeURIComponent(id)}`, { signal });
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
