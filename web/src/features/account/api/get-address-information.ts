import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AddressInformation } from '@/types/api';

/** GET /user-service/user-address-information. */
export function getAddressInformation(signal?: AbortSignal) {
  return api.get<AddressInformation>('/user-service/user-address-information', { signal });
}

export const addressInformationQueryOptions = (account: string) =>
  queryOptions({ queryKey: accountKeys.address(account), queryFn: ({ signal }) => getAddressInformation(signal) });

export function useAddressInformation(account: string) {
  return useQuery(addressInformationQueryOptions(account));
}
