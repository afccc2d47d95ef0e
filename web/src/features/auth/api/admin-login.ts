import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';
import type { LoginInput } from '../lib/schemas';
import type { StaffSession } from '@/types/api';
import { adminToSessionUser } from '../lib/session-user';

export function adminLogin(input: LoginInput): Promise<StaffSession> {
  return api.post<StaffSession>('/admin-service/authenticate', input, { skipAuth: true });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (res) => useSessionStore.getState().login(res.token, adminToSessionUser(res)),
  });
}
