import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PROMOTIONS_CATEGORY } from '@/lib/constants';
import type { Category } from '@/types/api';
import { menuHref } from '../lib/menu-filters';

export const CATEGORIES_UNAVAILABLE = 'Afisarea categoriilor nu este posibila momentan.';
const ALL_CATEGORIES_LABEL = 'Toate';
export const PROMOTIONS_LABEL = 'Promoții';

type CategoryChipsProps = {
  categories: Category[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The active chip's value: '' for all, a category value, or 'Promotii'; null while searching. */
  activeValue: string | null;
};

/** 'Toate', every category and 'Promoții' as links that put ?category= in the URL. */
export function CategoryChips({ categories, loading, failed, activeValue }: CategoryChipsProps) {
  const chips = [
    { key: 'all', label: ALL_CATEGORIES_LABEL, value: '' },
    ...(categories ?? []).map((c) => ({ key: `c${c.id}`, label: c.name, value: c.value || c.name })),
    { key: 'promo', label: PROMOTIONS_LABEL, value: PROMOTIONS_CATEGORY },
  ];
  const listRef = useRef<HTMLUListElement>(null);

  // In the sideways row of a phone, the chosen category's chip is brought to the row's middle
  // (only the row scrolls, never the page).
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    const offset = chip.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - chip.offsetWidth) / 2;
  }, [activeValue, loading, categories]);

  return (
    <nav className="category-chips" aria-label="Categorii">
      {loading ? (
        <div className="category-chips__list" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className="chip chip--skeleton" />
          ))}
        </div>
      ) : (
        <ul className="category-chips__list" ref={listRef}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                to={menuHref({ category: chip.value })}
                className="chip"
                aria-current={activeValue !== null && chip.value === activeValue ? 'page' : undefined}
              >
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {failed ? <Alert tone="error">{CATEGORIES_UNAVAILABLE}</Alert> : null}
    </nav>
  );
}
