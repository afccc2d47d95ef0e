import { accountKeys } from '@/lib/query-keys';

/** Query keys of the account pages alone (the customer's data itself is in the shared `accountKeys`). */
export const accountPageKeys = {
  orderIdOf: (account: string, orderNumber: string) => [...accountKeys.orders(account), 'id-of', orderNumber] as const,
};
