import type { ProductSummary } from '@/types/api';

/** The menu's food filters: "fără gluten", "fără nuci" (by the allergens), "vegetarian" (isVeggie). */
export const DIET_FILTERS = [
  { key: 'fara-gluten', label: 'Fără gluten', keep: (p: ProductSummary) => !(p.allergens ?? []).includes('gluten') },
  { key: 'fara-nuci', label: 'Fără nuci', keep: (p: ProductSummary) => !(p.allergens ?? []).includes('nuci') },
  { key: 'vegetarian', label: 'Vegetarian', keep: (p: ProductSummary) => Boolean(p.isVeggie) },
] as const;

export type DietKey = (typeof DIET_FILTERS)[number]['key'];

export function applyDiet(products: ProductSummary[], chosen: readonly string[]): ProductSummary[] {
  const active = DIET_FILTERS.filter((f) => chosen.includes(f.key));
  return active.length ? products.filter((p) => active.every((f) => f.keep(p))) : products;
}
