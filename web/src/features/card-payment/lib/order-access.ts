import type { RequestOptions } from '@/lib/api-client';
import type { OrderAccess } from '@/lib/card-payment';

/** How a call about an order is let in: the follow secret in X-Order-Key (no bearer), or the session's bearer. */
export function orderAccessOptions(access: OrderAccess): Pick<RequestOptions, 'headers' | 'skipAuth'> {
  return 'orderKey' in access ? { headers: { 'X-Order-Key': access.orderKey }, skipAuth: true } : {};
}
