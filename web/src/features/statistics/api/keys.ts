import type { Period } from './get-sales';

/** Query keys of the statistics screens. */
export const statisticsKeys = {
  sales: (period: Period) => ['statistics', 'sales', period] as const,
  perDay: (startDate: string, endDate: string) => ['statistics', 'per-day', startDate, endDate] as const,
  bestSellers: (category: string, search: string) => ['statistics', 'best-sellers', category, search] as const,
  clients: (page: number) => ['statistics', 'clients', page] as const,
  categories: () => ['statistics', 'categories'] as const,
  dashboard: () => ['statistics', 'dashboard'] as const,
};
