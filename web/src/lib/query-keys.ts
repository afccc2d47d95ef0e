/**
 * Query keys shared by more than one feature (the same call read from two places),
 * so a mutation in one feature invalidates what the other shows.
 */
export const adminKeys = {
  all: ['admin-service'] as const,
  /** GET /admin-service/setup/fetch-information */
  setupInformation: () => ['admin-service', 'setup', 'information'] as const,
  /** GET /admin-service/setup/get-categories */
  categories: () => ['admin-service', 'setup', 'categories'] as const,
  /** Every GET /admin-service/entries… (lists and single products). */
  entries: () => ['admin-service', 'entries'] as const,
  productList: (params: Record<string, string | number | null | undefined>) =>
    ['admin-service', 'entries', 'list', params] as const,
  product: (id: string | number) => ['admin-service', 'entries', 'detail', String(id)] as const,
};
