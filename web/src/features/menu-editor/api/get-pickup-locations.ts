import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import { adminKeys } from '@/lib/query-keys';
import type { BusinessInformation } from '@/types/api';

/**
 * The pickup locations come with the business information (setup/fetch-information);
 * the same query key as the setup screens, so a save there refreshes this list.
 */
export function pickupLocationsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.setupInformation(),
    queryFn: ({ signal }) => api.get<BusinessInformation>('/admin-service/setup/fetch-information', { signal }),
    staleTime: STALE_TIME.setup,
    select: (info: BusinessInformation) => info.pickupLocations,
  });
}

export function usePickupLocations() {
  return useQuery(pickupLocationsQueryOptions());
}
