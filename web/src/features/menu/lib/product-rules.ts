import { LOW_STOCK_MAX, UNLIMITED_STOCK } from '@/lib/constants';
import { lowestMoney, parseMoney, type Bani } from '@/lib/money';
import type { Dimension, ProductSummary } from '@/types/api';

export const SOLD_OUT_LABEL = 'Stoc epuizat';
export const VEGGIE_LABEL = 'Vegetarian';

function isUnlimited(d: Pick<Dimension, 'stock' | 'stockUnlimited'>): boolean {
  return d.stockUnlimited || d.stock >= UNLIMITED_STOCK;
}

/** 'Mai sunt doar N bucăți' for a limited stock of 1 to 4; nothing otherwise, as the shop's product page shows it. */
export function lowStockLabel(d: Pick<Dimension, 'stock' | 'stockUnlimited'> | null | undefined): string | null {
  if (!d || isUnlimited(d)) return null;
  if (!Number.isInteger(d.stock) || d.stock < 1 || d.stock > LOW_STOCK_MAX) return null;
  return `Mai sunt doar ${d.stock} bucăți`;
}

/** A dimension can be ordered when it is available and has stock. */
export function isDimensionAvailable(d: Dimension): boolean {
  return d.availability !== false && (isUnlimited(d) || d.stock > 0);
}

export function isSoldOut(p: Pick<ProductSummary, 'outOfStock' | 'dimensions'>): boolean {
  if (p.outOfStock) return true;
  const dims = p.dimensions ?? [];
  return dims.length > 0 && !dims.some(isDimensionAvailable);
}

/** Lowest price of a list product: the service's `price`, else the cheapest available dimension. */
export function lowestPrice(p: Pick<ProductSummary, 'price' | 'dimensions'>): Bani | null {
  const fromService = parseMoney(p.price ?? null);
  if (fromService !== null) return fromService;
  const dims = p.dimensions ?? [];
  const available = dims.filter(isDimensionAvailable);
  return lowestMoney((available.length ? available : dims).map((d) => d.price));
}

/** Minimum count to order: minimumQuantityNumber for 'numarBucati', else 1. */
export function minimumQuantity(d: Dimension | null | undefined): number {
  if (!d || d.minimumQuantityType !== 'numarBucati') return 1;
  return Math.max(1, d.minimumQuantityNumber ?? 1);
}

/** Most a customer can take of a limited dimension (unlimited: 99). */
export function maximumQuantity(d: Dimension | null | undefined): number {
  if (!d || isUnlimited(d)) return 99;
  return Math.max(0, d.stock);
}

/** The small picture of a list product, or null. */
export function productThumbnail(p: Pick<ProductSummary, 'thumbnailLink' | 'imageLink' | 'imagesLinks'>): string | null {
  const first = p.imagesLinks?.[0];
  return p.thumbnailLink || p.imageLink || first?.thumbnailLink || first?.imageLink || null;
}
