import { AllergenList } from '@/components/ui/allergen-list';
import type { Product } from '@/types/api';

/** Allergens, ingredients and how far ahead it is ordered: shown before it goes in the cart. */
export function FoodInformation({ product }: { product: Product }) {
  return (
    <section className="food-info" aria-labelledby={`food-info-${product.id}`}>
      <h2 className="food-info__title" id={`food-info-${product.id}`}>
        Alergeni
      </h2>
      <AllergenList allergens={product.allergens} />
      {product.ingredients ? (
        <p className="food-info__ingredients">
          <strong>Ingrediente:</strong> {product.ingredients}
        </p>
      ) : null}
      {product.leadTime ? (
        <p className="food-info__lead" role="note">
          Se comandă cu cel puțin {product.leadTime} înainte.
        </p>
      ) : null}
    </section>
  );
}
