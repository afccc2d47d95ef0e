import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConfirmOrderBody as ConfirmOrderSchema, OrderDetail, OrderNumberBody, RejectOrderBody } from '@/types/api';
import { orderKeys } from './keys';

/**
 * The schema types timeToPrepare as the parsed [number, unit] pair; the service also takes the
 * text the staff picked, which is what the panel sends.
 */
export type ConfirmOrderBody = Omit<ConfirmOrderSchema, 'timeToPrepare' | 'totalPackageCost'> & {
  /** "20 min", "2 h", "1 z", or null (N/A: the customer chose the moment). */
  timeToPrepare: string | null;
  /** Money string with two decimals, e.g. "2.50". */
  totalPackageCost: string;
};

export const confirmOrder = (body: ConfirmOrderBody) => api.post<OrderDetail | null>('/admin-service/confirm-order', body);
export const rejectOrder = (body: RejectOrderBody) => api.post<OrderDetail | null>('/admin-service/reject-order', body);
export const markAsDelivered = (body: OrderNumberBody) => api.post<OrderDetail | null>('/admin-service/mark-as-delivered', body);

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
