import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { menuEditorKeys } from './keys';

export function deleteProduct(id: number | string): Promise<{ message?: string } | null> {
  return api.delete(`/admin-service/entries/delete-entry/${encodeURIComponent(String(id))}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: menuEditorKeys.product(id) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.entries() });
    },
  });
}
