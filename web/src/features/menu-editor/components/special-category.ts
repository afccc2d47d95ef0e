import type { Category } from '@/types/api';

/** A special category (its products are ordered as 'Special', their sizes fixed). */
export function isSpecial(categories: Category[], categoryId: string | number | null | undefined): boolean {
  return Boolean(categories.find((c) => String(c.id) === String(categoryId ?? ''))?.specialCategory);
}
