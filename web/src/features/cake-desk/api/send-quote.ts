import { api } from '@/lib/api-client';
import type { SendQuoteBody } from './types';
import { useCakeMutation } from './use-cake-mutation';

/** POST /admin-service/cake-requests/{id}/quote: a new version of the offer (the latest is the one the customer can accept). */
export const sendQuote = (id: number, body: SendQuoteBody) => api.post<unknown>(`/admin-service/cake-requests/${id}/quote`, body);

export const useSendQuote = (id: number) => useCakeMutation((body: SendQuoteBody) => sendQuote(id, body));
