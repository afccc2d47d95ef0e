import type { OrderStatus } from '@/types/api';

/*
 * The websocket's messages are not in the OpenAPI documents, so they are typed here, narrowly,
 * by what the panel reads from them. Every HTTP shape comes from '@/types/api'.
 */

/** A message with a top-level orderNumber: a new order. */
export type NewOrderMessage = {
  orderNumber: string;
  id?: number;
  status?: OrderStatus;
  client?: string | null;
  totalPrice?: string | null;
  orderDate?: number[] | null;
  deliveryMethodChosen?: string | null;
  /** The chosen pickup/delivery moment (ISO), or null: as soon as possible. */
  pickupOrDeliveryMoment?: string | null;
  eventId?: number;
};

export type StatusChangedMessage = {
  type: string;
  order?: { id?: number; orderNumber?: string; status?: OrderStatus } | null;
  eventId?: number;
};

