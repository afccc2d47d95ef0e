import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import type { OrderAccess } from './card-payment';
import { saveBlob } from './save-file';

/** The text of the download's button, on the order page and in the account's history. */
export const DOWNLOAD_INVOICE = 'Descarcă factura (PDF)';
export const INVOICE_DOWNLOAD_FAILED = 'factura nu a putut fi descărcată';

/**
 * GET /user-service/orders/{orderNumber}/invoice.pdf: the order's invoice, with the customer's
 * token (an <a href> could not send it) or, for a guest, the order link's key in X-Order-Key
 * (the service also takes ?cheie=, but addresses end up in logs).
 */
export function getOrderInvoicePdf(orderNumber: string, access: OrderAccess, signal?: AbortSignal): Promise<Blob> {
  const path = `/user-service/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
  if ('orderKey' in access) return api.blob(path, { headers: { 'X-Order-Key': access.orderKey }, skipAuth: true, signal });
  return api.blob(path, { signal });
}

/** Fetches the PDF and hands it to the browser as factura-<order>.pdf. */
export async function downloadOrderInvoice(orderNumber: string, access: OrderAccess, fileName?: string): Promise<void> {
  saveBlob(fileName ?? `factura-comanda-${orderNumber}.pdf`, await getOrderInvoicePdf(orderNumber, access));
}

export function useDownloadOrderInvoice() {
  return useMutation({
    mutationFn: ({ orderNumber, access, fileName }: { orderNumber: string; access: OrderAccess; fileName?: string }) =>
      downloadOrderInvoice(orderNumber, access, fileName),
  });
}
