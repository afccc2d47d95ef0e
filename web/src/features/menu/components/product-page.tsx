import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/components/ui';
import { useProduct } from '../api/get-product';
import { menuHref } from '../lib/menu-filters';
import type { ProductSelection } from '../lib/selection';
import { ProductView } from './product-view';

type ProductPageProps = { productId: string; onAddToCart: (selection: ProductSelection) => void };

/** /meniu/:productId opened directly: the product as a full page. */
export function ProductPage({ productId, onAddToCart }: ProductPageProps) {
  const query = useProduct(productId);
  useDocumentTitle(query.data?.name ?? 'Produs');
  const category = query.data?.category;
  return (
    <div className="product-page container">
      <nav aria-label="Cale de navigare" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/meniu">Meniu</Link>
          </li>
          {category ? (
            <li>
              <Link to={menuHref({ category: category.value || category.name })}>{category.name}</Link>
            </li>
          ) : null}
          {query.data ? <li aria-current="page">{query.data.name}</li> : null}
        </ol>
      </nav>
      <ProductView query={query} onAddToCart={onAddToCart} variant="page" />
    </div>
  );
}
