import { tz } from '@date-fns/tz';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { BUSINESS_TIME_ZONE } from './constants';

/*
 * Every date and time the app shows or computes is read on the shop's clock (Europe/Bucharest),
 * whatever the visitor's own time zone: opening hours, pickup moments and order dates all mean
 * Sibiu time. Dates show as dd-MM-yyyy and times as HH:mm(:ss), as Romanians write them.
 */

const inShopZone = { in: tz(BUSINESS_TIME_ZONE) };

/** The weekday names, 1 = Monday … 7 = Sunday. */
export const WEEKDAY_NAMES: Record<number, string> = {
  1: 'Luni',
  2: 'Marți',
  3: 'Miercuri',
  4: 'Joi',
  5: 'Vineri',
  6: 'Sâmbătă',
  7: 'Duminică',
};

/**
 * A Date, epoch ms, an ISO string, or the backend's array form
 * [year, month (1-12), day, hour, minute, second, nanos], which is Bucharest wall time.
 */
export type DateInput = Date | number | string | number[];

function toDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  if (Array.isArray(input)) {
    const [y, mo = 1, d = 1, h = 0, mi = 0, s = 0] = input;
    return new Date(shopInstant(y, mo, d, h, mi, s));
  }
  return new Date(input);
}

/*
 * The shop's offset from UTC, read from one Intl formatter made once and remembered per UTC day
 * (per hour on a day the clocks change: Bucharest changes on the hour, 01:00 UTC, at most once a
 * day). A TZDate with date-fns's format builds and reads formatters on every call: the checkout's
 * 1,440 moments of a month took 200-340 ms that way, one long task at the form's mount (Lighthouse's
 * total blocking time); this way a few milliseconds. Same answers, tested against @date-fns/tz
 * across both summer-time changes.
 */
const SHOP_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** UTC day -> the shop's offset all that day, or null on a day the offset changes. */
const offsetOfDay = new Map<number, number | null>();
const offsetOfHour = new Map<number, number>();

/** The offset at the start of a UTC hour, asked of the formatter. */
function offsetAtHour(hour: number): number {
  let offset = offsetOfHour.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const parts: Record<string, number> = {};
    for (const part of SHOP_CLOCK.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - at;
    offsetOfHour.set(hour, offset);
  }
  return offset;
}

/** Milliseconds the shop's clock is ahead of UTC at the instant `ms`. */
function shopOffsetMs(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  let whole = offsetOfDay.get(day);
  if (whole === undefined) {
    const first = offsetAtHour(day * 24);
    whole = first === offsetAtHour(day * 24 + 23) ? first : null;
    offsetOfDay.set(day, whole);
  }
  return whole ?? offsetAtHour(Math.floor(ms / HOUR_MS));
}

/**
 * The instant of a wall time on the shop's clock (month 1-12), as TZDate reads it: a wall time
 * skipped in spring reads an hour later, one repeated in autumn is its second (winter) moment.
 */
function shopInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(wall)) return NaN;
  const guess = shopOffsetMs(wall);
  const offset = shopOffsetMs(wall - guess);
  return wall - (guess === offset ? guess : offset);
}

/** The shop's wall clock at `ms` read through the UTC fields of a Date. */
function shopWall(ms: number): Date {
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return new Date(ms + shopOffsetMs(ms));
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDateOf = (wall: Date) => `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
const clockOf = (wall: Date) => `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;

/** A moment read on the shop's clock. */
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

export function zonedParts(date: Date): ZonedParts {
  const wall = shopWall(date.getTime());
  return {
    date: isoDateOf(wall),
    time: clockOf(wall),
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay() || 7,
  };
}

/** Today's weekday (1 = Monday) on the shop's clock. */
export function shopWeekday(now: Date = new Date()): number {
  return zonedParts(now).weekday;
}

/** Today's date as YYYY-MM-DD on the shop's clock. */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', inShopZone);
}

/** "2026-11-23" + "10:30" on the shop's clock → the instant. */
export function zonedDateTime(dateIso: string, time: string): Date {
  const [y, mo, d] = dateIso.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return toDate([y, mo, d, h, mi, 0]);
}

/** ISO 8601 with the Bucharest offset: "2026-11-23T10:30:00+02:00". */
export function toZonedIso(date: Date): string {
  const ms = date.getTime();
  const wall = shopWall(ms);
  const offset = Math.round((wall.getTime() - ms) / 60000);
  const zone = offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad2(Math.floor(Math.abs(offset) / 60))}:${pad2(Math.abs(offset) % 60)}`;
  return `${isoDateOf(wall)}T${clockOf(wall)}:${pad2(wall.getUTCSeconds())}${zone}`;
}

/** "2026-11-23" plus n calendar days. */
export function addDaysIso(dateIso: string, days: number): string {
  const ymd = calendarDate(dateIso);
  if (!ymd) return format(addDays(parseISO(dateIso), days), 'yyyy-MM-dd');
  return isoDateOf(new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2] + days)));
}

/** "2026-11-23" as [2026, 11, 23] without parsing through date-fns (once per day of the checkout's month); null for any other form. */
function calendarDate(dateIso: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateIso);
  if (!m) return null;
  const ymd: [number, number, number] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A day the calendar does not have (2026-02-30) goes to date-fns, which refuses it as before.
  return isoDateOf(new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2]))) === dateIso ? ymd : null;
}

/** Weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(dateIso: string): number {
  const ymd = calendarDate(dateIso);
  if (!ymd) return getISODay(parseISO(dateIso));
  return new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2])).getUTCDay() || 7;
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
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "2026-12-25" → "25-12-2026" (a calendar date, no clock involved). */
export function formatIsoDate(dateIso: string): string {
  return format(parseISO(dateIso), 'dd-MM-yyyy');
}

/** A calendar date ("2026-12-25") or a moment, as dd-MM-yyyy (the moment on the shop's clock); '' for nothing. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatDateTimeShort(value).slice(0, 10);
}

/** dd-MM-yyyy on the shop's clock. */
export function formatDate(input: DateInput): string {
  return format(toDate(input), 'dd-MM-yyyy', inShopZone);
}

/** HH:mm:ss on the shop's clock. */
export function formatTime(input: DateInput): string {
  return format(toDate(input), 'HH:mm:ss', inShopZone);
}

/** dd-MM-yyyy HH:mm:ss on the shop's clock. */
export function formatDateTime(input: DateInput): string {
  return format(toDate(input), 'dd-MM-yyyy HH:mm:ss', inShopZone);
}

/** dd-MM-yyyy HH:mm on the shop's clock; '' for nothing or an unreadable value. */
export function formatDateTimeShort(input: DateInput | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'dd-MM-yyyy HH:mm', inShopZone);
}

/** HH:mm on the shop's clock; '' for nothing or an unreadable value. */
export function formatClock(input: DateInput | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'HH:mm', inShopZone);
}
