import type { PlaceOrderBody as PlaceOrderSchema, PlaceOrderLine } from '@/types/api';

/**
 * One cart line as place-order reads it. The schema merges product and promotion lines into
 * one loose object (extras as `unknown[]`); the checkout sends exactly one of these two forms.
 */
export type PlaceOrderItem =
  | (Required<Pick<PlaceOrderLine, 'quantity'>> & { id: number; dimensionId: number; extraIngredients: string[]; preferredMessage: string | null })
  | (Required<Pick<PlaceOrderLine, 'quantity' | 'productBeans'>> & { promotionId: number });

/** POST /user-service/place-order (contract: ordering.md), with the cart lines typed narrowly. */
export type PlaceOrderBody = Omit<PlaceOrderSchema, 'items'> & { items: PlaceOrderItem[] };
