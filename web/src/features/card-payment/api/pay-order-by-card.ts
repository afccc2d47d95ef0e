import { api } from '@/lib/api-client';
import type { OrderAccess } from '@/lib/card-payment';
import type { CardPaymentBody, CardPaymentResultOut } from '@/types/api';
import { orderAccessOptions } from '../lib/order-access';

/**
 * POST /user-service/orders/{orderNumber}/card-payment {paymentMethod} (Stripe.js's `pm_…`): the
 * server authorizes the amount it priced, with no Stripe customer made; 402 when the card is declined. A step of settleCardPayment (with its 3-D Secure and its
 * check), not a mutation of its own: the card field's hook runs the whole payment.
 */
export function payOrderByCard(orderNumber: string, paymentMethod: string, access: OrderAccess): Promise<CardPaymentResultOut> {
  const body: CardPaymentBody = { paymentMethod };
  return api.post<CardPaymentResultOut>(`/user-service/orders/${encodeURIComponent(orderNumber)}/card-payment`, body, orderAccessOptions(access));
}
