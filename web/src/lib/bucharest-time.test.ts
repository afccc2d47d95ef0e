import { TZDate } from '@date-fns/tz';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatIsoDate,
  formatTime,
  isoWeekdayOf,
  shopWeekday,
  timeOfMinutes,
  todayIso,
  toZonedIso,
  zonedDateTime,
  zonedParts,
} from './bucharest-time';
import { BUSINESS_TIME_ZONE } from './constants';

describe('dates in Europe/Bucharest', () => {
  it('formats dd-MM-yyyy in the business time zone, not UTC', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Bucharest (UTC+2).
    expect(formatDate(new Date('2024-12-31T22:30:00Z'))).toBe('01-01-2025');
    expect(formatDate('2025-07-04T08:00:00Z')).toBe('04-07-2025');
  });

  it('formats HH:mm:ss with summer time', () => {
    expect(formatTime(new Date('2025-07-04T08:05:09Z'))).toBe('11:05:09');
    expect(formatTime(new Date('2025-01-04T08:05:09Z'))).toBe('10:05:09');
  });

  it('reads the backend array form as Bucharest wall time', () => {
    expect(formatDateTime([2025, 3, 9, 14, 7, 3, 0])).toBe('09-03-2025 14:07:03');
    expect(formatDateTime([2025, 8, 1, 0, 0, 0])).toBe('01-08-2025 00:00:00');
  });
});

describe('calendar helpers on the shop clock', () => {
  it('today and its weekday are Bucharest ones near midnight', () => {
    // 22:30 UTC on Sunday 4 January 2026 is already Monday in Bucharest.
    const lateSunday = new Date('2026-01-04T22:30:00Z');
    expect(todayIso(lateSunday)).toBe('2026-01-05');
    expect(shopWeekday(lateSunday)).toBe(1);
  });

  it('wall time ↔ instant with the right offset, winter and summer', () => {
    expect(zonedDateTime('2026-11-23', '10:30').toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(toZonedIso(zonedDateTime('2026-11-23', '10:30'))).toBe('2026-11-23T10:30:00+02:00');
    expect(toZonedIso(zonedDateTime('2026-07-01', '12:00'))).toBe('2026-07-01T12:00:00+03:00');
  });

  it('shows dates as dd-MM-yyyy', () => {
    expect(formatIsoDate('2026-12-25')).toBe('25-12-2026');
    expect(formatDateTimeShort([2026, 11, 22, 18, 5, 12, 0])).toBe('22-11-2026 18:05');
    expect(formatDateTimeShort(null)).toBe('');
  });
});

describe('the shop clock read without a TZDate per call (fast enough for a month of moments)', () => {
  // What @date-fns/tz answers, the reference the fast reading must match moment for moment.
  const reference = {
    instant: (date: string, time: string) => {
      const [y, mo, d] = date.split('-').map(Number);
      const [h, mi] = time.split(':').map(Number);
      return new TZDate(y, mo - 1, d, h, mi, 0, BUSINESS_TIME_ZONE).getTime();
    },
    parts: (at: Date) => {
      const z = new TZDate(at, BUSINESS_TIME_ZONE);
      return { date: format(z, 'yyyy-MM-dd'), time: format(z, 'HH:mm'), weekday: getISODay(z), second: z.getSeconds() };
    },
    iso: (at: Date) => format(new TZDate(at, BUSINESS_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssXXX"),
  };
  // Both summer-time changes of two years, their eves and mornings after, and ordinary days.
  const days = ['2025-03-30', '2025-10-26', '2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26', '2026-01-01', '2026-07-15', '2027-03-28', '2027-10-31'];

  it('every quarter hour of the changes reads as @date-fns/tz reads it (skipped and repeated hours too)', () => {
    for (const date of days) {
      for (let minute = 0; minute < 1440; minute += 15) {
        const time = timeOfMinutes(minute);
        const at = zonedDateTime(date, time);
        expect(at.getTime(), `${date} ${time}`).toBe(reference.instant(date, time));
        const parts = zonedParts(at);
        expect({ date: parts.date, time: parts.time, weekday: parts.weekday, second: parts.second }, `${date} ${time}`).toEqual(reference.parts(at));
        expect(toZonedIso(at), `${date} ${time}`).toBe(reference.iso(at));
      }
    }
  });

  it('instants a few seconds off the hour and around the change read as @date-fns/tz reads them', () => {
    const starts = [Date.UTC(2026, 2, 29, 0, 59, 57), Date.UTC(2026, 9, 25, 0, 59, 57), Date.UTC(2026, 11, 31, 21, 59, 57)];
    for (const start of starts) {
      for (let ms = start; ms < start + 6000; ms += 1000) {
        const at = new Date(ms);
        const parts = zonedParts(at);
        expect({ date: parts.date, time: parts.time, weekday: parts.weekday, second: parts.second }).toEqual(reference.parts(at));
        expect(toZonedIso(at)).toBe(reference.iso(at));
      }
    }
  });

  it('calendar days and weekdays read as date-fns reads them, month and year ends and 29 February too', () => {
    for (let day = Date.UTC(2023, 11, 1); day <= Date.UTC(2028, 2, 5); day += 86_400_000) {
      const date = format(new Date(day + 43_200_000), 'yyyy-MM-dd');
      for (const step of [1, 2, 31, -1]) expect(addDaysIso(date, step), `${date} ${step}`).toBe(format(addDays(parseISO(date), step), 'yyyy-MM-dd'));
      expect(isoWeekdayOf(date), date).toBe(getISODay(parseISO(date)));
    }
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
  });

  it('the wall time skipped in spring reads an hour later, the repeated one in autumn as its winter moment', () => {
    expect(toZonedIso(zonedDateTime('2026-03-29', '03:15'))).toBe('2026-03-29T04:15:00+03:00');
    expect(toZonedIso(zonedDateTime('2026-10-25', '03:15'))).toBe('2026-10-25T03:15:00+02:00');
  });
});
