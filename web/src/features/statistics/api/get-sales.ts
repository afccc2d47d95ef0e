import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { SalesSummary } from '@/types/api';
import { statisticsKeys } from './keys';

export type Period = { kind: 'current' } | { kind: 'last' } | { kind: 'range'; startDate: string; endDate: string };

/** GET /admin-service/sales/order-numbers-current-month | -last-month | -between-dates?startDate&endDate. */
export function getSales(period: Period, signal?: AbortSignal) {
  if (period.kind === 'current') return api.get<SalesSummary>('/admin-service/sales/order-numbers-current-month', { signal });
  if (period.kind === 'last') return api.get<SalesSummary>('/admin-service/sales/order-numbers-last-month', { signal });
  return api.get<SalesSummary>('/admin-service/sales/order-numbers-between-dates', {
    params: { startDate: period.startDate, endDate: period.endDate },
    signal,
  });
}

export const salesQueryOptions = (period: Period | null) =>
  queryOptions({
    queryKey: statisticsKeys.sales(period ?? { kind: 'current' }),
    queryFn: ({ signal }) => getSales(period ?? { kind: 'current' }, signal),
    staleTime: STALE_TIME.statistics,
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });

export function useSales(period: Period | null) {
  return useQuery(salesQueryOptions(period));
}
