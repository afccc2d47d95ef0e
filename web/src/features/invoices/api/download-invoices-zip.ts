import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

/** GET /admin-service/invoices/export?from=&to=: the period's XML files in one ZIP, for a manual upload in SPV. */
export function getInvoicesZip(from: string, to: string, signal?: AbortSignal): Promise<Blob> {
  return api.blob('/admin-service/invoices/export', { params: { from, to }, signal });
}

export function useDownloadInvoicesZip() {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => saveBlob(`facturi-${from}-${to}.zip`, await getInvoicesZip(from, to)),
  });
}
