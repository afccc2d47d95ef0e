import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { BUSINESS_TIME_ZONE } from './constants';

/*
 * Every date and time the app shows or computes is read on the shop's clock (Europe/Bucharest),
 * whatever the visitor's own time zone: opening hours, pickup moments and order dates all mean
 * Sibiu time. Dates show as dd-MM-yyyy and times as HH:mm(:ss) (SPEC §9).
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
    return new Date(new TZDate(y, mo - 1, d, h, mi, s, BUSINESS_TIME_ZONE).getTime());
  }
  return new Date(input);
}

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
  const z = new TZDate(date, BUSINESS_TIME_ZONE);
  return {
    date: format(z, 'yyyy-MM-dd'),
    time: format(z, 'HH:mm'),
    year: z.getFullYear(),
    month: z.getMonth() + 1,
    day: z.getDate(),
    hour: z.getHours(),
    minute: z.getMinutes(),
    second: z.getSeconds(),
    weekday: getISODay(z),
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
  return format(new TZDate(date, BUSINESS_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** "2026-11-23" plus n calendar days. */
export function addDaysIso(dateIso: string, days: number): string {
  return format(addDays(parseISO(dateIso), days), 'yyyy-MM-dd');
}

/** Weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(dateIso: string): number {
  return getISODay(parseISO(dateIso));
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
