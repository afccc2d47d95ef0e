import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import type { PickupLocation } from '@/types/api';

/** DELETE with a JSON array of ids; answers the remaining locations. */
export function removePickupLocations(ids: number[]): Promise<PickupLocation[]> {
  return request<PickupLocation[]>('/admin-service/setup/remove-pickup-locations', { method: 'DELETE', body: ids });
}

export function useRemovePickupLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePickupLocations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.setupInformation() }),
  });
}
