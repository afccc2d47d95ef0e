import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorToastText } from '@/lib/notify';
import { INVOICE_DOWNLOAD_FAILED, useDownloadOrderInvoice } from '@/lib/order-invoice';

/** The PDF of one order's invoice, from the history (with the customer's token). */
export function InvoiceDownload({ orderNumber, invoiceNumber }: { orderNumber: string; invoiceNumber: string | null }) {
  const download = useDownloadOrderInvoice();
  const onClick = () =>
    download.mutate(
      { orderNumber, access: { signedIn: true }, fileName: invoiceNumber ? `factura-${invoiceNumber}.pdf` : undefined },
      { onError: (error) => toast.error(errorToastText(error, INVOICE_DOWNLOAD_FAILED)) },
    );
  return (
    <Button variant="link" size="sm" onClick={onClick} loading={download.isPending} aria-label={`Descarcă factura comenzii nr. ${orderNumber} (PDF)`}>
      PDF
    </Button>
  );
}
