import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account-keys';
import { api } from '@/lib/api-client';
import type { AddressInformation, ContactInformation } from '@/types/api';

/** The signed-in customer's contact data and saved address, to prefill the checkout. */
export function useContactPrefill(account: string | null) {
  return useQuery({
    queryKey: accountKeys.contact(account ?? ''),
    queryFn: ({ signal }) => api.get<ContactInformation>('/user-service/user-contact-information', { signal }),
    enabled: Boolean(account),
  });
}

export function useAddressPrefill(account: string | null) {
  return useQuery({
    queryKey: accountKeys.address(account ?? ''),
    queryFn: ({ signal }) => api.get<AddressInformation>('/user-service/user-address-information', { signal }),
    enabled: Boolean(account),
  });
}
