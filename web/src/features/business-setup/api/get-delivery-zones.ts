import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DeliveryZone } from '@/types/api';
import { setupKeys } from './keys';

/** GET /admin-service/setup/delivery-zones: every zone in order (staff). */
export function getDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  return api.get<DeliveryZone[]>('/admin-service/setup/delivery-zones', { signal });
}

export const deliveryZonesQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.deliveryZones(), queryFn: ({ signal }) => getDeliveryZones(signal) });

export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions());
}
