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

/** A note that speaks of an allergy gets a louder label: the kitchen must not miss it. */
const ALLERGY = /alerg|intoler|gluten|celiac/i;

function when(order: ProductionListData['categories'][number]['items'][number]['orders'][number]): string {
  const method = methodLabel(order.deliveryMethod);
  return order.moment ? `${method} la ${formatTime(order.moment).slice(0, 5)}` : `${method}, cât mai curând (primită la ${formatTime(order.placedAt).slice(0, 5)})`;
}

/** The sheet; `printed` is the copy for paper, without the screen's test ids (one of each on the page). */
function Sheet({ list, printed = false }: { list: ProductionListData; printed?: boolean }) {
  const tid = (id: string) => (printed ? undefined : id);
  return (
    <>
      {list.categories.map((category) => (
        <section key={category.category} className="production__category" aria-label={category.category}>
          <h2 className="production__category-title">{category.category}</h2>
          <ul className="production__items">
            {category.items.map((item) => (
              <li key={`${item.productName}-${item.dimension}`} className="production__item" data-testid={tid('production-item')}>
                <p className="production__item-title">
                  <strong>{item.quantity} ×</strong> {item.productName} <span className="production__dim">({item.dimension})</span>
                </p>
                <ul className="production__orders">
                  {item.orders.map((o, i) => (
                    <li key={`${o.orderNumber}-${i}`} className="production__order" data-testid={tid('production-order')}>
                      <span>
                        #{o.orderNumber} · {o.quantity} buc. · {when(o)} · {o.client}
                      </span>
                      {o.extras.length ? (
                        <p className="production__extras">
                          Extra: <span data-testid={tid('production-extras')}>{o.extras.join(', ')}</span>
                        </p>
                      ) : null}
                      {o.preferredMessage ? (
                        <p className="production__message">
                          Mesaj: <q data-testid={tid('production-message')}>{o.preferredMessage}</q>
                        </p>
                      ) : null}
                      {o.note ? (
                        <p className={`production__note${ALLERGY.test(o.note) ? ' production__note--allergy' : ''}`}>
                          <strong>{ALLERGY.test(o.note) ? 'Alergii / observații:' : 'Observații:'}</strong>{' '}
                          <span data-testid={tid('production-note')}>{o.note}</span>
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
  // The printable copy is always in the page (hidden on screen), so the browser's own Print
  // (Ctrl+P) gives the A4 sheet too; the receipt button switches it for one print.
  const [format, setFormat] = useState<PrintFormat>('a4');
  const list = useProductionList(date);

  const print = (chosen: PrintFormat) => {
    setFormat(chosen);
    // After the printable copy has its format.
    window.setTimeout(() => {
      window.print();
      setFormat('a4');
    }, 50);
  };

  return (
    <PageShell
      title="Lista de producție"
      subtitle="Ce pregătim în ziua aleasă: produse, cantități, mesaje, extra, alergii și observații, orele de ridicare sau livrare."
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
      {list.data
        ? createPortal(
            <div className={`production-print production-print--${format}`} aria-hidden="true" data-testid="production-print">
              <p className="production-print__title">Producție {formatIsoDate(list.data.date)}</p>
              <Sheet list={list.data} printed />
            </div>,
            document.body,
          )
        : null}
    </PageShell>
  );
}
