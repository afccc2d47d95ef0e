import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AddressInformation } from '@/types/api';

/** GET /user-service/user-address-information: the saved address, for a delivery. */
export function getAddressPrefill(signal?: AbortSignal) {
  return api.get<AddressInformation>('/user-service/user-address-information', { signal });
}

export const addressPrefillQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: accountKeys.address(account ?? ''),
    queryFn: ({ signal }) => getAddressPrefill(signal),
    enabled: Boolean(account),
  });

export function useAddressPrefill(account: string | null) {
  return useQuery(addressPrefillQueryOptions(account));
}
