import '../statistics.css';
import { formatMoney } from '@/lib/format';
import type { SalesSummary } from '@/types/api';

function change(now: number, before: number): string | null {
  if (before === 0) return now === 0 ? null : 'nou față de perioada anterioară';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% față de perioada anterioară`;
}

/** The three figures of a period, each with its change against the previous period when given. */
export function SalesFigures({ sales, previous }: { sales: SalesSummary; previous?: SalesSummary }) {
  const figures = [
    {
      label: 'Venit din comenzi',
      value: formatMoney(sales.totalIncomeFromOrders),
      delta: previous ? change(Number(sales.totalIncomeFromOrders), Number(previous.totalIncomeFromOrders)) : null,
      testId: 'income',
    },
    {
      label: 'Comenzi livrate',
      value: String(sales.numberOfOrders),
      delta: previous ? change(sales.numberOfOrders, previous.numberOfOrders) : null,
      testId: 'orders',
    },
    {
      label: 'Valoare medie a comenzii',
      value: formatMoney(sales.mediumOrderPrice),
      delta: previous ? change(Number(sales.mediumOrderPrice), Number(previous.mediumOrderPrice)) : null,
      testId: 'medium',
    },
  ];
  return (
    <dl className="stats-figures">
      {figures.map((f) => (
        <div key={f.label} className="stats-figure card" data-testid={`figure-${f.testId}`}>
          <dt className="stats-figure__label">{f.label}</dt>
          <dd className="stats-figure__value">{f.value}</dd>
          {f.delta ? <dd className="stats-figure__delta">{f.delta}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
