import { adminKeys } from '@/lib/query-keys';

/** Query keys of the marketing screens (promotions and newsletter). */
export const marketingKeys = {
  promotions: () => ['admin-service', 'promotions'] as const,
  sends: () => ['admin-service', 'newsletter-sends'] as const,
  send: (id: number) => ['admin-service', 'newsletter-sends', id] as const,
  subscribers: () => ['admin-service', 'subscribers'] as const,
  subscribersCsv: () => ['admin-service', 'subscribers', 'csv'] as const,
  /** Under the shared products' key: a product saved in the menu editor refreshes the picker. */
  productsForPromotions: (searchBy: string) => [...adminKeys.entries(), 'for-promotions', { searchBy }] as const,
  /** A saved promotion's own products (by id or size), under the products' key too. */
  chosenProducts: (ids: { productIds: number[]; dimensionIds: number[] }) => [...adminKeys.entries(), 'for-promotions', 'chosen', ids] as const,
  /** The same key as the menu editor's categories: a category saved there shows here at once. */
  categories: () => ['admin-service', 'setup', 'categories'] as const,
};
