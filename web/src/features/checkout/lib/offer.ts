import type { BusinessInformation, DeliveryMethod, PaymentOption } from '@/types/api';
import { methodEnabled } from './moments';

const METHODS: DeliveryMethod[] = ['PICKUP', 'DELIVERY', 'RESTAURANT'];

/** The ways to receive an order that the shop has switched on, in the order they are shown. */
export function offeredMethods(business: BusinessInformation): DeliveryMethod[] {
  return METHODS.filter((m) => methodEnabled(business, m));
}

/**
 * The payment methods the shop accepts, in the order they are shown. Online card payment is
 * offered only when the server says so (/payments/config: switched on and Stripe's keys set).
 */
export function offeredPayments(business: BusinessInformation, online = false): PaymentOption[] {
  const out: PaymentOption[] = [];
  if (business.cashPayment) out.push('CASH');
  if (business.cardPayment) out.push('CARD');
  if (business.cashAndCardPayment) out.push('CASH_CARD');
  if (online) out.push('ONLINE');
  return out;
}
