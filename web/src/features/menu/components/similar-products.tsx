import { Link, type Location } from 'react-router-dom';
import { SIMILAR_PRODUCTS_MAX } from '@/lib/constants';
import { formatMoney } from '@/lib/format';
import type { SimilarProduct } from '@/types/api';
import { PICTURE_SIZES, ProductPicture } from './product-picture';

type SimilarProductsProps = {
  products: SimilarProduct[];
  /** Inside the modal the links keep the menu behind them. */
  background?: Location;
  headingLevel?: 'h2' | 'h3';
};

/** Up to 5 similar products as small cards. */
export function SimilarProducts({ products, background, headingLevel: Heading = 'h2' }: SimilarProductsProps) {
  const shown = products.slice(0, SIMILAR_PRODUCTS_MAX);
  if (shown.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <Heading className="similar__title" id="similar-title">
        Produse similare
      </Heading>
      <ul className="similar__list">
        {shown.map((p) => (
          <li key={p.id}>
            <Link
              to={`/meniu/${p.id}`}
              className="similar__card"
              state={background ? { backgroundLocation: background } : undefined}
              replace={Boolean(background)}
              preventScrollReset={Boolean(background)}
            >
              <ProductPicture src={p.imageLink} sources={p.imageSources} sizes={PICTURE_SIZES.tile} className="similar__img" />
              <span className="similar__name">{p.name}</span>
              {p.price ? <span className="similar__price">de la {formatMoney(p.price)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
