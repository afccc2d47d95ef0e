import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IssuedInvoice } from '@/types/api';
import { orderKeys } from './keys';

/** POST /admin-service/orders/{orderNumber}/invoice: the order's invoice, issued now on the staff's request. */
export function issueOrderInvoice(orderNumber: string): Promise<IssuedInvoice> {
  return api.post<IssuedInvoice>(`/admin-service/orders/${encodeURIComponent(orderNumber)}/invoice`);
}

export function useIssueOrderInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueOrderInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.details() }),
  });
}
