import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import type { AcceptQuoteBody, AcceptQuoteResult } from './types';

/**
 * POST /user-service/cake-requests/{id}/accept {quoteId, restPayment} → {clientSecret, depositAmount}:
 * the quote is accepted and the deposit's payment is opened; the card then pays it in the browser.
 * Asked again after a failed card, it answers the same payment (a double click never pays twice).
 */
export function acceptCakeQuote(id: string, access: CakeAccess, body: AcceptQuoteBody): Promise<AcceptQuoteResult> {
  return api.post<AcceptQuoteResult>(`/user-service/cake-requests/${encodeURIComponent(id)}/accept`, body, cakeAccessOptions(access));
}

export function useAcceptCakeQuote(id: string, access: CakeAccess) {
  return useMutation({ mutationFn: (body: AcceptQuoteBody) => acceptCakeQuote(id, access, body) });
}
