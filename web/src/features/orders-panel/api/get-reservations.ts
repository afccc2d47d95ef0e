import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { ReservationPage } from '@/types/api';
import { reservationKeys } from './keys';

export type ReservationWhen = 'today' | 'upcoming' | 'past';

/** GET /admin-service/reservations?when&page&size (staff). */
export function getReservations(when: ReservationWhen, page: number, signal?: AbortSignal) {
  return api.get<ReservationPage>('/admin-service/reservations', { params: { when, page, size: ADMIN_PAGE_SIZE }, signal });
}

export function reservationsQueryOptions(when: ReservationWhen, page: number) {
  return queryOptions({
    queryKey: reservationKeys.list(when, page),
    queryFn: ({ signal }) => getReservations(when, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReservations(when: ReservationWhen, page: number) {
  return useQuery(reservationsQueryOptions(when, page));
}
