import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cakeKeys } from './keys';

/** After any action the lists, the waiting count and the open request are stale. */
export function useCakeMutation<B>(fn: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cakeKeys.all }),
  });
}
