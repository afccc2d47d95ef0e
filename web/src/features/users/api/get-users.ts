import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { UserPage } from '@/types/api';
import { userKeys } from './keys';

export type UserList = 'admins' | 'users';

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
