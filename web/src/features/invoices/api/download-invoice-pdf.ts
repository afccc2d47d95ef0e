import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import type { InvoiceRow } from '@/types/api';

/** GET /admin-service/invoices/{id}/pdf: the document the customer received. */
export function getInvoicePdf(id: number, signal?: AbortSignal): Promise<Blob> {
  return api.blob(`/admin-service/invoices/${id}/pdf`, { signal });
}

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoice: Pick<InvoiceRow, 'id' | 'number'>) => saveBlob(`${invoice.number}.pdf`, await getInvoicePdf(invoice.id)),
  });
}
