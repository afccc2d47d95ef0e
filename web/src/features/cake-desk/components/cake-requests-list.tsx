import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { PageShell } from '@/components/ui/page-shell';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useCakeRequests } from '../api/get-cake-requests';
import type { CakeRequestRow, CakeRequestStatus } from '../api/types';
import { CAKE_STATUSES, EMPTY_TEXT, eventMomentLabel, methodLabel, STATUS_TABS, toCakeStatus, waitingLabel } from '../lib/labels';
import { CAKE_MSG } from '../lib/messages';
import { useNow } from '../lib/use-now';
import { CakeStatusBadge } from './cake-status-badge';
import '../cake-desk.css';

const TABS = 'cake-status';

/** /comenzi/torturi?status=…: the custom cake requests of one status, newest first; REQUESTED first, they wait for us. */
export function CakeRequestsList() {
  const [params, setParams] = useSearchParams();
  const status = toCakeStatus(params.get('status'));
  return (
    <PageShell title="Torturi la comandă" subtitle="Cererile clienților pentru torturi personalizate, de la ofertă la livrare." width="wide">
      <Tabs
        idPrefix={TABS}
        label="Starea cererilor"
        items={CAKE_STATUSES.map((s) => ({ id: s, label: STATUS_TABS[s] }))}
        value={status}
        onChange={(next) => setParams(next === 'REQUESTED' ? {} : { status: next }, { replace: true })}
      />
      <TabPanel idPrefix={TABS} id={status} active>
        <StatusRows key={status} status={status} />
      </TabPanel>
    </PageShell>
  );
}

function StatusRows({ status }: { status: CakeRequestStatus }) {
  const list = useCakeRequests(status);
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  if (list.isPending) return <LoadingCard />;
  if (list.isError && !list.data) return <LoadFailed title={CAKE_MSG.listLoadFailed} error={list.error} onRetry={() => list.refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState
        title={EMPTY_TEXT[status]}
        description={status === 'REQUESTED' ? 'Cererile noi apar aici imediat ce un client le trimite.' : undefined}
      />
    );
  return (
    <div className="cd-stack" aria-busy={list.isFetching || undefined}>
      {list.isError ? <LoadFailed title={CAKE_MSG.listLoadFailed} error={list.error} onRetry={() => list.refetch()} /> : null}
      <CakeTable rows={rows} caption={`Torturi la comandă: ${STATUS_TABS[status]}`} showWaiting={status === 'REQUESTED'} />
      {total > rows.length ? (
        <p className="cd-muted">
          Sunt afișate cele mai noi {rows.length} din {total} cereri.
        </p>
      ) : null}
    </div>
  );
}

function CakeTable({ rows, caption, showWaiting }: { rows: CakeRequestRow[]; caption: string; showWaiting: boolean }) {
  const now = useNow();
  return (
    <table className="rtable">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Cererea</th>
          <th scope="col">Evenimentul</th>
          <th scope="col">Ridicare / livrare</th>
          <th scope="col" className="cd-num">
            Porții
          </th>
          <th scope="col">Status</th>
          {showWaiting ? <th scope="col">Așteaptă de</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-request-id={r.id} data-status={r.status}>
            <td className="rtable__primary">
              <Link to={`/comenzi/torturi/${r.id}`} className="cd-row__link">
                {r.contactName || `Cererea #${r.id}`}
              </Link>
            </td>
            <td data-label="Evenimentul" data-testid="cake-event">
              {eventMomentLabel(r.eventDate, r.time)}
            </td>
            <td data-label="Ridicare / livrare">{methodLabel(r.deliveryMethodChosen)}</td>
            <td data-label="Porții" className="cd-num">
              {r.servings}
            </td>
            <td data-label="Status">
              <CakeStatusBadge status={r.status} />
              {r.restUnpaid ? <span className="cd-flag">rest neîncasat</span> : null}
            </td>
            {showWaiting ? (
              <td data-label="Așteaptă de" className="cd-waiting" data-testid="cake-waiting">
                {waitingLabel(r.waitingSince ?? r.createdAt, now)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
