import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './keys';
import type { OrderDetail, RefundOrderBody } from '@/types/api';

/** POST /admin-service/refund-order (admin only): gives back part or all of a captured payment. */
export const refundOrder = (body: RefundOrderBody) => api.post<OrderDetail>('/admin-service/refund-order', body);

/** The refund changes the order's money: its detail and the tables refetch, whatever the answer. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.details() }), queryClient.invalidateQueries({ queryKey: orderKeys.lists() })]),
  });
}
