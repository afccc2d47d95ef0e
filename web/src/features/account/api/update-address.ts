import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AddressInformation } from '@/types/api';

/** POST /user-service/update-user-addresses: answers the addresses as saved. */
export function updateAddress(body: AddressInformation) {
  return api.post<AddressInformation>('/user-service/update-user-addresses', body);
}

export function useUpdateAddress(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.address(account), saved),
  });
}
