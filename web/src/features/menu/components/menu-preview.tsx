import '../menu.css';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { HOME_PREVIEW_CATEGORIES, HOME_PREVIEW_MEALS } from '@/lib/constants';
import { formatBani } from '@/lib/format';
import { truncateText } from '@/lib/text';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import type { Category } from '@/types/api';
import { lowestPrice, productThumbnail } from '../lib/product-rules';
import { menuHref } from '../lib/menu-filters';
import { CATEGORIES_UNAVAILABLE } from './category-chips';
import { MenuUnavailable, NoProductsFound } from './menu-states';
import { PICTURE_SIZES, ProductPicture } from './product-picture';

/** Home: the first 5 meals of up to 3 non-special categories, with filter tabs. */
export function MenuPreview() {
  const categories = useCategories();
  const tabs = (categories.data ?? []).filter((c) => !c.specialCategory).slice(0, HOME_PREVIEW_CATEGORIES);
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = tabs.find((t) => t.id === activeId) ?? tabs[0];
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  if (categories.isPending) return <PreviewSkeleton />;
  if (categories.isError) return <p className="menu-preview__error">{CATEGORIES_UNAVAILABLE}</p>;
  if (!active) return null;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setActiveId(tabs[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="menu-preview">
      <div className="menu-preview__tabs" role="tablist" aria-label="Categorii din meniu">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`preview-tab-${tab.id}`}
            aria-selected={tab.id === active.id}
            aria-controls="preview-panel"
            tabIndex={tab.id === active.id ? 0 : -1}
            className="chip"
            onClick={() => setActiveId(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="preview-panel" aria-labelledby={`preview-tab-${active.id}`} className="menu-preview__panel">
        <PreviewMeals category={active} />
      </div>
    </div>
  );
}

function PreviewMeals({ category }: { category: Category }) {
  const { data, isPending, isError } = useProducts({ category: category.value || category.name });
  if (isPending) return <PreviewRowsSkeleton />;
  if (isError) return <MenuUnavailable />;
  const meals = data.slice(0, HOME_PREVIEW_MEALS);
  if (meals.length === 0) return <NoProductsFound />;
  return (
    <>
      <ul className="menu-preview__list">
        {meals.map((meal) => {
          const price = lowestPrice(meal);
          return (
            <li key={meal.id} className="menu-preview__item">
              <ProductPicture src={productThumbnail(meal)} sources={meal.imageSources} sizes={PICTURE_SIZES.thumb} className="menu-preview__img" />
              <div className="menu-preview__text">
                <Link to={`/meniu/${meal.id}`} className="menu-preview__name">
                  {meal.name}
                </Link>
                {meal.description ? <p className="menu-preview__desc">{truncateText(meal.description)}</p> : null}
              </div>
              {price !== null ? <span className="menu-preview__price">{formatBani(price)}</span> : null}
            </li>
          );
        })}
      </ul>
      <ButtonLink to={menuHref({ category: category.value || category.name })} variant="secondary">
        Vezi toate din {category.name}
      </ButtonLink>
    </>
  );
}

/** The rows while the meals come, in the rows' own boxes: the page under them does not move. */
function PreviewRowsSkeleton() {
  return (
    <>
      <ul className="menu-preview__list" aria-hidden="true">
        {Array.from({ length: HOME_PREVIEW_MEALS }, (_, i) => (
          <li key={i} className="menu-preview__item menu-preview__item--skeleton">
            <span className="menu-preview__img skeleton-block" />
            <span className="menu-preview__text">
              <span className="menu-preview__name skeleton__line" />
              <span className="menu-preview__desc skeleton__line" />
              <span className="menu-preview__desc skeleton__line" />
            </span>
            <span className="menu-preview__price skeleton__line" />
          </li>
        ))}
      </ul>
      <span className="btn btn--secondary menu-preview__more-skeleton skeleton-block" aria-hidden="true" />
    </>
  );
}

/** The tabs and the rows before the categories come. */
function PreviewSkeleton() {
  return (
    <div className="menu-preview" aria-hidden="true">
      <div className="menu-preview__tabs">
        {Array.from({ length: HOME_PREVIEW_CATEGORIES }, (_, i) => (
          <span key={i} className="chip skeleton-block menu-preview__tab-skeleton" />
        ))}
      </div>
      <div className="menu-preview__panel">
        <PreviewRowsSkeleton />
      </div>
    </div>
  );
}
