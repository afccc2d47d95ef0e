import '../statistics.css';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { LoadingCard } from '@/components/ui/load-states';
import { addDaysIso, formatIsoDate } from '@/lib/bucharest-time';
import type { SalesSummary } from '@/types/api';
import { useSales, type Period } from '../api/get-sales';
import { FETCH_FAILED, WHAT_COUNTS } from '../lib/messages';
import { SalesFigures } from './figures';

/**
 * The stretch of last month as long as this month so far (the 1st to the 29th against the 1st to
 * the 29th): a month under way is never compared with a whole one. Null when the whole last month
 * is that long already.
 */
function sameDaysOfLastMonth(current: SalesSummary | undefined, last: SalesSummary | undefined): Extract<Period, { kind: 'range' }> | null {
  if (!current || !last) return null;
  const days = Math.round((Date.parse(current.endDate) - Date.parse(current.startDate)) / 86_400_000) + 1;
  const end = addDaysIso(last.startDate, days - 1);
  if (end >= last.endDate) return null;
  return { kind: 'range', startDate: last.startDate, endDate: end };
}

/** /admin/statistics: this month's figures against the same days of last month, then last month's. */
export function StatisticsOverview() {
  const current = useSales({ kind: 'current' });
  const last = useSales({ kind: 'last' });
  const sameDays = sameDaysOfLastMonth(current.data, last.data);
  const lastSameDays = useSales(sameDays);
  const compareWith = sameDays ? (lastSameDays.data?.startDate === sameDays.startDate ? lastSameDays.data : undefined) : last.data;
  return (
    <div className="adm-stack">
      <p className="op-muted">{WHAT_COUNTS}</p>
      {current.isError || last.isError || lastSameDays.isError ? (
        <Alert tone="error" title={FETCH_FAILED} />
      ) : current.data && last.data && compareWith ? (
        <>
          <h2 className="section__title">Luna curentă</h2>
          <SalesFigures sales={current.data} previous={compareWith} />
          <p className="op-muted">
            Comparat cu aceleași zile ale lunii trecute: {formatIsoDate(compareWith.startDate)} – {formatIsoDate(compareWith.endDate)}.
          </p>
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
