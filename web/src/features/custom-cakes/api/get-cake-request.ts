import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import { customCakeKeys } from './keys';
import type { CakeRequestDetail } from './types';

/** GET /user-service/cake-requests/{id}: the request, where it stands, its quotes, payments and refunds. */
export function getCakeRequest(id: string, access: CakeAccess, signal?: AbortSignal): Promise<CakeRequestDetail> {
  return api.get<CakeRequestDetail>(`/user-service/cake-requests/${encodeURIComponent(id)}`, { ...cakeAccessOptions(access), signal });
}

export const cakeRequestQueryOptions = (id: string, access: CakeAccess) =>
  queryOptions({
    queryKey: customCakeKeys.request(id, access.cheie),
    queryFn: ({ signal }) => getCakeRequest(id, access, signal),
    retry: false,
  });

export function useCakeRequest(id: string, access: CakeAccess, { enabled = true } = {}) {
  return useQuery({ ...cakeRequestQueryOptions(id, access), enabled });
}
