import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import { customCakeKeys } from './keys';

/** POST /user-service/cake-requests/{id}/changes {message}: the customer asks for changes; the bakery answers with a new quote. */
export function askCakeChanges(id: string, access: CakeAccess, message: string): Promise<unknown> {
  return api.post(`/user-service/cake-requests/${encodeURIComponent(id)}/changes`, { message }, cakeAccessOptions(access));
}

export function useAskCakeChanges(id: string, access: CakeAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => askCakeChanges(id, access, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customCakeKeys.request(id, access.cheie) }),
  });
}
