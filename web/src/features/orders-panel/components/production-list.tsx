import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageShell } from '@/components/ui/page-shell';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { addDaysIso, formatIsoDate, formatTime, todayIso } from '@/lib/bucharest-time';
import type { ProductionList as ProductionListData } from '@/types/api';
import { useProductionList } from '../api/get-production-list';
import { methodLabel } from '../lib/labels';

type PrintFormat = 'a4' | 'receipt';

function when(order: ProductionListData['categories'][number]['items'][number]['orders'][number]): string {
  const method = methodLabel(order.deliveryMethod);
  return order.moment ? `${method} la ${formatTime(order.moment).slice(0, 5)}` : `${method}, cât mai curând (primită la ${formatTime(order.placedAt).slice(0, 5)})`;
}

function Sheet({ list }: { list: ProductionListData }) {
  return (
    <>
      {list.categories.map((category) => (
        <section key={category.category} className="production__category" aria-label={category.category}>
          <h2 className="production__category-title">{category.category}</h2>
          <ul className="production__items">
            {category.items.map((item) => (
              <li key={`${item.productName}-${item.dimension}`} className="production__item" data-testid="production-item">
                <p className="production__item-title">
                  <strong>{item.quantity} ×</strong> {item.productName} <span className="production__dim">({item.dimension})</span>
                </p>
                <ul className="production__orders">
                  {item.orders.map((o, i) => (
                    <li key={`${o.orderNumber}-${i}`}>
                      #{o.orderNumber} · {o.quantity} buc. · {when(o)} · {o.client}
                      {o.extras.length ? <span> · + {o.extras.join(', ')}</span> : null}
                      {o.preferredMessage ? (
                        <p className="production__message">
                          Mesaj: <q data-testid="production-message">{o.preferredMessage}</q>
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /comenzi/productie: for a chosen day, what the kitchen makes, by category; printable on A4 or on a receipt printer. */
export function ProductionList() {
  const [date, setDate] = useState(() => addDaysIso(todayIso(), 1));
  const [printing, setPrinting] = useState<PrintFormat | null>(null);
  const list = useProductionList(date);

  const print = (format: PrintFormat) => {
    setPrinting(format);
    // After the printable copy is in the page.
    window.setTimeout(() => {
      window.print();
      setPrinting(null);
    }, 50);
  };

  return (
    <PageShell
      title="Lista de producție"
      subtitle="Ce pregătim în ziua aleasă: produse, cantități, mesaje și orele de ridicare sau livrare."
      width="wide"
      actions={
        <>
          <Button variant="secondary" onClick={() => print('a4')} disabled={!list.data}>
            Tipărește A4
          </Button>
          <Button variant="secondary" onClick={() => print('receipt')} disabled={!list.data}>
            Tipărește pe bon
          </Button>
        </>
      }
    >
      <div className="production__controls">
        <FormField id="production-date" label="Ziua">
          <Input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </FormField>
        <Button variant="ghost" onClick={() => setDate(todayIso())}>
          Azi
        </Button>
        <Button variant="ghost" onClick={() => setDate(addDaysIso(todayIso(), 1))}>
          Mâine
        </Button>
      </div>
      {list.isError ? <LoadFailed title="Lista de producție nu poate fi afișată." error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.isPending ? <LoadingCard /> : null}
      {list.data ? (
        <div className="production">
          <p className="production__summary" role="status">
            {formatIsoDate(list.data.date)}: {list.data.totalPieces} {list.data.totalPieces === 1 ? 'bucată' : 'bucăți'} de pregătit
          </p>
          {list.data.categories.length ? <Sheet list={list.data} /> : <EmptyState title="Nicio comandă pentru această zi." />}
        </div>
      ) : null}
      {printing && list.data
        ? createPortal(
            <div className={`production-print production-print--${printing}`} aria-hidden="true">
              <p className="production-print__title">Producție {formatIsoDate(list.data.date)}</p>
              <Sheet list={list.data} />
            </div>,
            document.body,
          )
        : null}
    </PageShell>
  );
}
