import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { CreatedUser, NewAccountBody, NewStaffBody, UserDetail, UserEditBody, UserPage } from '@/types/api';

export type UserList = 'admins' | 'users';

export const userKeys = {
  all: ['users'] as const,
  list: (list: UserList, page: number, search: string) => ['users', 'list', list, page, search] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

/** GET /admin-service/get-admins | get-users?page&size&search (size 10, zero-based). */
export function getUsers(list: UserList, page: number, search: string, signal?: AbortSignal) {
  const path = list === 'admins' ? '/admin-service/get-admins' : '/admin-service/get-users';
  return api.get<UserPage>(path, { params: { page, size: ADMIN_PAGE_SIZE, search: search.trim() || undefined }, signal });
}

export function usersQueryOptions(list: UserList, page: number, search: string) {
  return queryOptions({
    queryKey: userKeys.list(list, page, search),
    queryFn: ({ signal }) => getUsers(list, page, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(list: UserList, page: number, search: string) {
  return useQuery(usersQueryOptions(list, page, search));
}

/** GET /admin-service/users/{id}. */
export function getUser(id: string, signal?: AbortSignal) {
  return api.get<UserDetail>(`/admin-service/users/${encodeURIComponent(id)}`, { signal });
}

export function useUser(id: string) {
  return useQuery(queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) }));
}

function useUserMutation<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

/** POST /admin-service/users/{id}: names, phone and (staff) role. */
export function useEditUser(id: string) {
  return useUserMutation((body: UserEditBody) => api.post<UserDetail>(`/admin-service/users/${encodeURIComponent(id)}`, body));
}

/** POST /admin-service/users/{id}/deactivate | activate. */
export function useSetActive(id: string) {
  return useUserMutation((active: boolean) =>
    api.post<UserDetail>(`/admin-service/users/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`),
  );
}

/** POST /admin-service/create-admin-user (a manager or an admin, invited by mail). */
export function useCreateStaff() {
  return useUserMutation((body: NewStaffBody) => api.post<CreatedUser>('/admin-service/create-admin-user', body));
}

/** POST /user-service/create-additional-users (a customer, invited by mail). */
export function useCreateCustomer() {
  return useUserMutation((body: NewAccountBody) => api.post<CreatedUser>('/user-service/create-additional-users', body));
}
