import { api } from '@/lib/api-client';
import type { OrderAccess } from '@/lib/card-payment';
import type { CardPaymentResultOut } from '@/types/api';
import { orderAccessOptions } from '../lib/order-access';

/**
 * POST /user-service/orders/{orderNumber}/card-payment/check: the server asks Stripe about the
 * payment itself (after 3-D Secure, or after a 409) and says where the order's money is now.
 */
export function checkCardPayment(orderNumber: string, access: OrderAccess): Promise<CardPaymentResultOut> {
  return api.post<CardPaymentResultOut>(`/user-service/orders/${encodeURIComponent(orderNumber)}/card-payment/check`, undefined, orderAccessOptions(access));
}
