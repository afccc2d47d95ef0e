import { parseMoney, type Bani } from '@/lib/money';
import type { PromotionProductSet } from '@/types/api';

/** One option of a set: a product in one of its sizes. */
export type BundleOption = {
  productId: number;
  productName: string;
  dimensionId: number;
  dimensionName: string;
  price: string;
  packagePrice: string | null;
};

export function optionsOf(set: PromotionProductSet): BundleOption[] {
  return set.product.flatMap((p) =>
    p.dimensions.map((d) => ({
      productId: p.id,
      productName: p.name,
      dimensionId: d.id,
      dimensionName: d.value,
      price: d.price,
      packagePrice: d.packagePrice ?? d.boxPrice ?? null,
    })),
  );
}

const priceOf = (o: BundleOption): Bani => parseMoney(o.price) ?? 0;

/**
 * A promotion in the cart: the free (Y) options offered are those priced at or below the
 * cheapest chosen X, the rule the server holds too (a free choice costs at most the cheapest paid one).
 */
export function freeCeiling(sets: PromotionProductSet[], chosen: (BundleOption | null)[]): Bani | null {
  const paid = sets.map((s, i) => (!s.isFreeProduct ? chosen[i] : null)).filter((o): o is BundleOption => o !== null);
  if (!paid.length) return null;
  return Math.min(...paid.map(priceOf));
}

export function offeredOptions(set: PromotionProductSet, ceiling: Bani | null): BundleOption[] {
  const all = optionsOf(set);
  if (!set.isFreeProduct) return all;
  if (ceiling === null) return [];
  return all.filter((o) => priceOf(o) <= ceiling);
}

/** Every set has a choice, and each free choice is within what the paid choices allow. */
export function bundleValid(sets: PromotionProductSet[], chosen: (BundleOption | null)[]): boolean {
  if (!sets.length || chosen.length !== sets.length || chosen.some((c) => c === null)) return false;
  const paid = sets.map((s, i) => (!s.isFreeProduct ? chosen[i] : null)).filter((o): o is BundleOption => o !== null);
  const dearest = Math.max(0, ...paid.map(priceOf));
  const ceiling = freeCeiling(sets, chosen);
  return sets.every((s, i) => !s.isFreeProduct || (ceiling !== null && priceOf(chosen[i]!) <= Math.min(dearest, ceiling)));
}
