import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuEditorKeys } from './keys';
import type { MessageAnswer } from '@/types/api';

/** 409 when the category still has products. */
export function deleteCategory(id: number | string): Promise<MessageAnswer | null> {
  return api.delete(`/admin-service/setup/delete-category/${encodeURIComponent(String(id))}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuEditorKeys.categories() }),
  });
}
