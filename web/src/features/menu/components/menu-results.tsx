import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import type { Category } from '@/types/api';
import { applyDiet } from '../lib/diet';
import { MenuAll } from './menu-all';
import { MenuUnavailable, NoProductsFound } from './menu-states';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SpecialCategoryGallery, type CakeRequestHref } from './special-category-gallery';

type MenuResultsProps = {
  search: string;
  /** The URL's category value ('' for all). */
  category: string;
  /** The category it names, once categories are known. */
  selected: Category | undefined;
  categoriesSettled: boolean;
  phone?: string | null;
  cakeRequestHref?: CakeRequestHref;
  /** The chosen food filters (fără gluten, fără nuci, vegetarian). */
  diet?: string[];
};

/** Products for the current search or category, with loading, empty and failure states. */
export function MenuResults({ search, category, selected, categoriesSettled, phone, cakeRequestHref, diet = [] }: MenuResultsProps) {
  const categories = useCategories();
  const filter = search ? { search } : { category: selected?.value ?? category };
  // Wait for the categories when a category is named, so '?category=Torturi' resolves to its value first.
  const products = useProducts(filter, { enabled: Boolean(search) || !category || categoriesSettled });

  if (products.isError) return <MenuUnavailable />;
  if (!products.data) return <ProductGridSkeleton />;
  const items = applyDiet(products.data, diet);

  if (!search && selected?.specialCategory) {
    return <SpecialCategoryGallery category={selected} products={items} phone={phone} cakeRequestHref={cakeRequestHref} />;
  }
  if (items.length === 0) return <NoProductsFound />;

  const count = (
    <p className="menu-results__count" role="status">
      {items.length === 1 ? '1 produs' : `${items.length} produse`}
    </p>
  );

  if (search) {
    return (
      <section className="menu-section" aria-labelledby="menu-results-title">
        <h2 className="menu-section__title" id="menu-results-title">
          Rezultate pentru „{search}”
        </h2>
        {count}
        <ProductGrid products={items} first />
      </section>
    );
  }
  if (category) {
    return (
      <section className="menu-section" aria-labelledby="menu-results-title">
        <h2 className="menu-section__title" id="menu-results-title">
          {selected?.name ?? category}
        </h2>
        {selected?.additionalInformation ? <p className="menu-section__info">{selected.additionalInformation}</p> : null}
        {count}
        <ProductGrid products={items} first />
      </section>
    );
  }
  return <MenuAll products={items} categories={categories.data} phone={phone} cakeRequestHref={cakeRequestHref} />;
}
