import type { AvailableDaysBody, CartQuoteBody } from '@/types/api';

/** Query keys of the checkout (the customer's prefill is in the shared `accountKeys`). */
export const checkoutKeys = {
  priceCart: (body: CartQuoteBody) => ['checkout', 'price-cart', body] as const,
  availableDays: (body: AvailableDaysBody) => ['checkout', 'available-days', body] as const,
  categories: () => ['checkout', 'categories'] as const,
};
