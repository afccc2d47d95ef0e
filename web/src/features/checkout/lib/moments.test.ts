import { describe, expect, it } from 'vitest';
import { businessInfo, scheduleDay } from '@/testing/business-fixtures';
import type { Schedule } from '@/types/api';
import { advanceMinutes, availableSlots, isOpenAt, momentRules } from './moments';

const week = (type: string, hours: Record<number, [string, string] | null>): Schedule[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const h = hours[day] ?? null;
    return scheduleDay({ scheduleType: type, dayOfWeek: day, open: h !== null, openingTime: h?.[0] ?? null, closingTime: h?.[1] ?? null });
  });

const WEEKDAYS: Record<number, [string, string]> = { 1: ['08:00', '20:00'], 2: ['08:00', '20:00'], 3: ['08:00', '20:00'], 4: ['08:00', '20:00'], 5: ['08:00', '20:00'], 6: ['09:00', '14:00'] };

const SCHEDULES = [
  ...week('PICKUP', WEEKDAYS),
  ...week('DELIVERY', { 1: ['10:00', '18:00'], 2: ['10:00', '18:00'], 3: ['10:00', '18:00'], 4: ['10:00', '18:00'], 5: ['10:00', '18:00'] }),
  ...week('REGULAR', { ...WEEKDAYS, 7: ['10:00', '16:00'] }),
];
const HOLIDAYS = [{ id: 1, name: 'Crăciun', notificationMessage: 'Închis', startDate: '2026-12-25', endDate: '2026-12-26' }];

// Wednesday 23 December 2026, 18:40 in Sibiu (UTC+2 in winter).
const WED_1840 = new Date('2026-12-23T16:40:00Z');

const times = (days: ReturnType<typeof availableSlots>, date: string) => days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];

