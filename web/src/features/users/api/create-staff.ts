import { api } from '@/lib/api-client';
import type { CreatedUser, NewStaffBody } from '@/types/api';
import { useUserMutation } from './use-user-mutation';

/** POST /admin-service/create-admin-user (a manager or an admin, invited by mail). */
export function createStaff(body: NewStaffBody) {
  return api.post<CreatedUser>('/admin-service/create-admin-user', body);
}

export function useCreateStaff() {
  return useUserMutation(createStaff);
}
