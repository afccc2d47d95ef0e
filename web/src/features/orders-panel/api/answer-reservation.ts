import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reservation } from '@/types/api';
import { reservationKeys } from './keys';

export type ReservationAnswer = { confirm: true } | { reason: string };

/** POST /admin-service/reservations/{id}/confirm or /decline {reason}: the guest is mailed either way. */
export function answerReservation(id: number, answer: ReservationAnswer) {
  return 'confirm' in answer
    ? api.post<Reservation>(`/admin-service/reservations/${id}/confirm`)
    : api.post<Reservation>(`/admin-service/reservations/${id}/decline`, { reason: answer.reason });
}

export function useAnswerReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: ReservationAnswer }) => answerReservation(id, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
