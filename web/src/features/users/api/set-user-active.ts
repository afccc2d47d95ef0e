import { api } from '@/lib/api-client';
import type { UserDetail } from '@/types/api';
import { useUserMutation } from './use-user-mutation';

/** POST /admin-service/users/{id}/deactivate | activate. */
export function setUserActive(id: string, active: boolean) {
  return api.post<UserDetail>(`/admin-service/users/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`);
}

export function useSetActive(id: string) {
  return useUserMutation((active: boolean) => setUserActive(id, active));
}
