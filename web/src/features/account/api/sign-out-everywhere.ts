import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@/types/api';

/**
 * Ends every session of the signed-in account on every device, this one included: the token
 * used for the call stops working too, so the caller signs out here afterwards.
 */
export function signOutEverywhere(): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/user-service/sign-out-everywhere');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
