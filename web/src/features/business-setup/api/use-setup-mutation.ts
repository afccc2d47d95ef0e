import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/query-keys';
import type { BusinessInformation } from '@/types/api';

/**
 * A setup save that answers the business information: the answer replaces the
 * cached copy, then every setup read is refetched.
 */
export function useSetupMutation<TBody>(mutationFn: (body: TBody) => Promise<BusinessInformation | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (info) => {
      if (info && typeof info === 'object' && 'name' in info) queryClient.setQueryData(adminKeys.setupInformation(), info);
      await queryClient.invalidateQueries({ queryKey: adminKeys.setupInformation() });
    },
  });
}
