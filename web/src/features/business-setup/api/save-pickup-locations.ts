import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import type { PickupLocation, PickupLocationBody } from '@/types/api';

export function savePickupLocations(body: PickupLocationBody[]): Promise<PickupLocation[]> {
  return api.post<PickupLocation[]>('/admin-service/setup/set-pickup-locations', body);
}

export function useSavePickupLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePickupLocations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.setupInformation() }),
  });
}
