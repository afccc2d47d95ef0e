import { useCallback } from 'react';
import { zonedParts } from '@/lib/bucharest-time';
import { parseMoney, type Bani } from '@/lib/money';
import type { Promotion } from '@/types/api';
import { usePromotions } from '../api/get-promotions';

/** Where a price sits: the product, its category and (on the product page) its size. */
export type PriceTarget = { productId: number; categoryId?: number | null; dimensionId?: number | null };

type Condition = Promotion['conditions'][number];

/**
 * Whether the menu can tell, now, that a condition holds for anyone: the day and the hours on the
 * shop's clock (compared like the server: from the start, up to the end excluded), and a total
 * limit the server still lists the promotion under. The delivery method, a first order, a
 * customer's own uses or a subscription are only known at the checkout.
 */
function holdsNow(condition: Condition, now: Date): boolean {
  const value = condition.conditionValue ?? '';
  const shop = zonedParts(now);
  switch (condition.conditionType) {
    case 'WEEKDAYS':
      return value.split(',').map((d) => Number(d.trim())).includes(shop.weekday);
    case 'HOURS': {
      const [start = '', end = ''] = value.split('-');
      return start <= shop.time && shop.time < end;
    }
    case 'MAX_USES':
      return true;
    default:
      return false;
  }
}

/**
 * The percentage a due product promotion takes off (the best one), when every condition of it
 * holds now as far as the menu can tell; the checkout prices the order anyway.
 */
export function discountPercent(promotions: Promotion[] | undefined, target: PriceTarget, now: Date = new Date()): number | null {
  let best: number | null = null;
  for (const p of promotions ?? []) {
    if (p.type !== 'PRODUCT_DISCOUNT' || !p.active || (parseMoney(p.minOrderValue ?? null) ?? 0) > 0) continue;
    if (!(p.conditions ?? []).every((c) => holdsNow(c, now))) continue;
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
