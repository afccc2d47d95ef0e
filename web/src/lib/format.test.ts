import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, formatTime } from './format';

describe('formatPrice', () => {
  it('uses the Romanian format with RON', () => {
    expect(formatPrice(12.5)).toBe('12,50 RON');
    expect(formatPrice(0)).toBe('0,00 RON');
    expect(formatPrice(1234.5)).toBe('1.234,50 RON');
    expect(formatPrice(1234567.891)).toBe('1.234.567,89 RON');
    expect(formatPrice('15')).toBe('15,00 RON');
    expect(formatPrice(null)).toBe('0,00 RON');
    expect(formatPrice(-3.2)).toBe('-3,20 RON');
  });
});

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
