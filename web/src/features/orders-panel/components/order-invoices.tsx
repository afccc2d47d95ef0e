import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { companyLines } from '@/lib/company';
import { EFACTURA_LABELS, EFACTURA_TONES } from '@/lib/efactura';
import { formatMoney } from '@/lib/format';
import { errorToastText } from '@/lib/notify';
import type { StaffOrderDetailWithInvoices, StaffOrderInvoice } from '@/types/api';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useIssueOrderInvoice } from '../api/issue-order-invoice';

const KIND_NAMES = { INVOICE: 'Factură', CREDIT_NOTE: 'Stornare' } as const;

/** The company the customer asked an invoice for, the order's invoices with their e-Factura state, and 'Emite factura'. */
export function OrderInvoices({ order }: { order: StaffOrderDetailWithInvoices }) {
  const issue = useIssueOrderInvoice();
  const invoices = order.invoices ?? [];
  const company = order.invoiceDetails ?? null;
  const status = order.status ?? order.orderStatus ?? null;
  const canIssue = invoices.length === 0 && status !== 'REJECTED';

  const onIssue = () =>
    issue.mutate(order.orderNumber, {
      onSuccess: (invoice) => toast.success(`Factura ${invoice.number} a fost emisă.`),
      onError: (error) => toast.error(errorToastText(error, 'factura nu a putut fi emisă')),
    });

  return (
    <section className="card op-section" aria-label="Factura">
      <h2 className="op-section__title">Factura</h2>
      {company ? (
        <div className="op-invoice__company">
          <p className="op-muted">Clientul a cerut factură pe firmă:</p>
          <address className="op-invoice__lines">
            {companyLines(company).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      ) : (
        <p className="op-muted">Persoană fizică (fără date de firmă).</p>
      )}
      {invoices.length > 0 ? (
        <ul className="op-invoice__list">
          {invoices.map((invoice) => (
            <InvoiceLine key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      ) : (
        <p className="op-muted">Nicio factură emisă încă.</p>
      )}
      {canIssue ? (
        <Button variant="secondary" onClick={onIssue} loading={issue.isPending} data-action="issue-invoice">
          Emite factura
        </Button>
      ) : null}
    </section>
  );
}

function InvoiceLine({ invoice }: { invoice: StaffOrderInvoice }) {
  const pdf = useDownloadInvoicePdf();
  const tone = EFACTURA_TONES[invoice.efacturaStatus];
  return (
    <li className="op-invoice__item">
      <span>
        {KIND_NAMES[invoice.kind]} <strong>{invoice.number}</strong> · {formatMoney(invoice.total)}
      </span>
      <span className={['op-invoice__state', tone ? `op-invoice__state--${tone}` : ''].filter(Boolean).join(' ')}>
        e-Factura: {EFACTURA_LABELS[invoice.efacturaStatus]}
      </span>
      <Button
        variant="link"
        size="sm"
        loading={pdf.isPending}
        onClick={() => pdf.mutate(invoice, { onError: (error) => toast.error(errorToastText(error, 'fișierul nu a putut fi descărcat')) })}
        aria-label={`PDF ${invoice.number}`}
      >
        PDF
      </Button>
    </li>
  );
}
