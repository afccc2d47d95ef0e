import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DashboardWithInvoices as Dashboard } from '@/types/api';
import { statisticsKeys } from './keys';

/** GET /admin-service/dashboard: today at a glance. */
export function getDashboard(signal?: AbortSignal) {
  return api.get<Dashboard>('/admin-service/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
