import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { Reservation, ReservationPage } from '@/types/api';

export type ReservationWhen = 'today' | 'upcoming' | 'past';

export const reservationKeys = {
  all: ['orders-panel', 'reservations'] as const,
  list: (when: ReservationWhen, page: number) => ['orders-panel', 'reservations', when, page] as const,
};

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

/** POST /admin-service/reservations/{id}/confirm or /decline {reason}: the guest is mailed either way. */
export function answerReservation(id: number, answer: { confirm: true } | { reason: string }) {
  return 'confirm' in answer
    ? api.post<Reservation>(`/admin-service/reservations/${id}/confirm`)
    : api.post<Reservation>(`/admin-service/reservations/${id}/decline`, { reason: answer.reason });
}

export function useAnswerReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: { confirm: true } | { reason: string } }) => answerReservation(id, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
