import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import type { AcceptQuoteBody, DepositCard } from './types';

/**
 * POST /user-service/cake-requests/{id}/accept {quoteId, restPayment} → {clientSecret, depositAmount}:
 * the quote is accepted and the deposit's card is asked for (a SetupIntent's secret, confirmed in
 * the browser). Asked again after a refused card, it answers a card setup again (never a second payment).
 */
export function acceptCakeQuote(id: string, access: CakeAccess, body: AcceptQuoteBody): Promise<DepositCard> {
  return api.post<DepositCard>(`/user-service/cake-requests/${encodeURIComponent(id)}/accept`, body, cakeAccessOptions(access));
}
