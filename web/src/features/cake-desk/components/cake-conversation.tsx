import { formatDateTimeShort } from '@/lib/bucharest-time';
import type { CakeChange } from '../api/types';
import { cakeStatusLabel } from '../lib/labels';

/** Who made a change: the bakery's staff, the shop's own timers, or the customer. */
function whoOf(change: CakeChange): string {
  if (change.byStaff) return 'cofetăria';
  return change.toStatus === 'EXPIRED' || change.toStatus === 'LOCKED' ? 'automat' : 'clientul';
}

function whatOf(change: CakeChange): string {
  if (!change.toStatus) return 'Mesaj';
  if (!change.fromStatus) return 'Cerere trimisă';
  if (change.fromStatus === 'QUOTED' && change.toStatus === 'REQUESTED') return 'Cere o modificare a ofertei';
  return `${cakeStatusLabel(change.fromStatus)} → ${cakeStatusLabel(change.toStatus)}`;
}

/** The customer's change requests and every change of state, oldest first, each with who and when. */
export function CakeConversation({ changes }: { changes: CakeChange[] }) {
  const sorted = [...changes].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (sorted.length === 0) return <p className="cd-muted">Nicio modificare până acum.</p>;
  return (
    <ol className="cd-timeline">
      {sorted.map((c, index) => (
        <li key={index} className={c.message ? 'cd-timeline__message' : undefined}>
          <span className="cd-timeline__meta">
            {formatDateTimeShort(c.at) || '—'} · {whoOf(c)}
          </span>
          <span className="cd-block">{whatOf(c)}</span>
          {c.message ? <q>{c.message}</q> : null}
        </li>
      ))}
    </ol>
  );
}
