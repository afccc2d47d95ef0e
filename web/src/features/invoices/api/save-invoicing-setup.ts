import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvoicingSetup, InvoicingSetupBody } from '@/types/api';
import { invoiceKeys } from './keys';

/** POST /admin-service/setup/invoicing (the whole setup; the answer is what was saved, with what is still missing). */
export function saveInvoicingSetup(body: InvoicingSetupBody): Promise<InvoicingSetup> {
  return api.post<InvoicingSetup>('/admin-service/setup/invoicing', body);
}

export function useSaveInvoicingSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoicingSetup,
    onSuccess: (saved) => queryClient.setQueryData(invoiceKeys.setup(), saved),
  });
}