describe('moments offered at checkout (Europe/Bucharest, 15-minute slots)', () => {
  it('reads advance times: minute, ore, zile (1440 minutes a day)', () => {
    expect(advanceMinutes('30 minute')).toBe(30);
    expect(advanceMinutes('2 ore')).toBe(120);
    expect(advanceMinutes('3 zile')).toBe(4320);
    expect(advanceMinutes('')).toBeNull();
    expect(advanceMinutes(null)).toBeNull();
  });

  it('offers only schedule hours after the minimum advance, up to the maximum, skipping holidays', () => {
    const days = availableSlots({ schedules: SCHEDULES, holidays: HOLIDAYS, scheduleType: 'PICKUP', minAdvance: '30 minute', maxAdvance: '3 zile', now: WED_1840 });
    // Wed 23 and Thu 24; Fri 25 and Sat 26 are the holiday; the maximum ends on Sat 26 at 18:40.
    expect(days.map((d) => d.date)).toEqual(['2026-12-23', '2026-12-24']);
    expect(days[0].label).toBe('Azi, 23-12-2026');
    expect(days[1].label).toBe('Mâine, 24-12-2026');
    // 18:40 + 30 min = 19:10 → the next quarter hour; closing at 20:00 is not a slot.
    expect(times(days, '2026-12-23')).toEqual(['19:15', '19:30', '19:45']);
    const thursday = times(days, '2026-12-24');
    expect(thursday[0]).toBe('08:00');
    expect(thursday.at(-1)).toBe('19:45');
    expect(thursday).toHaveLength(48);
    expect(days[0].slots[0].iso).toBe('2026-12-23T19:15:00+02:00');
  });

  it('stops at the maximum advance', () => {
    const days = availableSlots({ schedules: SCHEDULES, holidays: [], scheduleType: 'PICKUP', minAdvance: '30 minute', maxAdvance: '1 zile', now: WED_1840 });
    expect(days.map((d) => d.date)).toEqual(['2026-12-23', '2026-12-24']);
    // Thursday 18:40 is exactly one day ahead: 18:30 is the last slot.
    expect(times(days, '2026-12-24').at(-1)).toBe('18:30');
  });

  it('a minimum in days starts that many days later', () => {
    const days = availableSlots({ schedules: SCHEDULES, holidays: [], scheduleType: 'PICKUP', minAdvance: '2 zile', maxAdvance: '5 zile', now: WED_1840 });
    // Earliest: Friday 25 at 18:40 → 18:45; Saturday 09:00-14:00; Sunday closed for pickup; Monday 28 all day.
    expect(days.map((d) => d.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-28']);
    expect(times(days, '2026-12-25')).toEqual(['18:45', '19:00', '19:15', '19:30', '19:45']);
    expect(times(days, '2026-12-26')).toEqual(expect.arrayContaining(['09:00', '13:45']));
    expect(times(days, '2026-12-26')).not.toContain('14:00');
  });

  it('uses the schedule of the service: DELIVERY hours for delivery, REGULAR for a table', () => {
    const delivery = availableSlots({ schedules: SCHEDULES, holidays: [], scheduleType: 'DELIVERY', minAdvance: '1 ore', maxAdvance: '2 zile', now: WED_1840 });
    expect(delivery.map((d) => d.date)).toEqual(['2026-12-24', '2026-12-25']);
    expect(times(delivery, '2026-12-24')[0]).toBe('10:00');
    expect(times(delivery, '2026-12-24').at(-1)).toBe('17:45');

    const table = availableSlots({ schedules: SCHEDULES, holidays: [], scheduleType: 'REGULAR', minAdvance: '1 ore', maxAdvance: '5 zile', now: WED_1840 });
    expect(table.map((d) => d.date)).toContain('2026-12-27'); // Sunday: open for tables only
  });

  it('works in summer time (UTC+3) and from the text hours when the times are missing', () => {
    const summer = new Date('2026-07-01T07:00:00Z'); // Wednesday 10:00 in Sibiu
    const schedules: Schedule[] = [scheduleDay({ scheduleType: 'PICKUP', dayOfWeek: 3, open: true, hours: '08:10 - 13:00' })];
    const days = availableSlots({ schedules, holidays: [], scheduleType: 'PICKUP', minAdvance: '2 ore', maxAdvance: '1 zile', now: summer });
    expect(days).toHaveLength(1);
    expect(days[0].slots.map((s) => s.time)).toEqual(['12:00', '12:15', '12:30', '12:45']);
    expect(days[0].slots[0].iso).toBe('2026-07-01T12:00:00+03:00');
    expect(days[0].slots[0].at.toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });

  it('knows whether the shop is open now (for "Cât mai curând posibil")', () => {
    expect(isOpenAt(WED_1840, SCHEDULES, HOLIDAYS, 'PICKUP')).toBe(true);
    expect(isOpenAt(WED_1840, SCHEDULES, HOLIDAYS, 'DELIVERY')).toBe(false);
    expect(isOpenAt(new Date('2026-12-23T17:59:00Z'), SCHEDULES, HOLIDAYS, 'PICKUP')).toBe(true); // 19:59
    expect(isOpenAt(new Date('2026-12-23T18:00:00Z'), SCHEDULES, HOLIDAYS, 'PICKUP')).toBe(false); // 20:00
    expect(isOpenAt(new Date('2026-12-25T10:00:00Z'), SCHEDULES, HOLIDAYS, 'PICKUP')).toBe(false); // Crăciun
  });

  it("takes a service's flags and times; a pre-order takes the pre-orders service's", () => {
    const business = businessInfo({
      pickupEnabled: true,
      pickupAsSoonAsPossibleEnabled: true,
      minimumTimeInAdvanceForPickup: '30 minute',
      maximumTimeInAdvanceForPickup: '7 zile',
      bookingEnabled: true,
      bookingAsSoonAsPossibleEnabled: false,
      minimumTimeInAdvanceForBookings: '2 ore',
      maximumTimeInAdvanceForBookings: '14 zile',
      preOrdersEnabled: true,
      preOrdersAsSoonAsPossibleEnabled: false,
      minimumTimeInAdvanceForPreOrders: '2 zile',
      maximumTimeInAdvanceForPreOrders: '30 zile',
      deliveryEnabled: false,
    });
    expect(momentRules(business, 'PICKUP', false)).toEqual({ enabled: true, asap: true, minAdvance: '30 minute', maxAdvance: '7 zile', scheduleType: 'PICKUP' });
    expect(momentRules(business, 'RESTAURANT', false)).toMatchObject({ asap: false, minAdvance: '2 ore', scheduleType: 'REGULAR' });
    expect(momentRules(business, 'PICKUP', true)).toEqual({ enabled: true, asap: false, minAdvance: '2 zile', maxAdvance: '30 zile', scheduleType: 'PICKUP' });
    expect(momentRules(business, 'DELIVERY', true).enabled).toBe(false);
  });
});
