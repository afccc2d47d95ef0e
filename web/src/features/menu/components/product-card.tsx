import { Link, useLocation } from 'react-router-dom';
import { formatBani } from '@/lib/format';
import { truncateText } from '@/lib/text';
import type { ProductSummary } from '@/types/api';
import { discounted, useProductDiscounts } from '../lib/product-discounts';
import { isSoldOut, lowestPrice, productThumbnail, SOLD_OUT_LABEL, VEGGIE_LABEL } from '../lib/product-rules';
import { PICTURE_SIZES, ProductPicture } from './product-picture';

type ProductCardProps = {
  product: ProductSummary;
  /** Open the product as a modal over the current page (true on /meniu). */
  asModal?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** One of the first cards of the page: its photo is fetched first (see ProductPicture). */
  priority?: boolean;
};

/** Photo, name, short description, 'de la …' price and badges; the name links to the product. */
export function ProductCard({ product, asModal = false, headingLevel: Heading = 'h3', priority = false }: ProductCardProps) {
  const location = useLocation();
  const soldOut = isSoldOut(product);
  const price = lowestPrice(product);
  const percent = useProductDiscounts()({ productId: product.id, categoryId: product.category?.id });
  return (
    <article className={`product-card${soldOut ? ' product-card--sold-out' : ''}`}>
      <div className="product-card__media">
        <ProductPicture src={productThumbnail(product)} sources={product.imageSources} sizes={PICTURE_SIZES.card} className="product-card__img" priority={priority} />
        <div className="product-card__badges">
          {product.isVeggie ? <span className="badge badge--veggie">{VEGGIE_LABEL}</span> : null}
          {soldOut ? <span className="badge badge--sold-out">{SOLD_OUT_LABEL}</span> : null}
        </div>
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link
            to={`/meniu/${product.id}`}
            className="product-card__link"
            state={asModal ? { backgroundLocation: location } : undefined}
            preventScrollReset={asModal}
          >
            {product.name}
          </Link>
        </Heading>
        {product.description ? <p className="product-card__text">{truncateText(product.description)}</p> : null}
        {price !== null && percent ? (
          <p className="product-card__price">
            de la <s className="price-old">{formatBani(price)}</s> <strong className="price-new">{formatBani(discounted(price, percent))}</strong>
          </p>
        ) : price !== null ? (
          <p className="product-card__price">de la {formatBani(price)}</p>
        ) : null}
      </div>
    </article>
  );
}
