import { api } from '@/lib/api-client';
import type { MarkDeliveredBody } from './types';
import { useCakeMutation } from './use-cake-mutation';

/** POST /admin-service/cake-requests/{id}/mark-delivered, with how the rest was paid at the counter (null: nothing was left). */
export const markCakeDelivered = (id: number, body: MarkDeliveredBody) =>
  api.post<unknown>(`/admin-service/cake-requests/${id}/mark-delivered`, body);

export const useMarkCakeDelivered = (id: number) => useCakeMutation((body: MarkDeliveredBody) => markCakeDelivered(id, body));
