import { api } from '@/lib/api-client';
import type { DeclineBody } from './types';
import { useCakeMutation } from './use-cake-mutation';

/** POST /admin-service/cake-requests/{id}/decline: the customer is told why and refunded whatever she paid. */
export const declineCakeRequest = (id: number, body: DeclineBody) => api.post<unknown>(`/admin-service/cake-requests/${id}/decline`, body);

export const useDeclineCakeRequest = (id: number) => useCakeMutation((body: DeclineBody) => declineCakeRequest(id, body));
