import { formatDateTimeShort } from '@/lib/bucharest-time';
import { formatMoney } from '@/lib/format';
import type { CakeQuote } from '../api/types';
import { dayLabel } from '../lib/labels';

/** Every quote sent, the latest first (only it can be accepted). */
export function CakeQuotes({ quotes }: { quotes: CakeQuote[] }) {
  if (quotes.length === 0) return <p className="cd-muted">Nicio ofertă trimisă încă.</p>;
  const sorted = [...quotes].sort((a, b) => b.version - a.version);
  return (
    <ol className="cd-timeline" reversed>
      {sorted.map((q) => (
        <li key={q.id} data-quote-id={q.id}>
          <strong>
            Oferta {q.version}
            {q.latest ? ' (cea valabilă)' : ''}: {formatMoney(q.price)}
          </strong>
          <span className="cd-timeline__meta">
            {formatDateTimeShort(q.createdAt)}
          </span>
          <span className="cd-block">
            Avans {String(Number(q.depositPercent)).replace('.', ',')}% ({formatMoney(q.depositAmount)}) · valabilă până la {dayLabel(q.validUntil)} · fără modificări după{' '}
            {dayLabel(q.lockDate)}
          </span>
          {q.description ? <p>{q.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
