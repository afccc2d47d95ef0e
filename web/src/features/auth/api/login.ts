import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';
import type { LoginInput } from '../lib/schemas';
import type { CustomerSession } from '@/types/api';
import { toSessionUser } from '../lib/session-user';

export function login(input: LoginInput): Promise<CustomerSession> {
  return api.post<CustomerSession>('/user-service/authenticate', input, { skipAuth: true });
}

/** Signs the customer in and stores token + user (168 h session). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => useSessionStore.getState().login(res.jwtToken, toSessionUser(res)),
  });
}
