import type { ProductSummary } from '../api/types';
import { ProductCard } from './product-card';

export function ProductGrid({ products, asModal = true }: { products: ProductSummary[]; asModal?: boolean }) {
  return (
    <ul className="product-grid">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} asModal={asModal} />
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
