import { addDaysIso, formatIsoDate } from '@/lib/bucharest-time';

const SHOWN_DATE = /^\s*(\d{1,2})[-./](\d{1,2})[-./](\d{4})\s*$/;

/** "24-12-2026" (as typed and shown) → "2026-12-24"; null for anything that is not a day of the calendar. */
export function parseShownDate(text: string): string | null {
  const m = SHOWN_DATE.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first day a cake can be made for: today on the shop's clock plus the lead time. */
export function earliestEventDate(todayIso: string, leadDays: number): string {
  return addDaysIso(todayIso, Math.max(0, leadDays));
}

export const DATE_MSG = {
  required: 'Introdu data evenimentului.',
  format: 'Scrie data în forma zz-ll-aaaa, de exemplu 24-12-2026.',
  tooSoon: (earliest: string, leadDays: number) =>
    `Avem nevoie de cel puțin ${leadDays} ${leadDays === 1 ? 'zi' : 'zile'} pentru un tort personalizat: cea mai apropiată dată posibilă este ${formatIsoDate(earliest)}.`,
} as const;
