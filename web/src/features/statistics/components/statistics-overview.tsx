import '../statistics.css';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { LoadingCard } from '@/components/ui/load-states';
import { useSales } from '../api/get-sales';
import { FETCH_FAILED, WHAT_COUNTS } from '../lib/messages';
import { SalesFigures } from './figures';

/** /admin/statistics: this month's figures against last month's. */
export function StatisticsOverview() {
  const current = useSales({ kind: 'current' });
  const last = useSales({ kind: 'last' });
  return (
    <div className="adm-stack">
      <p className="op-muted">{WHAT_COUNTS}</p>
      {current.isError || last.isError ? (
        <Alert tone="error" title={FETCH_FAILED} />
      ) : current.data && last.data ? (
        <>
          <h2 className="section__title">Luna curentă</h2>
          <SalesFigures sales={current.data} previous={last.data} />
          <h2 className="section__title">Luna trecută</h2>
          <SalesFigures sales={last.data} />
        </>
      ) : (
        <LoadingCard lines={3} />
      )}
      <ul className="quick-links">
        <li>
          <Link to="/admin/statistics/sales" className="quick-links__card">
            <span className="quick-links__title">Vânzări</span>
            <span className="quick-links__text">Venitul și comenzile pe zile, pentru orice perioadă</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/statistics/products" className="quick-links__card">
            <span className="quick-links__title">Produse vândute</span>
            <span className="quick-links__text">Cele mai vândute produse, pe categorii</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/statistics/customers" className="quick-links__card">
            <span className="quick-links__title">Clienți</span>
            <span className="quick-links__text">Ce a cumpărat fiecare client</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
