import { BUSINESS_TIME_ZONE } from './constants';

/** Today's date as YYYY-MM-DD in the business time zone (Europe/Bucharest). */
export function todayIso(now: Date = new Date()): string {
  const p: Record<string, string> = {};
  const fmt = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const part of fmt.formatToParts(now)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}`;
}

/** "2026-12-25" → "25-12-2026" (SPEC §9 date format); anything else is returned as is. */
export function isoToDisplayDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : (iso ?? '');
}
