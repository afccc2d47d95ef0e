import { formatDateTimeShort } from '@/lib/bucharest-time';
import type { CakeMessage, CakeStatusChange } from '../api/types';
import { cakeStatusLabel } from '../lib/labels';

type Entry = { at: string; key: string; kind: 'message' | 'change'; text: string; who: string | null };

/** The customer's change requests and every change of state, oldest first, each with who and when. */
export function CakeConversation({ messages, history }: { messages: CakeMessage[]; history: CakeStatusChange[] }) {
  const entries: Entry[] = [
    ...messages.map((m, i) => ({ at: m.createdAt, key: `m${i}`, kind: 'message' as const, text: m.message, who: m.author ?? 'Clientul' })),
    ...history.map((h, i) => ({
      at: h.changedAt,
      key: `h${i}`,
      kind: 'change' as const,
      text: h.note ? `${cakeStatusLabel(h.status)}: ${h.note}` : cakeStatusLabel(h.status),
      who: h.changedBy ?? null,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (entries.length === 0) return <p className="cd-muted">Nicio modificare până acum.</p>;
  return (
    <ol className="cd-timeline">
      {entries.map((e) => (
        <li key={e.key} className={e.kind === 'message' ? 'cd-timeline__message' : undefined} data-kind={e.kind}>
          <span className="cd-timeline__meta">
            {formatDateTimeShort(e.at) || '—'}
            {e.who ? ` · ${e.who}` : ''}
            {e.kind === 'message' ? ' · cere o modificare' : ''}
          </span>
          {e.kind === 'message' ? <q>{e.text}</q> : <span>{e.text}</span>}
        </li>
      ))}
    </ol>
  );
}
