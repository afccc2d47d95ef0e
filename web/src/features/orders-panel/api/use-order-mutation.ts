import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@/types/api';
import { orderKeys } from './keys';

/** After any change the tables and counts are stale; the open detail refetches when its modal closes. */
export function useOrderMutation<B>(fn: (body: B) => Promise<OrderDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}
