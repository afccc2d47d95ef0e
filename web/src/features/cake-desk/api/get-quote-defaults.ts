import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeKeys } from './keys';
import type { CakeQuoteDefaults } from './types';

/**
 * GET /admin-service/setup/custom-cakes, for what the quote form starts from (deposit percent,
 * lock days, validity). Only those fields are read; the setup form owns the rest.
 */
export function getQuoteDefaults(signal?: AbortSignal): Promise<CakeQuoteDefaults> {
  return api.get<CakeQuoteDefaults>('/admin-service/setup/custom-cakes', { signal });
}

export function quoteDefaultsQueryOptions() {
  return queryOptions({ queryKey: cakeKeys.quoteDefaults(), queryFn: ({ signal }) => getQuoteDefaults(signal) });
}

export function useQuoteDefaults() {
  return useQuery(quoteDefaultsQueryOptions());
}
