import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PaymentsConfigOut } from '@/types/api';
import { paymentsKeys } from './keys';

/** GET /user-service/payments/config (public): whether the shop takes cards online, and how (the checkout's card field and the order page's). */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigOut> {
  return api.get<PaymentsConfigOut>('/user-service/payments/config', { skipAuth: true, signal });
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.config(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
