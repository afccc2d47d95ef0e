import '../menu.css';
import { Link } from 'react-router-dom';
import { StructuredData, useDocumentDescription } from '@/components/ui/seo';
import { useDocumentTitle } from '@/components/ui/page-shell';
import { useProduct } from '../api/get-product';
import { menuHref } from '../lib/menu-filters';
import type { ProductSelection } from '../lib/selection';
import { ProductView } from './product-view';

type ProductPageProps = { productId: string; onAddToCart: (selection: ProductSelection) => void };

/** /meniu/:productId opened directly: the product as a full page. */
export function ProductPage({ productId, onAddToCart }: ProductPageProps) {
  const query = useProduct(productId);
  useDocumentTitle(query.data?.name ?? 'Produs');
  useDocumentDescription(query.data ? query.data.description || query.data.name : null);
  const category = query.data?.category;
  const product = query.data;
  const prices = (product?.dimensions ?? []).filter((d) => d.availability).map((d) => Number(d.price));
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
      {product && prices.length ? (
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            description: product.description || product.name,
            image: product.imagesLinks?.map((i) => new URL(i.imageLink, window.location.origin).href),
            category: product.category?.name,
            offers: {
              '@type': 'Offer',
              price: Math.min(...prices).toFixed(2),
              priceCurrency: 'RON',
              availability: product.outOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
              url: window.location.href,
            },
          }}
        />
      ) : null}
      <ProductView query={query} onAddToCart={onAddToCart} variant="page" />
    </div>
  );
}
