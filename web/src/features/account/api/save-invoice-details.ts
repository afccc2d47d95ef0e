import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AccountInvoiceDetails } from '@/types/api';

/** PUT /user-service/account/invoice-details: a company to keep, or null to forget it. */
export async function saveInvoiceDetails(body: AccountInvoiceDetails): Promise<AccountInvoiceDetails> {
  const saved = await api.put<AccountInvoiceDetails | null>('/user-service/account/invoice-details', body);
  return saved && 'invoiceDetails' in saved ? saved : body;
}

export function useSaveInvoiceDetails(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceDetails,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.invoiceDetails(account), saved),
  });
}
