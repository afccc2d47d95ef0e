/** Shapes of docs/contracts/catalog-and-setup.md (catalog). Money is a string with two decimals. */
export type Money = string;

export type MinimumQuantityType = 'NA' | 'numarBucati';

export type Dimension = {
  id?: number | null;
  value: string;
  price: Money;
  stock: number;
  stockUnlimited: boolean;
  availability: boolean;
  minimumQuantityType: MinimumQuantityType;
  minimumQuantityNumber: number | null;
  boxNeeded: boolean;
  boxPrice: Money | null;
};

export type ProductImage = { id: number; imageLink: string; thumbnailLink?: string | null; name?: string | null };

export type ExtraIngredient = { name: string; price: Money };

export type CategoryRef = { id: number; name?: string; value?: string; specialCategory?: boolean };

export type Category = {
  id?: number | null;
  name: string;
  value?: string | null;
  specialCategory: boolean;
  extraIngredients: ExtraIngredient[];
  isPickupFromSpecificLocation: boolean;
  /** A pickup location id, or null. */
  givenLocationForPickup: number | null;
  preferredMessage: boolean;
  additionalInformation: string | null;
};

export type OrderType = 'standard' | 'pre-order' | 'special';

export type SimilarProduct = { id: number; name: string; imageLink?: string | null; price?: Money | null };

export type Product = {
  id: number;
  name: string;
  description: string | null;
  nutriValues: string | null;
  category: CategoryRef | null;
  standardOrderType: boolean;
  preOrderOrderType: boolean;
  orderType?: OrderType;
  isVeggie: boolean;
  outOfStock: boolean;
  available: boolean;
  allowPreferredMessage: boolean;
  imagesLinks: ProductImage[];
  dimensions: Dimension[];
  extraIngredientsBeans?: ExtraIngredient[];
  similarProducts?: SimilarProduct[];
  categoryAdditionalInformation?: string | null;
};

/** A list row: the product without nutriValues/similar/extras, with its first image and lowest price. */
export type ProductSummary = Omit<Product, 'nutriValues' | 'similarProducts' | 'extraIngredientsBeans'> & {
  imageLink?: string | null;
  thumbnailLink?: string | null;
  price?: Money | null;
};

export type Page<T> = { content: T[]; totalElements: number; page?: number; size?: number };

export type PickupLocation = { id?: number | null; pickupLocationName: string; pickupLocationDescription: string };

/** Body of add-entry (no id: create; with id: update). Images travel separately. */
export type ProductBody = {
  id?: number;
  name: string;
  description: string;
  nutriValues: string;
  category: { id: number };
  orderType: OrderType;
  standardOrderType: boolean;
  preOrderOrderType: boolean;
  isVeggie: boolean;
  outOfStock: boolean;
  available: boolean;
  allowPreferredMessage: boolean;
  dimensions: Dimension[];
  similarProducts: { id: number }[];
};

export function orderTypeOf(p: Pick<Product, 'orderType' | 'standardOrderType' | 'preOrderOrderType'>): OrderType {
  if (p.orderType) return p.orderType;
  if (p.standardOrderType) return 'standard';
  if (p.preOrderOrderType) return 'pre-order';
  return 'special';
}
