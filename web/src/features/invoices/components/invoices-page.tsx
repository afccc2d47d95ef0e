import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { PageShell } from '@/components/ui/page-shell';
import { formatDay } from '@/lib/bucharest-time';
import { formatMoney } from '@/lib/format';
import { errorToastText } from '@/lib/notify';
import type { InvoiceRow } from '@/types/api';
import { useDownloadInvoicesZip } from '../api/download-invoices-zip';
import { useInvoices } from '../api/get-invoices';
import { filtersFrom, filtersToParams, type InvoiceFilters as Filters } from '../lib/filters';
import { INVOICE_MSG, KIND_LABELS, PURPOSE_LABELS } from '../lib/labels';
import { EfacturaBadge } from './efactura-badge';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFilters } from './invoice-filters';
import '../invoices.css';

// Many facts in a 1,000 px table: the number carries what the document is and the order it is for,
// the client its CUI, each on a line of their own; the short figures never wrap.
const COLUMNS: Column<InvoiceRow>[] = [
  {
    key: 'number',
    header: 'Document',
    primary: true,
    render: (i) => (
      <>
        <span className="inv-number inv-nowrap">{i.number}</span>
        <span className="inv-sub">
          {KIND_LABELS[i.kind]} · {PURPOSE_LABELS[i.purpose] ?? i.purpose}
          {i.orderNumber ? ` nr. ${i.orderNumber}` : ''}
        </span>
        {i.correctsNumber ? <span className="inv-sub inv-nowrap">pentru {i.correctsNumber}</span> : null}
      </>
    ),
  },
  { key: 'date', header: 'Data', render: (i) => <span className="inv-nowrap">{formatDay(i.issueDate)}</span> },
  {
    key: 'buyer',
    header: 'Client',
    render: (i) => (
      <>
        {i.buyerName || '—'}
        {i.buyerCui ? <span className="inv-sub inv-nowrap">CUI {i.buyerCui}</span> : null}
      </>
    ),
  },
  { key: 'total', header: 'Total', className: 'inv-money', render: (i) => formatMoney(i.total) },
  { key: 'state', header: 'Stare e-Factura', render: (i) => <EfacturaBadge status={i.efacturaStatus} message={i.efacturaMessage} /> },
  {
    key: 'deadline',
    header: 'Termen',
    render: (i) => (i.efacturaStatus === 'OK' ? '—' : <span className="inv-nowrap">{formatDay(i.efacturaDeadline) || '—'}</span>),
  },
  { key: 'actions', header: 'Acțiuni', render: (i) => <InvoiceActions invoice={i} /> },
];

/** /admin/facturi: the period's invoices with their e-Factura state, their files and the ZIP for SPV. */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const setFilters = (next: Filters) => setParams(filtersToParams(next), { replace: true });
  const badPeriod = filters.from > filters.to;
  const list = useInvoices(filters);
  const zip = useDownloadInvoicesZip();
  const onZip = () =>
    zip.mutate({ from: filters.from, to: filters.to }, { onError: (error) => toast.error(errorToastText(error, INVOICE_MSG.downloadFailed)) });

  const rows = list.data ?? [];
  return (
    <PageShell
      title="Facturi"
      subtitle="Facturile și stornările emise, cu starea lor în RO e-Factura."
      width="wide"
      actions={
        <Button variant="secondary" onClick={onZip} loading={zip.isPending} disabled={badPeriod}>
          Descarcă ZIP pentru SPV
        </Button>
      }
    >
      <div className="adm-stack">
        <InvoiceFilters filters={filters} onChange={setFilters} />
        {badPeriod ? (
          <Alert tone="error">{INVOICE_MSG.badPeriod}</Alert>
        ) : list.isPending ? (
          <LoadingCard />
        ) : list.isError && !list.data ? (
          <LoadFailed title={INVOICE_MSG.loadFailed} error={list.error} onRetry={() => list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={INVOICE_MSG.empty} description={INVOICE_MSG.emptyHint} />
        ) : (
          <div aria-busy={list.isFetching || undefined}>
            <DataTable caption={`Facturi între ${formatDay(filters.from)} și ${formatDay(filters.to)}`} columns={COLUMNS} rows={rows} rowKey={(i) => i.id} />
          </div>
        )}
      </div>
    </PageShell>
  );
}
