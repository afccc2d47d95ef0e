import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import type { InvoiceRow } from '@/types/api';

/** GET /admin-service/invoices/{id}/xml: the UBL CIUS-RO file filed with e-Factura. */
export function getInvoiceXml(id: number, signal?: AbortSignal): Promise<Blob> {
  return api.blob(`/admin-service/invoices/${id}/xml`, { signal });
}

export function useDownloadInvoiceXml() {
  return useMutation({
    mutationFn: async (invoice: Pick<InvoiceRow, 'id' | 'number'>) => saveBlob(`${invoice.number}.xml`, await getInvoiceXml(invoice.id)),
  });
}
