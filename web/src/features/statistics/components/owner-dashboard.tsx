import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { LoadingCard } from '@/components/ui/load-states';
import { formatMoney } from '@/lib/format';
import { orderStatusLabel } from '@/lib/order-status';
import { useDashboard } from '../api/get-dashboard';
import { FETCH_FAILED } from '../lib/messages';
import '../statistics.css';

function waited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** /admin: today at a glance, each part linking to its page. */
export function OwnerDashboard() {
  const query = useDashboard();
  if (query.isError) return <Alert tone="error" title={FETCH_FAILED} />;
  const d = query.data;
  if (!d) return <LoadingCard />;
  const nearDeadline = d.invoicesNearDeadline ?? 0;
  const refused = d.invoicesRefused ?? 0;
  return (
    <div className="dashboard-grid">
      {nearDeadline > 0 || refused > 0 ? (
        <section className="card dashboard-flag" aria-labelledby="dash-invoices">
          <h2 id="dash-invoices" className="section__title">
            <Link to={refused > 0 ? '/admin/facturi?stare=NOK' : '/admin/facturi'}>Facturi de verificat în e-Factura</Link>
          </h2>
          <ul className="dashboard-list">
            {refused > 0 ? (
              <li>
                Respinse de ANAF: <strong>{refused}</strong> (corectează cauza și reîncearcă)
              </li>
            ) : null}
            {nearDeadline > 0 ? (
              <li>
                Cu termenul de depunere în cel mult o zi: <strong>{nearDeadline}</strong>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <section className="card" aria-labelledby="dash-orders">
        <h2 id="dash-orders" className="section__title">
          <Link to="/comenzi">Comenzile de azi</Link>
        </h2>
        <ul className="dashboard-list">
          {d.ordersByStatus.map((s) => (
            <li key={s.status}>
              {orderStatusLabel(s.status)}: <strong>{s.count}</strong>
            </li>
          ))}
        </ul>
        <p>
          Venit azi (comenzi livrate): <strong data-testid="income-today">{formatMoney(d.incomeToday)}</strong>
        </p>
      </section>
      <section className="card" aria-labelledby="dash-waiting">
        <h2 id="dash-waiting" className="section__title">
          <Link to="/comenzi/noi">Comenzi fără răspuns ({d.numberOfUnansweredOrders})</Link>
        </h2>
        {d.unansweredOrders.length === 0 ? (
          <p className="op-muted">Nicio comandă nu așteaptă.</p>
        ) : (
          <ul className="dashboard-list">
            {d.unansweredOrders.map((o) => (
              <li key={o.id}>
                <Link to={`/comenzi/${o.id}`}>#{o.orderNumber}</Link> {o.client} · {formatMoney(o.totalPrice)}
                {o.status === 'SCHEDULED' ? ' · programată' : ''} · așteaptă de {waited(o.waitingMinutes)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="dash-reservations">
        <h2 id="dash-reservations" className="section__title">
          <Link to="/comenzi/rezervari">Rezervările de azi ({d.reservationsToday.length})</Link>
        </h2>
        {d.reservationsToday.length === 0 ? (
          <p className="op-muted">Nicio rezervare azi.</p>
        ) : (
          <ul className="dashboard-list">
            {d.reservationsToday.map((r) => (
              <li key={r.id}>
                {r.time} · {r.fullName} · {r.numberOfPeople >= 10 ? '5+' : r.numberOfPeople} pers.
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="dash-people">
        <h2 id="dash-people" className="section__title">
          <Link to="/admin/users">Oameni noi azi</Link>
        </h2>
        <p>
          Abonați noi la newsletter: <strong>{d.newSubscribers}</strong>
        </p>
        <p>
          Clienți noi: <strong>{d.newCustomers}</strong>
        </p>
      </section>
      <section className="card" aria-labelledby="dash-stock">
        <h2 id="dash-stock" className="section__title">
          <Link to="/admin/menu">Stoc redus</Link>
        </h2>
        {d.lowStock.length === 0 ? (
          <p className="op-muted">Niciun produs nu e pe terminate.</p>
        ) : (
          <ul className="dashboard-list">
            {d.lowStock.map((p) => (
              <li key={`${p.productId}-${p.dimension}`}>
                <Link to={`/admin/menu/${p.productId}`}>{p.productName}</Link> ({p.dimension}): mai sunt doar {p.stock} bucăți
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
