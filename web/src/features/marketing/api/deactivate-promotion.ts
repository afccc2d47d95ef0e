import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './keys';

/** POST /admin-service/admin/promotions/deactivate/{id}: switches a promotion off. */
export function deactivatePromotion(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/admin-service/admin/promotions/deactivate/${id}`);
}

export function useDeactivatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketingKeys.promotions() }),
  });
}
