import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingCard } from '@/components/ui/load-states';
import { Tabs } from '@/components/ui/tabs';
import { addDaysIso, formatIsoDate, todayIso } from '@/lib/bucharest-time';
import { formatMoney, formatWholeNumber } from '@/lib/format';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useSales, type Period } from '../api/get-sales';
import { useSalesPerDay } from '../api/get-sales-per-day';
import { csvMoney, downloadCsv } from '../lib/csv';
import { BOTH_DATES, FETCH_FAILED, NO_DATA, WHAT_COUNTS } from '../lib/messages';
import { SalesFigures } from './figures';

type Kind = Period['kind'];
const TABS: { id: Kind; label: string }[] = [
  { id: 'current', label: 'Luna curentă' },
  { id: 'last', label: 'Luna trecută' },
  { id: 'range', label: 'Interval personalizat' },
];

function monthBounds(kind: 'current' | 'last'): [string, string] {
  const today = todayIso();
  const firstOfThis = `${today.slice(0, 8)}01`;
  if (kind === 'current') return [firstOfThis, today];
  const lastOfPrevious = addDaysIso(firstOfThis, -1);
  return [`${lastOfPrevious.slice(0, 8)}01`, lastOfPrevious];
}

/** /admin/statistics/sales: a period, its figures and a chart of income and orders per day. */
export function SalesReport() {
  const [kind, setKind] = useState<Kind>('current');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);

  const period: Period | null = kind === 'range' ? (range ? { kind, ...range } : null) : { kind };
  const [from, to] = kind === 'range' ? [range?.startDate ?? '', range?.endDate ?? ''] : monthBounds(kind);
  const sales = useSales(period);
  const perDay = useSalesPerDay(from, to);

  const applyRange = () => {
    if (!start || !end) {
      setRangeError(BOTH_DATES);
      return;
    }
    setRangeError(null);
    setRange({ startDate: start, endDate: end });
  };

  const chart = (perDay.data?.days ?? []).map((d) => ({
    day: formatIsoDate(d.day).slice(0, 5),
    venit: Number(d.income),
    comenzi: d.numberOfOrders,
  }));

  // Drawn at once for whoever asked for less motion (and for still pictures of the page).
  const stillChart = usePrefersReducedMotion();
  // A range with no delivered order (a future one, a closed week) gets a sentence, not an empty chart.
  const hasData = chart.some((d) => d.venit > 0 || d.comenzi > 0);

  return (
    <div className="adm-stack">
      <p className="op-muted">{WHAT_COUNTS}</p>
      <Tabs idPrefix="sales-period" label="Perioada" items={TABS} value={kind} onChange={setKind} />
      {kind === 'range' ? (
        <div className="adm-toolbar">
          <FormField id="sales-start" label="De la" error={rangeError ?? undefined}>
            <Input type="date" value={start} onChange={(e) => setStart(e.target.value)} max={todayIso()} />
          </FormField>
          <FormField id="sales-end" label="Până la">
            <Input type="date" value={end} onChange={(e) => setEnd(e.target.value)} max={todayIso()} />
          </FormField>
          <Button onClick={applyRange}>Arată</Button>
        </div>
      ) : null}
      {sales.isError || perDay.isError ? (
        <Alert tone="error" title={FETCH_FAILED} />
      ) : period === null ? null : sales.data && perDay.data ? (
        <>
          <p>
            {formatIsoDate(sales.data.startDate)} – {formatIsoDate(sales.data.endDate)}
          </p>
          <SalesFigures sales={sales.data} />
          {hasData ? (
            <figure className="card stats-chart" aria-label="Venit și comenzi pe zile">
              <figcaption className="stats-chart__axes">
                <span>
                  <span className="stats-chart__key stats-chart__key--income" aria-hidden="true" /> Venit (RON), axa din stânga
                </span>
                <span>
                  <span className="stats-chart__key stats-chart__key--orders" aria-hidden="true" /> Comenzi livrate, axa din dreapta
                </span>
              </figcaption>
              <ResponsiveContainer width="100%" height={320}>
                <ComposedChart data={chart} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
                  <XAxis dataKey="day" />
                  <YAxis
                    yAxisId="lei"
                    width={72}
                    tickFormatter={(v: number) => formatWholeNumber(v)}
                    label={{ value: 'RON', angle: -90, position: 'insideLeft', offset: 0 }}
                  />
                  <YAxis
                    yAxisId="comenzi"
                    orientation="right"
                    allowDecimals={false}
                    tickFormatter={(v: number) => formatWholeNumber(v)}
                    label={{ value: 'comenzi', angle: 90, position: 'insideRight', offset: 0 }}
                  />
                  <Tooltip formatter={(value, name) => (name === 'venit' ? formatMoney(Number(value).toFixed(2)) : value)} />
                  <Bar yAxisId="lei" dataKey="venit" name="venit" fill="var(--color-gold)" isAnimationActive={!stillChart} />
                  <Line yAxisId="comenzi" dataKey="comenzi" name="comenzi" stroke="var(--color-primary)" strokeWidth={2} isAnimationActive={!stillChart} />
                </ComposedChart>
              </ResponsiveContainer>
            </figure>
          ) : (
            <p className="card stats-empty">{NO_DATA}</p>
          )}
          <Button
            variant="secondary"
            onClick={() =>
              downloadCsv(
                `vanzari-${from}-${to}.csv`,
                perDay.data.days.map((d) => ({ Ziua: formatIsoDate(d.day), 'Venit (RON)': csvMoney(d.income), 'Comenzi livrate': d.numberOfOrders })),
              )
            }
          >
            Descarcă CSV
          </Button>
        </>
      ) : (
        <LoadingCard lines={4} />
      )}
    </div>
  );
}
