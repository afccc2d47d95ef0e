import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AvailableDays, AvailableDaysBody } from '@/types/api';
import { checkoutKeys } from './keys';

/**
 * POST /user-service/available-days: for the cart, the service and (for a delivery) the
 * address's zone, the days the kitchen and the couriers can serve, with the first and last time
 * of each, or why a day is not offered; and the zone (its fee and minimum). A read: nothing is
 * taken until the order is placed.
 */
export function getAvailableDays(body: AvailableDaysBody, signal?: AbortSignal): Promise<AvailableDays> {
  return api.post<AvailableDays>('/user-service/available-days', body, { skipAuth: true, signal });
}

export const availableDaysQueryOptions = (body: AvailableDaysBody) =>
  queryOptions({
    queryKey: checkoutKeys.availableDays(body),
    queryFn: ({ signal }) => getAvailableDays(body, signal),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useAvailableDays(body: AvailableDaysBody | null) {
  return useQuery({ ...availableDaysQueryOptions(body ?? { items: [], deliveryMethodChosen: 'PICKUP' }), enabled: body !== null });
}
