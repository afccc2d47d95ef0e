import type { Category, ProductSummary } from '@/types/api';
import { ProductGrid } from './product-grid';
import { SpecialCategoryGallery, type CakeRequestHref } from './special-category-gallery';

type MenuAllProps = { products: ProductSummary[]; categories: Category[] | undefined; phone?: string | null; cakeRequestHref?: CakeRequestHref };

/** The whole menu, one section per category in menu order; special categories as galleries. */
export function MenuAll({ products, categories, phone, cakeRequestHref }: MenuAllProps) {
  const known = categories ?? [];
  const byCategory = new Map<number, ProductSummary[]>();
  const others: ProductSummary[] = [];
  for (const p of products) {
    const id = p.category?.id;
    if (id !== undefined && known.some((c) => c.id === id)) byCategory.set(id, [...(byCategory.get(id) ?? []), p]);
    else others.push(p);
  }

  // The first grid on the page gets its first photos fetched first (the largest paint).
  const firstGridId = known.find((c) => !c.specialCategory && byCategory.get(c.id)?.length)?.id;

  return (
    <div className="menu-all">
      {known.map((category) => {
        const items = byCategory.get(category.id);
        if (!items?.length) return null;
        if (category.specialCategory) {
          return <SpecialCategoryGallery key={category.id} category={category} products={items} phone={phone} cakeRequestHref={cakeRequestHref} />;
        }
        return (
          <section key={category.id} className="menu-section" aria-labelledby={`menu-cat-${category.id}`}>
            <h2 className="menu-section__title" id={`menu-cat-${category.id}`}>
              {category.name}
            </h2>
            <ProductGrid products={items} first={category.id === firstGridId} />
          </section>
        );
      })}
      {others.length ? (
        <section className="menu-section" aria-labelledby="menu-cat-others">
          <h2 className="menu-section__title" id="menu-cat-others">
            {known.length ? 'Alte bunătăți' : 'Produse'}
          </h2>
          <ProductGrid products={others} first={firstGridId === undefined} />
        </section>
      ) : null}
    </div>
  );
}
