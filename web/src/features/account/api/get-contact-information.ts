import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { ContactInformation } from '@/types/api';

/** GET /user-service/user-contact-information. */
export function getContactInformation(signal?: AbortSignal) {
  return api.get<ContactInformation>('/user-service/user-contact-information', { signal });
}

export const contactInformationQueryOptions = (account: string) =>
  queryOptions({ queryKey: accountKeys.contact(account), queryFn: ({ signal }) => getContactInformation(signal) });

export function useContactInformation(account: string) {
  return useQuery(contactInformationQueryOptions(account));
}
