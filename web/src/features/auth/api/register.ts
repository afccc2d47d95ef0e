import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';
import type { RegisterInput } from '../lib/schemas';
import { toSessionUser, type CustomerAuthResponse } from './types';

export function register(input: RegisterInput): Promise<CustomerAuthResponse> {
  return api.post<CustomerAuthResponse>('/user-service/register', input, { skipAuth: true });
}

/** Creates the account; the server signs the customer in and mails a confirmation link. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (res) => useSessionStore.getState().login(res.jwtToken, toSessionUser(res)),
  });
}
