import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReviewBody, ReviewSent } from '@/types/api';
import { reviewKeys } from './keys';

/** POST /user-service/write-review {orderId, rating, text}. */
export function writeReview(body: ReviewBody) {
  return api.post<ReviewSent>('/user-service/write-review', body);
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
