import { dimension } from '@/testing/product-fixtures';
import type { Category, Product, ProductSummary } from '@/types/api';

export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Torturi',
    value: 'torturi',
    specialCategory: false,
    extraIngredients: [{ name: 'Fructe de pădure', price: '12.00' }],
    isPickupFromSpecificLocation: false,
    givenLocationForPickup: null,
    preferredMessage: true,
    preferredMessageMaxLength: 40,
    additionalInformation: null,
  },
  {
    id: 9,
    name: 'Torturi figurine și candy bar',
    value: 'torturi-figurine-si-candy-bar',
    specialCategory: true,
    extraIngredients: [],
    isPickupFromSpecificLocation: true,
    givenLocationForPickup: 2,
    preferredMessage: true,
    preferredMessageMaxLength: null,
    additionalInformation: 'Sunați-ne pentru ofertă.',
  },
];

export const PRODUCT: Product = {
  id: 12,
  name: 'Tort Diplomat',
  description: 'Blat pufos cu cremă de vanilie și fructe.',
  nutriValues: 'Valori nutriționale la 100 g: 320 kcal.',
  category: { id: 1, name: 'Torturi', value: 'torturi', specialCategory: false },
  standardOrderType: true,
  preOrderOrderType: false,
  orderType: 'standard',
  isVeggie: false,
  outOfStock: false,
  available: true,
  allowPreferredMessage: true,
  allergens: ['gluten', 'oua', 'lapte'],
  ingredients: 'Făină de grâu, ouă, lapte, zahăr.',
  leadTime: '2 zile',
  dailyCapacity: 12,
  productionDays: [],
  preferredMessageMaxLength: 40,
  imagesLinks: [{ id: 3, imageLink: '/media/products/12/a-1200.jpg', thumbnailLink: '/media/products/12/a-400.jpg', name: 'tort.jpg', sources: [] }],
  dimensions: [dimension({ id: 7, boxNeeded: true, boxPrice: '5.00' })],
  extraIngredientsBeans: [{ name: 'Fructe de pădure', price: '12.00' }],
  similarProducts: [{ id: 14, name: 'Tort Amandina', imageLink: null, imageSources: [], price: '110.00' }],
  categoryAdditionalInformation: null,
};

export function summary(id: number, name = `Produs ${id}`): ProductSummary {
  return {
    ...PRODUCT,
    id,
    name,
    imageLink: null,
    thumbnailLink: null,
    imageSources: [],
    price: '10.00',
  };
}
