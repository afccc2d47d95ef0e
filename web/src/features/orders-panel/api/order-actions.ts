import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';
import type { OrderDetail } from './types';

export type ConfirmOrderBody = {
  orderNumber: string;
  /** "20 min", "2 h", "1 z", or null (N/A: the customer chose the moment). */
  timeToPrepare: string | null;
  /** Money string with two decimals, e.g. "2.50". */
  totalPackageCost: string;
};
export type RejectOrderBody = { orderNumber: string; reason: string };
export type DeliverOrderBody = { orderNumber: string };

export const confirmOrder = (body: ConfirmOrderBody) => api.post<OrderDetail | null>('/admin-service/confirm-order', body);
export const rejectOrder = (body: RejectOrderBody) => api.post<OrderDetail | null>('/admin-service/reject-order', body);
export const markAsDelivered = (body: DeliverOrderBody) => api.post<OrderDetail | null>('/admin-service/mark-as-delivered', body);

/** After any change the tables and counts are stale; the open detail refetches when its modal closes. */
function useOrderMutation<B>(fn: (body: B) => Promise<OrderDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}

export const useConfirmOrder = () => useOrderMutation(confirmOrder);
export const useRejectOrder = () => useOrderMutation(rejectOrder);
export const useMarkAsDelivered = () => useOrderMutation(markAsDelivered);
