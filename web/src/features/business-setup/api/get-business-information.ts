import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import { adminKeys } from '@/lib/query-keys';
import type { BusinessInformation } from '@/types/api';

export function getBusinessInformation(): Promise<BusinessInformation> {
  return api.get<BusinessInformation>('/admin-service/setup/fetch-information');
}

export function businessInformationQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.setupInformation(),
    queryFn: getBusinessInformation,
    staleTime: STALE_TIME.setup,
  });
}

export function useBusinessInformation() {
  return useQuery(businessInformationQueryOptions());
}
