import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import type { BestSeller, Category, ClientPage, Dashboard, SalesPerDay, SalesSummary } from '@/types/api';

export const CLIENTS_PAGE_SIZE = 20;
export type Period = { kind: 'current' } | { kind: 'last' } | { kind: 'range'; startDate: string; endDate: string };

const keys = {
  sales: (period: Period) => ['statistics', 'sales', period] as const,
  perDay: (startDate: string, endDate: string) => ['statistics', 'per-day', startDate, endDate] as const,
  bestSellers: (category: string, search: string) => ['statistics', 'best-sellers', category, search] as const,
  clients: (page: number) => ['statistics', 'clients', page] as const,
  categories: ['statistics', 'categories'] as const,
  dashboard: ['statistics', 'dashboard'] as const,
};

/** GET /admin-service/sales/order-numbers-current-month | -last-month | -between-dates?startDate&endDate. */
export function getSales(period: Period, signal?: AbortSignal) {
  if (period.kind === 'current') return api.get<SalesSummary>('/admin-service/sales/order-numbers-current-month', { signal });
  if (period.kind === 'last') return api.get<SalesSummary>('/admin-service/sales/order-numbers-last-month', { signal });
  return api.get<SalesSummary>('/admin-service/sales/order-numbers-between-dates', {
    params: { startDate: period.startDate, endDate: period.endDate },
    signal,
  });
}

export function useSales(period: Period | null) {
  return useQuery(
    queryOptions({
      queryKey: keys.sales(period ?? { kind: 'current' }),
      queryFn: ({ signal }) => getSales(period ?? { kind: 'current' }, signal),
      staleTime: STALE_TIME.statistics,
      enabled: period !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin-service/sales/per-day?startDate&endDate (every day of the range, for the chart). */
export function useSalesPerDay(startDate: string, endDate: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.perDay(startDate, endDate),
      queryFn: ({ signal }) => api.get<SalesPerDay>('/admin-service/sales/per-day', { params: { startDate, endDate }, signal }),
      staleTime: STALE_TIME.statistics,
      enabled: Boolean(startDate && endDate),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin-service/most-sold/products?category&searchTerm. */
export function useBestSellers(category: string, search: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.bestSellers(category, search),
      queryFn: ({ signal }) =>
        api.get<BestSeller[]>('/admin-service/most-sold/products', { params: { category, searchTerm: search.trim() }, signal }),
      staleTime: STALE_TIME.statistics,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin-service/clients?page&size (20 a page). */
export function getClients(page: number, signal?: AbortSignal) {
  return api.get<ClientPage>('/admin-service/clients', { params: { page, size: CLIENTS_PAGE_SIZE }, signal });
}

export function useClients(page: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.clients(page),
      queryFn: ({ signal }) => getClients(page, signal),
      staleTime: STALE_TIME.statistics,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The categories to filter the best sellers by. */
export function useReportCategories() {
  return useQuery(
    queryOptions({
      queryKey: keys.categories,
      queryFn: ({ signal }) => api.get<Category[]>('/admin-service/setup/get-categories', { signal }),
      staleTime: STALE_TIME.setup,
    }),
  );
}

/** GET /admin-service/dashboard: today at a glance. */
export function useDashboard() {
  return useQuery(
    queryOptions({
      queryKey: keys.dashboard,
      queryFn: ({ signal }) => api.get<Dashboard>('/admin-service/dashboard', { signal }),
      refetchInterval: 60_000,
    }),
  );
}
