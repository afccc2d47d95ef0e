import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import { menuEditorKeys } from './keys';
import type { Product } from '@/types/api';

export function getProduct(id: string | number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/admin-service/entries/get-entry/${encodeURIComponent(String(id))}`, { signal });
}

export function productQueryOptions(id: string | number) {
  return queryOptions({
    queryKey: menuEditorKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: STALE_TIME.product,
  });
}

export function useProduct(id: string | number | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== undefined && id !== '' });
}
