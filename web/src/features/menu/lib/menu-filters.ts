import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { PROMOTIONS_CATEGORY } from '@/lib/constants';
import type { Category } from '@/types/api';

export type MenuFilters = { category: string; search: string };

/** Menu filters live in the URL: /meniu?category=<value> or /meniu?search=<text>. */
export function menuHref({ category, search }: Partial<MenuFilters> = {}): string {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  else if (category) params.set('category', category);
  const qs = params.toString();
  return qs ? `/meniu?${qs}` : '/meniu';
}

export function isPromotionsCategory(value: string | null | undefined): boolean {
  return (value ?? '').toLowerCase() === PROMOTIONS_CATEGORY.toLowerCase();
}

/** Finds the category a URL value names (by slug, or by name, ignoring case). */
export function findCategory(categories: Category[] | undefined, value: string): Category | undefined {
  if (!value || !categories) return undefined;
  const wanted = value.toLowerCase();
  return categories.find((c) => c.value?.toLowerCase() === wanted || c.name.toLowerCase() === wanted || String(c.id) === value);
}

/**
 * Reads the filters from the current URL — or from `from`, the menu behind a
 * product modal — and changes them through navigation.
 */
export function useMenuFilters(from?: Location) {
  const current = useLocation();
  const navigate = useNavigate();
  const source = from ?? current;
  const filters = useMemo<MenuFilters>(() => {
    const params = new URLSearchParams(source.search);
    return { category: params.get('category') ?? '', search: params.get('search') ?? '' };
  }, [source.search]);

  const setSearch = useCallback(
    (search: string) => navigate(menuHref({ search }), { replace: true, preventScrollReset: true }),
    [navigate],
  );
  const setCategory = useCallback((category: string) => navigate(menuHref({ category })), [navigate]);
  return { ...filters, setSearch, setCategory };
}
