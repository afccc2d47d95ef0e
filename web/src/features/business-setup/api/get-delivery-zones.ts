import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DeliveryZone, DeliveryZoneBody } from '@/types/api';

const KEY = ['admin-service', 'setup', 'delivery-zones'] as const;

/** GET /admin-service/setup/delivery-zones: every zone in order (staff). */
export function getDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  return api.get<DeliveryZone[]>('/admin-service/setup/delivery-zones', { signal });
}

export const deliveryZonesQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getDeliveryZones(signal) });

export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions());
}

/** POST /admin-service/setup/delivery-zones: adds (no id) or edits a zone; answers every zone. */
export function saveDeliveryZone(body: DeliveryZoneBody): Promise<DeliveryZone[]> {
  return api.post<DeliveryZone[]>('/admin-service/setup/delivery-zones', body);
}

/** DELETE /admin-service/setup/delivery-zones/{id}; answers the zones left. */
export function deleteDeliveryZone(id: number): Promise<DeliveryZone[]> {
  return api.delete<DeliveryZone[]>(`/admin-service/setup/delivery-zones/${id}`);
}

export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDeliveryZone, onSuccess: (zones) => queryClient.setQueryData(KEY, zones) });
}

export function useDeleteDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeliveryZone, onSuccess: (zones) => queryClient.setQueryData(KEY, zones) });
}
