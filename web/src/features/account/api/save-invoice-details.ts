import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import type { AccountInvoiceDetails, AccountInvoiceDetailsBody } from '@/types/api';

/** PUT /user-service/account/invoice-details: a company to keep, or null to forget it. */
export function saveInvoiceDetails(body: AccountInvoiceDetailsBody): Promise<AccountInvoiceDetails> {
  return api.put<AccountInvoiceDetails>('/user-service/account/invoice-details', body);
}

export function useSaveInvoiceDetails(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceDetails,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.invoiceDetails(account), saved),
  });
}
