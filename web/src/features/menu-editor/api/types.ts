import type { Dimension, Product } from '@/types/api';

export type OrderType = 'standard' | 'pre-order' | 'special';

export type MinimumQuantityType = Dimension['minimumQuantityType'];

/** A dimension as the form sends it: a new one has no id yet. */
export type DimensionBody = Omit<Dimension, 'id'> & { id?: number | null };

/**
 * Body of add-entry (no id: create; with id: update); images travel separately. The service
 * takes a free-form object there, so its OpenAPI says nothing useful: the fields it reads are
 * listed here, typed like the product it answers with.
 */
export type ProductBody = Pick<
  Product,
  | 'name'
  | 'description'
  | 'standardOrderType'
  | 'preOrderOrderType'
  | 'isVeggie'
  | 'outOfStock'
  | 'available'
  | 'allowPreferredMessage'
  | 'allergens'
  | 'ingredients'
  | 'leadTime'
  | 'dailyCapacity'
  | 'productionDays'
> & {
  id?: number;
  nutriValues: string;
  category: { id: number };
  orderType: OrderType;
  dimensions: DimensionBody[];
  similarProducts: { id: number }[];
};
