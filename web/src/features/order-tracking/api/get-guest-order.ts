import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderDetailWithInvoices as OrderDetail } from '@/types/api';
import { orderTrackingKeys } from './keys';

/**
 * GET /user-service/order-status/{orderNumber} — for whoever holds the secret link. The link's
 * secret (its ?cheie=) goes in the X-Order-Key header, never in the address: logs keep addresses.
 */
export function getGuestOrder(orderNumber: string, cheie: string, signal?: AbortSignal) {
  return api.get<OrderDetail>(`/user-service/order-status/${encodeURIComponent(orderNumber)}`, {
    headers: { 'X-Order-Key': cheie },
    skipAuth: true,
    signal,
  });
}

export const guestOrderQueryOptions = (orderNumber: string, cheie: string) =>
  queryOptions({
    queryKey: orderTrackingKeys.guestOrder(orderNumber, cheie),
    queryFn: ({ signal }) => getGuestOrder(orderNumber, cheie, signal),
  });
