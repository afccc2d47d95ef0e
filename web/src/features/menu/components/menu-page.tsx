import '../menu.css';
import { lazy, Suspense, useState } from 'react';
import type { Location } from 'react-router-dom';
import { useDocumentDescription } from '@/components/ui/seo';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { PROMOTIONS_CATEGORY } from '@/lib/constants';
import { useCategories } from '../api/get-categories';
import { findCategory, isPromotionsCategory, useMenuFilters } from '../lib/menu-filters';
import { CategoryChips, PROMOTIONS_LABEL } from './category-chips';
import { DietFilters } from './diet-filters';
import { MenuResults } from './menu-results';
import type { CakeRequestHref } from './special-category-gallery';
import { MenuSearch } from './menu-search';
import { ProductGridSkeleton } from './product-grid';

// Only under 'Promoții': its own chunk (it brings the date formatting and date-fns).
const PromotionsList = lazy(async () => ({ default: (await import('./promotions-list')).PromotionsList }));

type MenuPageProps = {
  /** The shop's phone (business details) for the special categories' offer text. */
  phone?: string | null;
  /** The custom-cake request form's address, offered in the special categories' galleries (the app passes it). */
  cakeRequestHref?: CakeRequestHref;
  /** When the page sits behind a product modal: the menu location it shows. */
  from?: Location;
};

/** /meniu: search, category chips and the products (or promotions, or a special gallery). */
export function MenuPage({ phone, from, cakeRequestHref }: MenuPageProps) {
  const { category, search, setSearch } = useMenuFilters(from);
  const categories = useCategories();
  const [diet, setDiet] = useState<string[]>([]);
  const promotions = !search && isPromotionsCategory(category);
  const selected = search ? undefined : findCategory(categories.data, category);
  useDocumentTitle(promotions ? PROMOTIONS_LABEL : (selected?.name ?? 'Meniu'));
  useDocumentDescription(
    selected?.additionalInformation ||
      `Meniul Cofetăriei Dulce din Sibiu${selected ? `: ${selected.name}` : ''}. Torturi, prăjituri, patiserie și înghețată, cu alergenii fiecărui produs.`,
  );

  const activeValue = search ? null : promotions ? PROMOTIONS_CATEGORY : selected ? selected.value || selected.name : category;

  return (
    <div className="menu-page container">
      <header className="menu-page__header">
        <p className="eyebrow">Din cofetăria noastră</p>
        <h1 className="menu-page__title">Meniu</h1>
        <p className="menu-page__lead">Torturi, prăjituri și patiserie proaspătă. Alege o categorie sau caută produsul preferat.</p>
      </header>
      {/* The chips are a child of the page itself, so that on a phone their row can stay under
          the header all the way down the menu (sticky within the page, not within the filters). */}
      <div className="menu-page__filters">
        <MenuSearch value={search} onSearch={setSearch} />
      </div>
      <CategoryChips
        categories={categories.data}
        loading={categories.isPending}
        failed={categories.isError}
        activeValue={activeValue}
      />
      <div className="menu-page__filters menu-page__filters--after">
        <DietFilters chosen={diet} onChange={setDiet} />
      </div>
      <div className="menu-page__results">
        {promotions ? (
          <section className="menu-section" aria-labelledby="menu-promotions-title">
            <h2 className="menu-section__title" id="menu-promotions-title">
              {PROMOTIONS_LABEL}
            </h2>
            <Suspense fallback={<ProductGridSkeleton count={3} />}>
              <PromotionsList />
            </Suspense>
          </section>
        ) : (
          <MenuResults
            search={search}
            category={category}
            selected={selected}
            categoriesSettled={!categories.isPending}
            phone={phone}
            cakeRequestHref={cakeRequestHref}
            diet={diet}
          />
        )}
      </div>
    </div>
  );
}
