import type { OrderStatus } from '@/types/api';

/** Query keys of the orders panel. Invalidating `lists()` refetches every table and the counts. */
export const orderKeys = {
  all: ['orders-panel'] as const,
  lists: () => ['orders-panel', 'list'] as const,
  list: (status: OrderStatus | null, page: number) => ['orders-panel', 'list', { status: status ?? 'ALL', page }] as const,
  details: () => ['orders-panel', 'detail'] as const,
  detail: (id: string | number) => ['orders-panel', 'detail', String(id)] as const,
};
