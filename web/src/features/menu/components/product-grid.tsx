import type { ProductSummary } from '@/types/api';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: ProductSummary[];
  asModal?: boolean;
  /** The grid opens the page: its first cards' photos are the largest paint, fetched first. */
  first?: boolean;
};

/** How many cards of the first grid get their photo first (the first row on a phone). */
const PRIORITY_CARDS = 2;

export function ProductGrid({ products, asModal = true, first = false }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} asModal={asModal} priority={first && i < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the menu loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Se încarcă produsele…</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-card product-card--skeleton">
            <span className="product-card__media skeleton-block" />
            <span className="product-card__body">
              <span className="skeleton-line skeleton-line--title" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
