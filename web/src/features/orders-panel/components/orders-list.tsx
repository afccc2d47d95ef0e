import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageShell } from '@/components/ui/page-shell';
import { Pagination, resultsRangeText } from '@/components/ui/pagination';
import { formatMoney } from '@/lib/format';
import { ORDERS_PAGE_SIZE, useOrderCounts, useOrders, type OrderCounts } from '../api/get-orders';
import type { OrderStatus, OrderRow } from '@/types/api';
import { formatOrderDate, methodLabel, momentLabel } from '../lib/labels';
import { MSG } from '../lib/messages';
import { useOrdersRealtime } from '../realtime/realtime-context';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { StatusBadge } from './status-badge';

type ViewDef = { status: OrderStatus | null; path: string; tab: string; title: string; empty: string; count: keyof OrderCounts };

const ORDER_VIEWS: ViewDef[] = [
  { status: null, path: '/comenzi', tab: 'Toate', title: 'Toate comenzile', empty: 'Nu există comenzi încă.', count: 'total' },
  { status: 'NEW', path: '/comenzi/noi', tab: 'Noi', title: 'Comenzi noi', empty: 'Nu există comenzi noi.', count: 'NEW' },
  {
    status: 'CONFIRMED',
    path: '/comenzi/confirmate',
    tab: 'Confirmate',
    title: 'Comenzi procesate',
    empty: 'Nu există comenzi confirmate.',
    count: 'CONFIRMED',
  },
  {
    status: 'SCHEDULED',
    path: '/comenzi/programate',
    tab: 'Programate',
    title: 'Comenzi programate',
    empty: 'Nu există comenzi programate.',
    count: 'SCHEDULED',
  },
];

function orderStatusOf(o: OrderRow): string | null {
  return o.orderStatus ?? o.status ?? null;
}

/** The orders table of /comenzi, /comenzi/noi, /comenzi/confirmate and /comenzi/programate. */
export function OrdersList({ status }: { status: OrderStatus | null }) {
  const view = ORDER_VIEWS.find((v) => v.status === status) ?? ORDER_VIEWS[0];
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Math.trunc(Number(params.get('page') ?? '0')) || 0);
  const orders = useOrders(status, page);
  const counts = useOrderCounts();
  const rt = useOrdersRealtime();

  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 0) next.set('page', String(p));
      else next.delete('page');
      return next;
    });

  const data = orders.data;
  const rows = data?.content ?? [];
  const total = data?.totalElements ?? 0;
  // The newest NEW order on the first page is highlighted (the list is newest first).
  const newest = page === 0 ? rows.find((o) => orderStatusOf(o) === 'NEW') : undefined;

  return (
    <PageShell title={view.title} width="wide">
      <nav className="op-tabs" aria-label="Filtre comenzi">
        {ORDER_VIEWS.map((v) => {
          const count = counts ? counts[v.count] : null;
          return (
            <NavLink key={v.path} to={v.path} end className="op-tabs__tab" data-view={v.status ?? 'ALL'}>
              <span>{v.tab}</span>{' '}
              {count != null ? (
                <span className={`op-count${v.status === 'NEW' && count > 0 ? ' op-count--hot' : ''}`} data-count={count}>
                  {count}
                </span>
              ) : null}
            </NavLink>
          );
        })}
        {counts ? (
          <span className="op-tabs__extra" data-count-rejected={counts.REJECTED}>
            Respinse: <strong>{counts.REJECTED}</strong>
          </span>
        ) : null}
      </nav>

      <section aria-label="Lista comenzilor" className="op-stack op-list">
        {orders.isPending ? (
          <LoadingCard />
        ) : orders.isError && !data ? (
          <LoadFailed title={MSG.listLoadFailed} error={orders.error} onRetry={() => orders.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            title={view.empty}
            description={page === 0 ? 'Comenzile noi apar aici imediat ce sunt plasate.' : undefined}
            action={
              page > 0 ? (
                <Button variant="secondary" onClick={() => setPage(0)}>
                  Înapoi la prima pagină
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            {orders.isError ? <LoadFailed title={MSG.listLoadFailed} error={orders.error} onRetry={() => orders.refetch()} /> : null}
            <p className="op-results" role="status" aria-busy={orders.isFetching || undefined}>
              {resultsRangeText(page, ORDERS_PAGE_SIZE, total)}
            </p>
            <OrdersTable rows={rows} caption={view.title} newestId={newest?.id ?? null} flashNumber={rt?.lastArrived ?? null} />
            <Pagination page={page} size={ORDERS_PAGE_SIZE} total={total} onPageChange={setPage} label="Paginare comenzi" />
          </>
        )}
      </section>
    </PageShell>
  );
}

type TableProps = { rows: OrderRow[]; caption: string; newestId: number | null; flashNumber: string | null };

function OrdersTable({ rows, caption, newestId, flashNumber }: TableProps) {
  return (
    <table className="rtable op-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Comanda</th>
          <th scope="col">Data</th>
          <th scope="col">Client</th>
          <th scope="col">Metodă</th>
          <th scope="col">Moment</th>
          <th scope="col" className="op-num">
            Total
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((o) => {
          const isNewest = o.id === newestId;
          const classes = ['op-row', isNewest ? 'op-row--newest' : '', flashNumber && o.orderNumber === flashNumber ? 'op-row--flash' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <tr
              key={o.id}
              className={classes}
              data-order-id={o.id}
              data-order-number={o.orderNumber}
              data-status={orderStatusOf(o) ?? undefined}
              data-newest={isNewest ? 'true' : undefined}
            >
              <td className="rtable__primary">
                <Link to={`/comenzi/${o.id}`} className="op-row__link">
                  Comanda #{o.orderNumber}
                </Link>
                {isNewest ? <span className="op-newest-tag">Cea mai nouă</span> : null}
              </td>
              <td data-label="Data" className="op-cell--date" data-testid="order-date">{formatOrderDate(o.orderDate)}</td>
              <td data-label="Client" className="op-cell--client" data-testid="order-client">{o.client || '—'}</td>
              <td data-label="Metodă">{methodLabel(o.deliveryMethodChosen)}</td>
              <td data-label="Moment" className="op-cell--date">{momentLabel(o.pickupOrDeliveryMoment)}</td>
              <td data-label="Total" className="op-num" data-testid="order-total">
                {formatMoney(String(o.totalPrice ?? o.cartTotal ?? '0'))}
              </td>
              <td data-label="Status" className="op-cell--status" data-testid="order-status">
                <StatusBadge status={orderStatusOf(o)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
