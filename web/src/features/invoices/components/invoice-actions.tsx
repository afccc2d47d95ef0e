import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorToastText } from '@/lib/notify';
import type { InvoiceRow } from '@/types/api';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useDownloadInvoiceXml } from '../api/download-invoice-xml';
import { useRetryInvoice } from '../api/retry-invoice';
import { INVOICE_MSG } from '../lib/labels';

/** One row's PDF and XML, and 'Reîncearcă' for an invoice ANAF refused (after its cause is fixed in the setup). */
export function InvoiceActions({ invoice }: { invoice: InvoiceRow }) {
  const pdf = useDownloadInvoicePdf();
  const xml = useDownloadInvoiceXml();
  const retry = useRetryInvoice();
  const failed = (error: unknown) => toast.error(errorToastText(error, INVOICE_MSG.downloadFailed));
  const onRetry = () =>
    retry.mutate(invoice.id, {
      onSuccess: () => toast.success(INVOICE_MSG.retried(invoice.number)),
      onError: (error) => toast.error(errorToastText(error, INVOICE_MSG.retryFailed)),
    });
  return (
    <div className="adm-row-actions inv-actions">
      <Button variant="link" size="sm" loading={pdf.isPending} onClick={() => pdf.mutate(invoice, { onError: failed })} aria-label={`PDF ${invoice.number}`}>
        PDF
      </Button>
      <Button variant="link" size="sm" loading={xml.isPending} onClick={() => xml.mutate(invoice, { onError: failed })} aria-label={`XML ${invoice.number}`}>
        XML
      </Button>
      {invoice.efacturaStatus === 'NOK' ? (
        <Button variant="secondary" size="sm" loading={retry.isPending} onClick={onRetry} aria-label={`Reîncearcă ${invoice.number}`}>
          Reîncearcă
        </Button>
      ) : null}
    </div>
  );
}
