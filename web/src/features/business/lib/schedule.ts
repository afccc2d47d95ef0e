import { BUSINESS_TIME_ZONE } from '@/lib/constants';
import type { Schedule, ScheduleType } from '../api/types';

/** 1 = Monday … 7 = Sunday. */
export const DAY_NAMES: Record<number, string> = {
  1: 'Luni',
  2: 'Marți',
  3: 'Miercuri',
  4: 'Joi',
  5: 'Vineri',
  6: 'Sâmbătă',
  7: 'Duminică',
};

export const CLOSED_LABEL = 'Închis';

const WEEKDAY_INDEX: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Today's weekday (1 = Monday) in the shop's time zone. */
export function isoWeekdayInBucharest(now: Date = new Date()): number {
  const short = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short' }).format(now);
  return WEEKDAY_INDEX[short] ?? ((now.getDay() + 6) % 7) + 1;
}

export type ScheduleRow = { day: number; name: string; hours: string | null };

function hoursOf(entry: Schedule): string | null {
  if (!entry.open) return null;
  if (entry.openingTime && entry.closingTime) return `${entry.openingTime.slice(0, 5)} – ${entry.closingTime.slice(0, 5)}`;
  if (entry.hours) return entry.hours.replace(/\s*-\s*/, ' – ');
  return null;
}

/** The seven days of one schedule type, Monday first; a missing or closed day has no hours. */
export function weekRows(schedules: Schedule[] | undefined, type: ScheduleType = 'REGULAR'): ScheduleRow[] {
  const byDay = new Map<number, Schedule>();
  for (const s of schedules ?? []) if (s.scheduleType === type) byDay.set(s.dayOfWeek, s);
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const entry = byDay.get(day);
    return { day, name: DAY_NAMES[day], hours: entry ? hoursOf(entry) : null };
  });
}
