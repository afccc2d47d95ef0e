import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { ContactInformation } from '@/types/api';

/** GET /user-service/user-contact-information: the signed-in customer's contact, to prefill the request (the checkout's cache). */
export function getContactPrefill(signal?: AbortSignal) {
  return api.get<ContactInformation>('/user-service/user-contact-information', { signal });
}

export const contactPrefillQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: accountKeys.contact(account ?? ''),
    queryFn: ({ signal }) => getContactPrefill(signal),
    enabled: Boolean(account),
  });

export function useContactPrefill(account: string | null) {
  return useQuery(contactPrefillQueryOptions(account));
}
