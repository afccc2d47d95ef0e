import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { ContactInformation, ProfileUpdate } from '@/types/api';

/** POST /user-service/update-user-profile: answers the contact data as saved. */
export function updateProfile(body: ProfileUpdate) {
  return api.post<ContactInformation>('/user-service/update-user-profile', body);
}

export function useUpdateProfile(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.contact(account), saved),
  });
}
