import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Booked, BookTableBody } from '@/types/api';

/** POST /user-service/book-table: anyone may book, without an account. */
export function bookTable(body: BookTableBody): Promise<Booked> {
  return api.post<Booked>('/user-service/book-table', body, { skipAuth: true });
}

export function useBookTable() {
  return useMutation({ mutationFn: bookTable });
}
