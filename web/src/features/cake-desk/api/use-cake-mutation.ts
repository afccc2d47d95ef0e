import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cakeKeys } from './keys';

/** After any action the lists, the waiting count and the open request are stale. */
export function useCakeMutation<B, R = unknown>(fn: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cakeKeys.all }),
  });
}
