import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import type { SavedId } from '@/types/api';
import type { ProductBody } from './types';

/** Creates (no id) or updates (with id) a product; answers its id. */
export function saveProduct(body: ProductBody): Promise<{ id: number }> {
  return api.post<SavedId>('/admin-service/entries/add-entry', body);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.entries() }),
  });
}
