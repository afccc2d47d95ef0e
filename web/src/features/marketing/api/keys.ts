import { adminKeys } from '@/lib/query-keys';

/** Query keys of the marketing screens (promotions and newsletter). */
export const marketingKeys = {
  promotions: () => ['admin-service', 'promotions'] as const,
  sends: () => ['admin-service', 'newsletter-sends'] as const,
  send: (id: number) => ['admin-service', 'newsletter-sends', id] as const,
  subscribers: () => ['admin-service', 'subscribers'] as const,
  /** Under the shared products' key: a product saved in the menu editor refreshes the picker. */
  productsForPromotions: () => [...adminKeys.entries(), 'for-promotions'] as const,
};
