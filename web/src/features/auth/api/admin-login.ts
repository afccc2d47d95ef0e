import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';
import type { LoginInput } from '../lib/schemas';
import { adminToSessionUser, type AdminAuthResponse } from './types';

export function adminLogin(input: LoginInput): Promise<AdminAuthResponse> {
  return api.post<AdminAuthResponse>('/admin-service/authenticate', input, { skipAuth: true });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (res) => useSessionStore.getState().login(res.token, adminToSessionUser(res)),
  });
}
