import { useId, useState, type FormEvent } from 'react';
import type { Location } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatBani, formatMoney } from '@/lib/format';
import { multiplyMoney, parseMoney, sumMoney } from '@/lib/money';
import type { Product } from '@/types/api';
import {
  isDimensionAvailable,
  isSoldOut,
  lowStockLabel,
  maximumQuantity,
  minimumQuantity,
  SOLD_OUT_LABEL,
  VEGGIE_LABEL,
} from '../lib/product-rules';
import type { ProductSelection } from '../lib/selection';
import { DimensionPicker } from './dimension-picker';
import { ExtrasPicker } from './extras-picker';
import { FoodInformation } from './food-information';
import { InscriptionField } from './inscription-field';
import { NutritionValues } from './nutrition-values';
import { ProductGallery } from './product-gallery';
import { useProductDiscounts } from '../lib/product-discounts';
import { QuantityField } from './quantity-field';
import { SimilarProducts } from './similar-products';

const ADD_TO_CART_LABEL = 'Adaugă în coș';

type ProductDetailsProps = {
  product: Product;
  onAddToCart: (selection: ProductSelection) => void;
  /** Full page: the name is the page's h1. In the modal the dialog title shows it. */
  variant?: 'page' | 'modal';
  background?: Location;
};

/** Gallery, description, options (dimension, quantity, extras, message) and 'Adaugă în coș'. */
export function ProductDetails({ product, onAddToCart, variant = 'page', background }: ProductDetailsProps) {
  const uid = useId();
  const dimensions = product.dimensions ?? [];
  const discountFor = useProductDiscounts();
  const extras = product.extraIngredientsBeans ?? [];
  const soldOut = isSoldOut(product);
  const firstAvailable = dimensions.find(isDimensionAvailable) ?? null;

  const [dimensionId, setDimensionId] = useState<number | null>(firstAvailable?.id ?? null);
  const dimension = dimensions.find((d) => d.id === dimensionId) ?? null;
  const min = minimumQuantity(dimension);
  const max = maximumQuantity(dimension);
  const [quantity, setQuantity] = useState(min);
  const [chosenExtras, setChosenExtras] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  // The longest message the category takes (null: none is written on this product).
  const messageMax = product.preferredMessageMaxLength ?? null;

  const chooseDimension = (id: number) => {
    setDimensionId(id);
    setQuantity(minimumQuantity(dimensions.find((d) => d.id === id)));
  };
  const toggleExtra = (name: string) =>
    setChosenExtras((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));

  const total = dimension
    ? multiplyMoney(sumMoney([parseMoney(dimension.price), ...extras.filter((e) => chosenExtras.includes(e.name)).map((e) => parseMoney(e.price))]), quantity)
    : null;

  const canOrder = !soldOut && dimension !== null && isDimensionAvailable(dimension) && quantity >= min && quantity <= max;
  const lowStock = soldOut ? null : lowStockLabel(dimension);
  const Sub = variant === 'page' ? 'h2' : 'h3';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canOrder || !dimension) return;
    onAddToCart({
      productId: product.id,
      name: product.name,
      dimensionId: dimension.id,
      dimensionLabel: dimension.value,
      price: dimension.price,
      quantity,
      extraIngredients: extras.filter((e) => chosenExtras.includes(e.name)),
      preferredMessage: messageMax ? message.trim() : '',
      allergens: product.allergens ?? [],
      boxPrice: dimension.boxNeeded ? dimension.boxPrice : null,
    });
  };

  return (
    <div className={`product-details product-details--${variant}`}>
      <ProductGallery images={product.imagesLinks ?? []} name={product.name} />

      <div className="product-details__info">
        {variant === 'page' ? (
          <>
            {product.category?.name ? <p className="eyebrow">{product.category.name}</p> : null}
            <h1 className="product-details__title">{product.name}</h1>
          </>
        ) : null}
        <div className="product-details__badges">
          {product.isVeggie ? <span className="badge badge--veggie">{VEGGIE_LABEL}</span> : null}
          {soldOut ? <span className="badge badge--sold-out">{SOLD_OUT_LABEL}</span> : null}
        </div>
        {product.description ? <p className="product-details__description">{product.description}</p> : null}
        <FoodInformation product={product} />
        {product.nutriValues ? <NutritionValues text={product.nutriValues} /> : null}

        {soldOut ? (
          <Alert tone="info" title={SOLD_OUT_LABEL}>
            Produsul nu mai este disponibil momentan. Revino curând sau alege unul dintre produsele similare.
          </Alert>
        ) : null}

        <form className="product-form" onSubmit={submit} aria-label={`Comandă ${product.name}`}>
          {dimensions.length ? (
            <DimensionPicker
              dimensions={dimensions}
              value={dimensionId}
              onChange={chooseDimension}
              name={uid}
              discountFor={(id) => discountFor({ productId: product.id, categoryId: product.category?.id, dimensionId: id })}
            />
          ) : null}
          {lowStock ? (
            <p className="stock-note" role="status">
              {lowStock}
            </p>
          ) : null}
          {dimension?.minimumQuantityType === 'numarBucati' && min > 1 ? (
            <p className="product-form__note">Comanda minimă pentru această variantă este de {min} bucăți.</p>
          ) : null}
          {dimension?.boxNeeded && parseMoney(dimension.boxPrice) ? (
            <p className="product-form__note">Ambalajul costă {formatMoney(dimension.boxPrice)} pe bucată și se adaugă la comandă.</p>
          ) : null}

          <QuantityField
            id={`${uid}-quantity`}
            value={quantity}
            min={min}
            max={Math.max(min, max)}
            onChange={setQuantity}
            disabled={soldOut || !dimension}
          />

          {extras.length ? <ExtrasPicker extras={extras} chosen={chosenExtras} onToggle={toggleExtra} name={uid} /> : null}

          {messageMax ? (
            <InscriptionField id={`${uid}-message`} value={message} maxLength={messageMax} onChange={setMessage} />
          ) : null}

          {/* On a phone's product page this row is a bar fixed at the screen's bottom: the price and
              "Adaugă în coș" stay in reach above the photo, allergens and options. */}
          <div className="product-form__buy" data-testid="product-buy-bar">
            {total !== null ? (
              <p className="product-form__total">
                Total: <strong>{formatBani(total)}</strong>
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={!canOrder}>
              {ADD_TO_CART_LABEL}
            </Button>
          </div>
        </form>

        {product.categoryAdditionalInformation ? (
          <Alert tone="info" title="Bine de știut">
            {product.categoryAdditionalInformation}
          </Alert>
        ) : null}
      </div>

      <div className="product-details__similar">
        <SimilarProducts products={product.similarProducts ?? []} background={background} headingLevel={Sub} />
      </div>
    </div>
  );
}
