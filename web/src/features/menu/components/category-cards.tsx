import '../menu.css';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { truncateText } from '@/lib/text';
import { useCategories } from '../api/get-categories';
import { menuHref } from '../lib/menu-filters';
import { CategoryArt, categoryArtKind } from './category-art';
import { CATEGORIES_UNAVAILABLE } from './category-chips';

/** Home: one card per category, linking to /meniu?category=<value>. */
export function CategoryCards() {
  const { data, isPending, isError } = useCategories();
  if (isPending) {
    return (
      <ul className="category-grid" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="category-card category-card--skeleton skeleton-block" />
        ))}
      </ul>
    );
  }
  if (isError) return <Alert tone="error">{CATEGORIES_UNAVAILABLE}</Alert>;
  return (
    <ul className="category-grid">
      {data.map((c, i) => {
        const kind = categoryArtKind(`${c.name} ${c.value}`, i);
        return (
          <li key={c.id}>
            <Link to={menuHref({ category: c.value || c.name })} className={`category-card category-card--${kind}`}>
              <span className="category-card__art" aria-hidden="true">
                <CategoryArt kind={kind} />
              </span>
              <span className="category-card__body">
                <span className="category-card__title">{c.name}</span>
                {c.additionalInformation ? (
                  <span className="category-card__text">{truncateText(c.additionalInformation, 90)}</span>
                ) : null}
                <span className="category-card__more" aria-hidden="true">
                  Descoperă →
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
