import type { OnlineOrderStatus, OnlinePaymentOption } from '@/lib/card-payment';
import type { PlaceOrderBody as PlaceOrderSchema, PlaceOrderLine, PlacedOrder } from '@/types/api';

/**
 * One cart line as place-order reads it. The schema merges product and promotion lines into
 * one loose object (extras as `unknown[]`); the checkout sends exactly one of these two forms.
 */
export type PlaceOrderItem =
  | (Required<Pick<PlaceOrderLine, 'quantity'>> & { id: number; dimensionId: number; extraIngredients: string[]; preferredMessage: string | null })
  | (Required<Pick<PlaceOrderLine, 'quantity' | 'productBeans'>> & { promotionId: number });

/**
 * POST /user-service/place-order (contract: ordering.md), with the cart lines typed narrowly;
 * `orderPaymentOptions` takes "ONLINE" too (issue 18) before the generated types know it.
 */
export type PlaceOrderBody = Omit<PlaceOrderSchema, 'items' | 'orderPaymentOptions'> & {
  items: PlaceOrderItem[];
  orderPaymentOptions: OnlinePaymentOption;
};

/** The place-order answer with issue 18's fields: AWAITING_PAYMENT and `payBy` for an online payment. */
export type PlacedOrderOut = Omit<PlacedOrder, 'status'> & { status: OnlineOrderStatus; payBy?: string | null };
