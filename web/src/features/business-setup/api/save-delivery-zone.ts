import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DeliveryZone, DeliveryZoneBody } from '@/types/api';
import { setupKeys } from './keys';

/** POST /admin-service/setup/delivery-zones: adds (no id) or edits a zone; answers every zone. */
export function saveDeliveryZone(body: DeliveryZoneBody): Promise<DeliveryZone[]> {
  return api.post<DeliveryZone[]>('/admin-service/setup/delivery-zones', body);
}

export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDeliveryZone, onSuccess: (zones) => queryClient.setQueryData(setupKeys.deliveryZones(), zones) });
}
