import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { formatDay } from '@/lib/bucharest-time';
import type { OrderAccess } from '@/lib/card-payment';
import { companyLines } from '@/lib/company';
import { formatMoney } from '@/lib/format';
import { errorToastText } from '@/lib/notify';
import { DOWNLOAD_INVOICE, INVOICE_DOWNLOAD_FAILED, useDownloadOrderInvoice } from '@/lib/order-invoice';
import type { OrderDetailWithInvoices } from '@/types/api';

const KIND_NAMES = { INVOICE: 'Factură', CREDIT_NOTE: 'Factură de stornare' } as const;

type InvoiceCardProps = { order: OrderDetailWithInvoices; access: OrderAccess | null };

/** 'Factura': the company it is made out to, the documents issued and the PDF of the order's invoice. */
export function InvoiceCard({ order, access }: InvoiceCardProps) {
  const download = useDownloadOrderInvoice();
  const invoices = order.invoices ?? [];
  const company = order.invoiceDetails ?? null;
  const invoice = invoices.find((i) => i.kind === 'INVOICE');
  if (!company && invoices.length === 0) return null;

  const onDownload = () => {
    if (!access || !invoice) return;
    download.mutate(
      { orderNumber: order.orderNumber, access, fileName: `factura-${invoice.number}.pdf` },
      { onError: (error) => toast.error(errorToastText(error, INVOICE_DOWNLOAD_FAILED)) },
    );
  };

  return (
    <Section className="order-card" titleClassName="order-card__title" title="Factura">
      {company ? (
        <div className="order-invoice__company">
          <p className="order-invoice__label">Pe firma</p>
          <address className="order-invoice__lines">
            {companyLines(company).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      ) : null}
      {invoices.length > 0 ? (
        <ul className="order-invoice__list">
          {invoices.map((i) => (
            <li key={i.number}>
              {KIND_NAMES[i.kind]} nr. {i.number} din {formatDay(i.issueDate)}: {formatMoney(i.total)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="order-invoice__pending">Factura se emite după ce comanda este plătită sau predată.</p>
      )}
      {invoice && access ? (
        <Button variant="secondary" onClick={onDownload} loading={download.isPending}>
          {DOWNLOAD_INVOICE}
        </Button>
      ) : null}
    </Section>
  );
}
