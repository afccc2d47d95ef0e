import type { CakeRequestStatus } from './types';

/** Query keys of the staff's custom cakes. Invalidating `all` refetches the lists, the count and the open request. */
export const cakeKeys = {
  all: ['cake-desk'] as const,
  lists: () => ['cake-desk', 'list'] as const,
  list: (status: CakeRequestStatus) => ['cake-desk', 'list', status] as const,
  details: () => ['cake-desk', 'detail'] as const,
  detail: (id: string | number) => ['cake-desk', 'detail', String(id)] as const,
  quoteDefaults: () => ['cake-desk', 'quote-defaults'] as const,
};
