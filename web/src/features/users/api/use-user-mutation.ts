import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './keys';

/** A change to any user: every list and detail may show it, so all of them refetch. */
export function useUserMutation<TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
