/** Query keys of the menu. */
export const menuKeys = {
  categories: () => ['menu', 'categories'] as const,
  products: (filter: { search?: string; category?: string }) => ['menu', 'products', filter] as const,
  product: (id: string | number) => ['menu', 'product', String(id)] as const,
  promotions: () => ['menu', 'promotions'] as const,
};
