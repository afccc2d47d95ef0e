import type { Location } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@/types/api';
import type { ProductSelection } from '../lib/selection';
import { ProductDetails } from './product-details';

const PRODUCT_UNAVAILABLE = 'Afișarea produsului nu e posibilă.';

type ProductViewProps = {
  query: UseQueryResult<Product>;
  onAddToCart: (selection: ProductSelection) => void;
  variant: 'page' | 'modal';
  background?: Location;
};

/** Loading, failure or the product's details. */
export function ProductView({ query, onAddToCart, variant, background }: ProductViewProps) {
  if (query.isPending) {
    return (
      <div className="product-details product-details--loading" role="status">
        <span className="visually-hidden">Se încarcă produsul…</span>
        <span className="product-gallery__main skeleton-block" aria-hidden="true" />
        <Skeleton lines={6} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="product-failure">
        <Alert tone="error" title={PRODUCT_UNAVAILABLE}>
          {isApiError(query.error) && query.error.status === 404 ? 'Produsul nu mai există în meniu.' : null}
        </Alert>
        <ButtonLink to="/meniu" variant="secondary">
          Înapoi la meniu
        </ButtonLink>
      </div>
    );
  }
  return (
    <ProductDetails
      key={query.data.id}
      product={query.data}
      onAddToCart={onAddToCart}
      variant={variant}
      background={background}
    />
  );
}
