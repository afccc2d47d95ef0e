import { WEEKDAY_NAMES } from '@/lib/bucharest-time';
import type { Schedule, ScheduleDayBody, ScheduleType } from '@/types/api';

export const DAYS: { day: number; label: string }[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, label: WEEKDAY_NAMES[day] }));

export const SCHEDULE_GROUP_LABELS: Record<ScheduleType, string> = {
  REGULAR: 'Program',
  PICKUP: 'Ridicare personală',
  DELIVERY: 'Livrare',
};

export type DayValues = { dayOfWeek: number; open: boolean; openingTime: string; closingTime: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** '08:00 - 20:00' → ['08:00', '20:00']. */
function splitHours(hours: string | null | undefined): [string, string] {
  const m = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/.exec(hours ?? '');
  if (!m) return ['', ''];
  const pad = (t: string) => (t.length === 4 ? `0${t}` : t);
  return [pad(m[1]), pad(m[2])];
}

/** Hours are stored 'HH:mm - HH:mm', as the admin service reads them. */
function joinHours(opening: string, closing: string): string | null {
  return opening && closing ? `${opening} - ${closing}` : null;
}

export function hasHours(day: DayValues | undefined): boolean {
  return Boolean(day && isTime(day.openingTime) && isTime(day.closingTime));
}

/** The week of one schedule type as form rows (Monday first); missing days are closed. */
export function toDayValues(schedules: Schedule[] | undefined, type: ScheduleType): DayValues[] {
  return DAYS.map(({ day }) => {
    const s = schedules?.find((x) => x.scheduleType === type && x.dayOfWeek === day);
    const [fromHours, toHours] = splitHours(s?.hours);
    return {
      dayOfWeek: day,
      open: Boolean(s?.open),
      openingTime: (s?.openingTime ?? '').slice(0, 5) || fromHours,
      closingTime: (s?.closingTime ?? '').slice(0, 5) || toHours,
    };
  });
}

/** The body's day; openingTime/closingTime go along as the form always sent them. */
type ScheduleDay = ScheduleDayBody & Pick<Schedule, 'openingTime' | 'closingTime'>;

export function toSchedules(type: ScheduleType, days: DayValues[]): ScheduleDay[] {
  return days.map((d) => {
    const hours = joinHours(d.openingTime, d.closingTime);
    return {
      scheduleType: type,
      dayOfWeek: d.dayOfWeek,
      open: d.open,
      hours,
      openingTime: hours ? d.openingTime : null,
      closingTime: hours ? d.closingTime : null,
    };
  });
}

/**
 * 'Același program pentru toate zilele': the hours of the last edited day go to
 * every day (open/closed flags stay); null when that day has no hours.
 */
export function copyDayToAll(days: DayValues[], lastEditedDay: number | null): DayValues[] | null {
  const source = days.find((d) => d.dayOfWeek === lastEditedDay);
  if (!source || !hasHours(source)) return null;
  return days.map((d) => ({ ...d, openingTime: source.openingTime, closingTime: source.closingTime }));
}
