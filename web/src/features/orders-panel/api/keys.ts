import type { OrderStatus } from '@/types/api';
import type { ReservationWhen } from './get-reservations';

/** Query keys of the orders panel. Invalidating `lists()` refetches every table and the counts. */
export const orderKeys = {
  all: ['orders-panel'] as const,
  lists: () => ['orders-panel', 'list'] as const,
  list: (status: OrderStatus | null, page: number) => ['orders-panel', 'list', { status: status ?? 'ALL', page }] as const,
  details: () => ['orders-panel', 'detail'] as const,
  detail: (id: string | number) => ['orders-panel', 'detail', String(id)] as const,
  production: (date: string) => ['orders-panel', 'production', date] as const,
};

/** The reservations tab, inside the panel's keys: a reconnect (`orderKeys.all`) refetches them too. */
export const reservationKeys = {
  all: ['orders-panel', 'reservations'] as const,
  list: (when: ReservationWhen, page: number) => ['orders-panel', 'reservations', when, page] as const,
};
