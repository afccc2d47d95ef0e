import '../account.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageShell } from '@/components/ui/page-shell';
import { Skeleton } from '@/components/ui/spinner';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { formatMoney } from '@/lib/format';
import { orderStatusLabel, orderStatusTone } from '@/lib/order-status';
import { formatDateTimeShort } from '@/lib/bucharest-time';
import { useSessionStore } from '@/stores/session';
import { USER_ORDERS_PAGE_SIZE, useUserOrders } from '../api/get-user-orders';
import type { OrderRowWithInvoice as OrderRow } from '@/types/api';
import { MSG } from '../lib/messages';
import { InvoiceDownload } from './invoice-download';

const statusOf = (o: OrderRow) => o.status ?? o.orderStatus ?? '';

const COLUMNS: Column<OrderRow>[] = [
  {
    key: 'number',
    header: 'Comanda',
    primary: true,
    render: (o) => (
      <Link to={`/user/orders/${encodeURIComponent(o.orderNumber)}`} state={{ orderId: o.id }} className="account-orders__link">
        Comanda nr. {o.orderNumber}
      </Link>
    ),
  },
  { key: 'date', header: 'Data', render: (o) => (o.orderDate ? formatDateTimeShort(o.orderDate) : '—') },
  {
    key: 'status',
    header: 'Status',
    render: (o) => <span className={`status-badge status-badge--${orderStatusTone(statusOf(o))}`}>{orderStatusLabel(statusOf(o))}</span>,
  },
  { key: 'total', header: 'Total', className: 'account-orders__total', render: (o) => formatMoney(o.totalPrice ?? o.cartTotal ?? null) },
  {
    key: 'invoice',
    header: 'Factura',
    render: (o) => (o.invoiceNumber ? <InvoiceDownload orderNumber={o.orderNumber} invoiceNumber={o.invoiceNumber} /> : '—'),
  },
];

/** /user/orders: the customer's orders, newest first, 10 a page. */
export function OrdersListPage() {
  const account = useSessionStore((s) => s.user?.email ?? '');
  const [page, setPage] = useState(0);
  const query = useUserOrders(account, page);

  return (
    <PageShell title="Comenzile mele">
      {query.isPending ? (
        <div role="status">
          <span className="visually-hidden">Se încarcă comenzile…</span>
          <Skeleton lines={6} />
        </div>
      ) : query.isError ? (
        <Alert tone="error">{MSG.ordersFailed}</Alert>
      ) : query.data.content.length === 0 ? (
        <EmptyState title={MSG.noOrders} description="Descoperă prăjiturile și torturile noastre." action={<ButtonLink to="/meniu">Vezi meniul</ButtonLink>} />
      ) : (
        <div className="account-orders">
          <DataTable caption="Comenzile mele" columns={COLUMNS} rows={query.data.content} rowKey={(o) => o.id} />
          <p className="account-orders__range">{resultsRangeText(page, USER_ORDERS_PAGE_SIZE, query.data.totalElements)}</p>
          <Pagination page={page} size={USER_ORDERS_PAGE_SIZE} total={query.data.totalElements} onPageChange={setPage} label="Paginile comenzilor" />
        </div>
      )}
    </PageShell>
  );
}
