import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminReview } from '@/types/api';
import { reviewKeys } from './keys';

export type Moderation = { id: number; action: 'publish' | 'hide' | 'delete' };

/** POST /admin-service/reviews/{id}/publish | hide, or DELETE /admin-service/reviews/{id} (admin). */
export function moderateReview({ id, action }: Moderation): Promise<unknown> {
  return action === 'delete'
    ? api.delete<{ message: string }>(`/admin-service/reviews/${id}`)
    : api.post<AdminReview>(`/admin-service/reviews/${id}/${action}`);
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
