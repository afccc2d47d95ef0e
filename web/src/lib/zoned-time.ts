import { BUSINESS_TIME_ZONE } from './constants';
import { toDate } from './format';

/** A moment read on the shop's clock (Europe/Bucharest). */
export type ZonedParts = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock reading of `date` in Europe/Bucharest. */
export function zonedParts(date: Date): ZonedParts {
  const p: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) p[part.type] = part.value;
  const year = Number(p.year);
  const month = Number(p.month);
  const day = Number(p.day);
  const hour = Number(p.hour) % 24;
  const minute = Number(p.minute);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${pad(hour)}:${p.minute}`,
    year,
    month,
    day,
    hour,
    minute,
    second: Number(p.second),
    weekday: WEEKDAYS[p.weekday] ?? 1,
  };
}

/** "2026-11-23" + "10:30" on the shop's clock → the instant. */
export function zonedDateTime(dateIso: string, time: string): Date {
  const [y, mo, d] = dateIso.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return toDate([y, mo, d, h, mi, 0]);
}

/** Minutes the shop's clock is ahead of UTC at `date` (120 in winter, 180 in summer). */
export function zonedOffsetMinutes(date: Date): number {
  const p = zonedParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

/** ISO 8601 with the Bucharest offset: "2026-11-23T10:30:00+02:00". */
export function toZonedIso(date: Date): string {
  const p = zonedParts(date);
  const offset = zonedOffsetMinutes(date);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.date}T${p.time}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "2026-11-23" plus n calendar days. */
export function addDaysIso(dateIso: string, days: number): string {
  const [y, mo, d] = dateIso.split('-').map(Number);
  const next = new Date(Date.UTC(y, mo - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(dateIso: string): number {
  const [y, mo, d] = dateIso.split('-').map(Number);
  const js = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  return js === 0 ? 7 : js;
}

/** "HH:mm" or "HH:mm:ss" → minutes after midnight; anything else → null. */
export function minutesOfDay(text: string | null | undefined): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})/.exec(text ?? '');
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  if (h > 24 || mi > 59) return null;
  return h * 60 + mi;
}

/** 615 → "10:15". */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "dd-MM-yyyy HH:mm" on the shop's clock, from a Date, an ISO string or the backend's array form. */
export function formatDateTimeShort(input: Date | string | number[] | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date);
  const [y, m, d] = p.date.split('-');
  return `${d}-${m}-${y} ${p.time}`;
}
