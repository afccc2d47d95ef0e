import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DeliveryZone } from '@/types/api';
import { setupKeys } from './keys';

/** DELETE /admin-service/setup/delivery-zones/{id}; answers the zones left. */
export function deleteDeliveryZone(id: number): Promise<DeliveryZone[]> {
  return api.delete<DeliveryZone[]>(`/admin-service/setup/delivery-zones/${id}`);
}

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeliveryZone, onSuccess: (zones) => queryClient.setQueryData(setupKeys.deliveryZones(), zones) });
}
