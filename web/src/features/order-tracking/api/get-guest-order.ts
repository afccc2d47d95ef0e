import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account-keys';
import { api } from '@/lib/api-client';
import type { OrderDetail } from '@/types/api';

/**
 * GET /user-service/order-status/{orderNumber} — for whoever holds the secret link. The link's
 * secret (its ?cheie=) goes in the X-Order-Key header, never in the address: logs keep addresses.
 */
export const guestOrderQueryOptions = (orderNumber: string, cheie: string) =>
  queryOptions({
    queryKey: ['user-service', 'order-status', orderNumber, cheie],
    queryFn: ({ signal }) =>
      api.get<OrderDetail>(`/user-service/order-status/${encodeURIComponent(orderNumber)}`, {
        headers: { 'X-Order-Key': cheie },
        skipAuth: true,
        signal,
      }),
  });

/** GET /user-service/get-order-details/{id} — one of the signed-in customer's orders. */
export const customerOrderQueryOptions = (account: string, id: string | number) =>
  queryOptions({
    queryKey: accountKeys.order(account, id),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/user-service/get-order-details/${encodeURIComponent(String(id))}`, { signal }),
  });
