import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductionList } from '@/types/api';
import { orderKeys } from './keys';

/** GET /admin-service/production-list?date=YYYY-MM-DD: what the kitchen makes that day. */
export function getProductionList(date: string, signal?: AbortSignal): Promise<ProductionList> {
  return api.get<ProductionList>('/admin-service/production-list', { params: { date }, signal });
}

export function productionListQueryOptions(date: string) {
  return queryOptions({
    queryKey: orderKeys.production(date),
    queryFn: ({ signal }) => getProductionList(date, signal),
  });
}

export function useProductionList(date: string) {
  return useQuery(productionListQueryOptions(date));
}
