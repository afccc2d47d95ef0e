import type { Product } from '@/types/api';
import type { OrderType } from '../api/types';

/** The product's order type, from orderType or, when that is missing, from the two flags. */
export function orderTypeOf(p: Pick<Product, 'orderType' | 'standardOrderType' | 'preOrderOrderType'>): OrderType {
  if (p.orderType) return p.orderType as OrderType;
  if (p.standardOrderType) return 'standard';
  if (p.preOrderOrderType) return 'pre-order';
  return 'special';
}
