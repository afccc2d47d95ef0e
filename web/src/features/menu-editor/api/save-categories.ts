import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { menuEditorKeys } from './keys';
import type { Category, CategoryBody } from '@/types/api';

/** Creates (no id) or updates (with id) categories; answers them as saved. */
export function saveCategories(body: CategoryBody[]): Promise<Category[]> {
  return api.post<Category[]>('/admin-service/setup/create-category', body);
}

export function useSaveCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategories,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: menuEditorKeys.categories() });
      // Product rows and details show category names and extras.
      await queryClient.invalidateQueries({ queryKey: adminKeys.entries() });
    },
  });
}
