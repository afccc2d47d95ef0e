import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { liveSocketUrl } from '@/lib/live-socket';
import { useLiveSocket } from '@/lib/use-live-socket';
import type { OrderDetail } from '../api/types';
import { applyStatusMessage, statusMessageFor } from './live';

export type OrderLiveAccess = { orderToken: string } | { token: string };

/**
 * Follows one order over /user-service/ws: a guest with the link's token (orderToken), a
 * customer with their session token (query parameter and first message). A status change
 * updates the page at once and then reloads the detail (totals may change on acceptance);
 * after a reconnect the detail is reloaded too, in case something was missed.
 */
export function useOrderLive(queryKey: QueryKey, orderNumber: string | null, access: OrderLiveAccess | null) {
  const queryClient = useQueryClient();
  const url = orderNumber && access ? liveSocketUrl('/user-service/ws', 'orderToken' in access ? { orderToken: access.orderToken } : { token: access.token }) : null;
  const firstMessage = access && 'token' in access ? access.token : undefined;

  const onMessage = useCallback(
    (data: unknown) => {
      if (!orderNumber) return;
      const message = statusMessageFor(data, orderNumber);
      if (!message) return;
      queryClient.setQueryData<OrderDetail>(queryKey, (old) => (old ? applyStatusMessage(old, message) : old));
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
    [orderNumber, queryClient, queryKey],
  );
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey, exact: true }), [queryClient, queryKey]);

  return useLiveSocket(url, firstMessage, { onMessage, onReconnect });
}
