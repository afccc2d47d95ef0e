import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import { customCakeKeys } from './keys';

/** POST /user-service/cake-requests/{id}/cancel: the customer cancels; the server refunds by the terms shown before paying. */
export function cancelCakeRequest(id: string, access: CakeAccess): Promise<unknown> {
  return api.post(`/user-service/cake-requests/${encodeURIComponent(id)}/cancel`, undefined, cakeAccessOptions(access));
}

export function useCancelCakeRequest(id: string, access: CakeAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelCakeRequest(id, access),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customCakeKeys.request(id, access.cheie) }),
  });
}
