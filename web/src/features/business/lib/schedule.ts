import { WEEKDAY_NAMES } from '@/lib/bucharest-time';
import type { Schedule, ScheduleType } from '@/types/api';


export const CLOSED_LABEL = 'Închis';

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
    return { day, name: WEEKDAY_NAMES[day], hours: entry ? hoursOf(entry) : null };
  });
}
