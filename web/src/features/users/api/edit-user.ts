import { api } from '@/lib/api-client';
import type { UserDetail, UserEditBody } from '@/types/api';
import { useUserMutation } from './use-user-mutation';

/** POST /admin-service/users/{id}: names, phone and (staff) role. */
export function editUser(id: string, body: UserEditBody) {
  return api.post<UserDetail>(`/admin-service/users/${encodeURIComponent(id)}`, body);
}

export function useEditUser(id: string) {
  return useUserMutation((body: UserEditBody) => editUser(id, body));
}
