import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import type { CakePaymentCheck } from './types';

/**
 * POST /user-service/cake-requests/{id}/payment-check, after the card was confirmed in the browser:
 * the server charges it. `clientSecret` in the answer: the bank asks 3-D Secure on the charge; a
 * refused card is a 402 whose message is the bank's reason in Romanian.
 */
export function checkCakePayment(id: string, access: CakeAccess): Promise<CakePaymentCheck> {
  return api.post<CakePaymentCheck>(`/user-service/cake-requests/${encodeURIComponent(id)}/payment-check`, undefined, cakeAccessOptions(access));
}
