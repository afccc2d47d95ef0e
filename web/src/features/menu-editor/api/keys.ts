import { adminKeys } from '@/lib/query-keys';

/** Query keys of the menu editor. Products sit under the shared `adminKeys.entries()`. */
export const menuEditorKeys = {
  /** GET /admin-service/setup/get-categories */
  categories: () => ['admin-service', 'setup', 'categories'] as const,
  productList: (params: Record<string, string | number | null | undefined>) => [...adminKeys.entries(), 'list', params] as const,
  product: (id: string | number) => [...adminKeys.entries(), 'detail', String(id)] as const,
};
