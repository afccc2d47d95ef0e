import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvoiceRow } from '@/types/api';
import { invoiceKeys } from './keys';

/** POST /admin-service/invoices/{id}/retry: a refused invoice rebuilt from today's setup, same number, to upload again. */
export function retryInvoice(id: number): Promise<InvoiceRow> {
  return api.post<InvoiceRow>(`/admin-service/invoices/${id}/retry`);
}

export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
  });
}
