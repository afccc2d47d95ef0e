import type { OrderDetail } from '@/types/api';
import type { OrderStatusMessage } from '../api/types';

/**
 * A status change of this order? New-order messages (a top-level orderNumber) are for the staff
 * and are ignored here, as is anything about another order.
 */
export function statusMessageFor(data: unknown, orderNumber: string): OrderStatusMessage | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if ('orderNumber' in message) return null;
  if (message.type !== 'ORDER_STATUS_CHANGED') return null;
  const order = message.order as OrderStatusMessage['order'] | undefined;
  if (!order || typeof order !== 'object' || String(order.orderNumber) !== String(orderNumber)) return null;
  if (typeof order.status !== 'string') return null;
  return message as unknown as OrderStatusMessage;
}

/** The detail with what the message changed. */
export function applyStatusMessage(detail: OrderDetail, message: OrderStatusMessage): OrderDetail {
  const { order } = message;
  return {
    ...detail,
    status: order.status,
    ...('orderTimeToPrepare' in order ? { orderTimeToPrepare: order.orderTimeToPrepare ?? null } : {}),
    ...('rejectionReason' in order ? { rejectionReason: order.rejectionReason ?? null } : {}),
  };
}
