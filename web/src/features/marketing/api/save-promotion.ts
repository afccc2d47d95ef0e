import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedPromotion } from '@/types/api';
import { marketingKeys } from './keys';

export type PromotionBody = Record<string, unknown>;

/** POST /admin-service/admin/promotions/create-promotion: creates, or saves when the body has an id. */
export function savePromotion(body: PromotionBody): Promise<SavedPromotion> {
  return api.post<SavedPromotion>('/admin-service/admin/promotions/create-promotion', body);
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketingKeys.promotions() }),
  });
}
