import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeShort, formatIsoDate, formatTime, shopWeekday, todayIso, toZonedIso, zonedDateTime } from './bucharest-time';

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
