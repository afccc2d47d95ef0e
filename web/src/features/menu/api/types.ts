/** Shapes of docs/contracts/catalog-and-setup.md. Money is a string with two decimals ("45.00"). */
export type Money = string;

export type Dimension = {
  id: number;
  value: string;
  price: Money;
  /** 9999 when unlimited. */
  stock: number;
  stockUnlimited: boolean;
  availability: boolean;
  minimumQuantityType: 'NA' | 'numarBucati' | string;
  minimumQuantityNumber: number | null;
  boxNeeded: boolean;
  boxPrice: Money | null;
};

export type ProductImage = { id: number; imageLink: string; thumbnailLink?: string | null; name?: string | null };

export type ExtraIngredient = { name: string; price: Money };

export type CategoryRef = { id: number; name: string; value: string; specialCategory?: boolean };

export type Category = CategoryRef & {
  specialCategory: boolean;
  extraIngredients?: ExtraIngredient[];
  isPickupFromSpecificLocation?: boolean;
  givenLocationForPickup?: number | null;
  preferredMessage?: boolean;
  additionalInformation?: string | null;
};

export type SimilarProduct = { id: number; name: string; imageLink?: string | null; price?: Money | null };

/** A product in lists (get-base-products). */
export type ProductSummary = {
  id: number;
  name: string;
  description?: string | null;
  category?: CategoryRef | null;
  orderType?: string;
  isVeggie?: boolean;
  outOfStock?: boolean;
  available?: boolean;
  allowPreferredMessage?: boolean;
  imagesLinks?: ProductImage[];
  imageLink?: string | null;
  thumbnailLink?: string | null;
  dimensions?: Dimension[];
  /** Lowest available dimension price. */
  price?: Money | null;
};

/** One product (get-product/{id}). */
export type Product = ProductSummary & {
  nutriValues?: string | null;
  standardOrderType?: boolean;
  preOrderOrderType?: boolean;
  imagesLinks: ProductImage[];
  dimensions: Dimension[];
  extraIngredientsBeans?: ExtraIngredient[];
  similarProducts?: SimilarProduct[];
  categoryAdditionalInformation?: string | null;
};

export type PromotionProductOption = {
  id: number;
  name: string;
  dimensions?: Array<{ id: number; value: string; price?: Money | null; packagePrice?: Money | null; boxPrice?: Money | null }>;
};

export type PromotionProductSet = {
  isFreeProduct?: boolean;
  productFieldLabel?: string | null;
  product?: PromotionProductOption[];
};

/** GET /user-service/promotions (SPEC §3 Promotion). */
export type Promotion = {
  id: number;
  name: string;
  description?: string | null;
  type?: string | null;
  active?: boolean;
  discountPercentage?: number | string | null;
  discountAmount?: Money | null;
  couponCode?: string | null;
  validityInDays?: number | null;
  minOrderValue?: Money | null;
  startDate?: string | null;
  endDate?: string | null;
  image?: string | null;
  conditions?: Array<{ conditionType: string; conditionValue?: string | null }>;
  promotionProductBeans?: PromotionProductSet[];
};
