import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { liveSocketUrl, type LiveMessage } from '@/lib/live-socket';
import { useLiveSocket } from '@/lib/use-live-socket';
import type { OrderDetail } from '@/types/api';
import { applyStatusMessage, statusMessageFor } from './live';

export type OrderLiveAccess = { orderToken: string } | { token: string };

/**
 * Follows one order over /user-service/ws: a guest with the link's secret ({"orderToken": …}), a
 * customer with their session token, each sent as the socket's first message, never in its address. A status change
 * updates the page at once and then reloads the detail (totals may change on acceptance);
 * after a reconnect the detail is reloaded too, in case something was missed.
 */
export function useOrderLive(
  queryKey: QueryKey,
  orderNumber: string | null,
  access: OrderLiveAccess | null,
  reconnectDelay?: (attempt: number) => number,
) {
  const queryClient = useQueryClient();
  const url = orderNumber && access ? liveSocketUrl('/user-service/ws') : null;
  const firstMessage = access ? ('token' in access ? access.token : JSON.stringify({ orderToken: access.orderToken })) : undefined;

  const onMessage = useCallback(
    (data: LiveMessage) => {
      if (!orderNumber) return;
      const message = statusMessageFor(data, orderNumber);
      if (!message) return;
      queryClient.setQueryData<OrderDetail>(queryKey, (old) => (old ? applyStatusMessage(old, message) : old));
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
    [orderNumber, queryClient, queryKey],
  );
  const onReconnected = useCallback(() => void queryClient.invalidateQueries({ queryKey, exact: true }), [queryClient, queryKey]);

  return useLiveSocket({ url, firstMessage, onMessage, onReconnected, reconnectDelay }).status;
}
