import type { OrderStatus } from '@/types/api';

/**
 * {"type": "ORDER_STATUS_CHANGED", "order": {...}, "eventId": 89} from /user-service/ws. The
 * websocket is not in the OpenAPI documents; the order detail itself is '@/types/api' OrderDetail.
 */
export type OrderStatusMessage = {
  type: 'ORDER_STATUS_CHANGED';
  order: { id?: number; orderNumber: string; status: OrderStatus; orderTimeToPrepare?: string | null; rejectionReason?: string | null };
  eventId?: number;
};
