import { useCallback } from 'react';
import { parseMoney, type Bani } from '@/lib/money';
import type { Promotion } from '@/types/api';
import { usePromotions } from '../api/get-promotions';

/** Where a price sits: the product, its category and (on the product page) its size. */
export type PriceTarget = { productId: number; categoryId?: number | null; dimensionId?: number | null };

/**
 * The percentage a due product promotion takes off (the best one), when it has no condition
 * that the menu cannot judge (hours, days, method...); the checkout prices the order anyway.
 */
export function discountPercent(promotions: Promotion[] | undefined, target: PriceTarget): number | null {
  let best: number | null = null;
  for (const p of promotions ?? []) {
    if (p.type !== 'PRODUCT_DISCOUNT' || !p.active || (p.conditions ?? []).length || (parseMoney(p.minOrderValue ?? null) ?? 0) > 0) continue;
    const covers =
      (p.productIds ?? []).includes(target.productId) ||
      (target.categoryId != null && (p.categoryIds ?? []).includes(target.categoryId)) ||
      (target.dimensionId != null && (p.dimensionIds ?? []).includes(target.dimensionId));
    const percent = Number(p.discountPercentage ?? 0);
    if (covers && percent > 0 && (best === null || percent > best)) best = percent;
  }
  return best;
}

/** The price after `percent` % off, in bani, rounded half up like the server. */
export function discounted(price: Bani, percent: number): Bani {
  return price - Math.round((price * percent) / 100);
}

/** The menu's view of the product promotions (the storefront's promotions query). */
export function useProductDiscounts(): (target: PriceTarget) => number | null {
  const { data } = usePromotions();
  return useCallback((target: PriceTarget) => discountPercent(data, target), [data]);
}
