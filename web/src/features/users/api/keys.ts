import type { UserList } from './get-users';

/** Query keys of the users screens. Any change to a user invalidates `all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (list: UserList, page: number, search: string) => ['users', 'list', list, page, search] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};
