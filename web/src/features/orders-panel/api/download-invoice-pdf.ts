import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import type { StaffOrderInvoice } from '@/types/api';

/** GET /admin-service/invoices/{id}/pdf: an invoice of the order, as the customer received it. */
export function getInvoicePdf(id: number, signal?: AbortSignal): Promise<Blob> {
  return api.blob(`/admin-service/invoices/${id}/pdf`, { signal });
}

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoice: Pick<StaffOrderInvoice, 'id' | 'number'>) => saveBlob(`${invoice.number}.pdf`, await getInvoicePdf(invoice.id)),
  });
}
