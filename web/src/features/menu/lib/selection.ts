import type { ExtraIngredient } from '@/types/api';

/** What the customer chose on the product page: the cart issue turns it into a cart line. */
export type ProductSelection = {
  productId: number;
  name: string;
  dimensionId: number;
  dimensionLabel: string;
  /** Unit price of the dimension, as the service sent it ("45.00"). */
  price: string;
  quantity: number;
  extraIngredients: ExtraIngredient[];
  preferredMessage: string;
  boxPrice: string | null;
  /** Allergen codes, shown again in the cart. */
  allergens: string[];
};
