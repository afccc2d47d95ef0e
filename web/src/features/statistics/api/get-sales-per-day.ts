import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { SalesPerDay } from '@/types/api';
import { statisticsKeys } from './keys';

/** GET /admin-service/sales/per-day?startDate&endDate (every day of the range, for the chart). */
export function getSalesPerDay(startDate: string, endDate: string, signal?: AbortSignal) {
  return api.get<SalesPerDay>('/admin-service/sales/per-day', { params: { startDate, endDate }, signal });
}

export const salesPerDayQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: statisticsKeys.perDay(startDate, endDate),
    queryFn: ({ signal }) => getSalesPerDay(startDate, endDate, signal),
    staleTime: STALE_TIME.statistics,
    enabled: Boolean(startDate && endDate),
    placeholderData: keepPreviousData,
  });

export function useSalesPerDay(startDate: string, endDate: string) {
  return useQuery(salesPerDayQueryOptions(startDate, endDate));
}
