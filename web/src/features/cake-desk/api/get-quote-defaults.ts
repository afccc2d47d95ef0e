import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeKeys } from './keys';
import type { CakeQuoteDefaults } from './types';

/**
 * GET /admin-service/cake-requests/quote-defaults: what a new quote starts from (deposit percent,
 * lock days, validity), for every staff member who quotes (the setup itself is the owner's).
 */
export function getQuoteDefaults(signal?: AbortSignal): Promise<CakeQuoteDefaults> {
  return api.get<CakeQuoteDefaults>('/admin-service/cake-requests/quote-defaults', { signal });
}

export function quoteDefaultsQueryOptions() {
  return queryOptions({ queryKey: cakeKeys.quoteDefaults(), queryFn: ({ signal }) => getQuoteDefaults(signal) });
}

export function useQuoteDefaults() {
  return useQuery(quoteDefaultsQueryOptions());
}
