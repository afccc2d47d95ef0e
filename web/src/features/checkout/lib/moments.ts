import {
  addDaysIso,
  formatIsoDate,
  isoWeekdayOf,
  minutesOfDay,
  timeOfMinutes,
  toZonedIso,
  WEEKDAY_NAMES,
  zonedDateTime,
  zonedParts,
} from '@/lib/bucharest-time';
import type { BusinessInformation, DeliveryMethod, HolidaySchedule, Schedule, ScheduleType } from '@/types/api';

/**
 * Which moments an order may be placed for, from the business setup: the schedule of the
 * service (PICKUP, DELIVERY; REGULAR for a table), its minimum and maximum time in advance,
 * holidays excluded, 15-minute slots, all on the shop's clock (Europe/Bucharest).
 */
const SLOT_MINUTES = 15;
/** Used when a service has no maximum advance (the server then sets no bound). */
const DEFAULT_MAX_DAYS = 30;

const UNIT_MINUTES: Record<string, number> = { minute: 1, ore: 60, zile: 1440 };

/** '30 minute' → 30, '2 ore' → 120, '3 zile' → 4320; empty or unreadable → null. */
export function advanceMinutes(text: string | null | undefined): number | null {
  const m = /^\s*(\d{1,6})\s*(minute|ore|zile)\s*$/i.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * UNIT_MINUTES[m[2].toLowerCase()];
}


export type MomentRules = {
  /** The service (and, for a pre-order, the pre-orders service) is on. */
  enabled: boolean;
  /** 'Cât mai curând posibil' is allowed by the service. */
  asap: boolean;
  minAdvance: string | null;
  maxAdvance: string | null;
  scheduleType: ScheduleType;
};

const SCHEDULE_OF_METHOD: Record<DeliveryMethod, ScheduleType> = {
  PICKUP: 'PICKUP',
  DELIVERY: 'DELIVERY',
  RESTAURANT: 'REGULAR',
};

export function methodEnabled(business: BusinessInformation, method: DeliveryMethod): boolean {
  if (method === 'PICKUP') return Boolean(business.pickupEnabled);
  if (method === 'DELIVERY') return Boolean(business.deliveryEnabled);
  return Boolean(business.bookingEnabled);
}

/** The rules for a method; a pre-order follows the pre-orders service's flags and times. */
export function momentRules(business: BusinessInformation, method: DeliveryMethod, preOrder: boolean): MomentRules {
  const scheduleType = SCHEDULE_OF_METHOD[method];
  if (preOrder) {
    return {
      enabled: methodEnabled(business, method) && Boolean(business.preOrdersEnabled),
      asap: Boolean(business.preOrdersAsSoonAsPossibleEnabled),
      minAdvance: business.minimumTimeInAdvanceForPreOrders ?? null,
      maxAdvance: business.maximumTimeInAdvanceForPreOrders ?? null,
      scheduleType,
    };
  }
  if (method === 'PICKUP') {
    return {
      enabled: Boolean(business.pickupEnabled),
      asap: Boolean(business.pickupAsSoonAsPossibleEnabled),
      minAdvance: business.minimumTimeInAdvanceForPickup ?? null,
      maxAdvance: business.maximumTimeInAdvanceForPickup ?? null,
      scheduleType,
    };
  }
  if (method === 'DELIVERY') {
    return {
      enabled: Boolean(business.deliveryEnabled),
      asap: Boolean(business.deliveryAsSoonAsPossibleEnabled),
      minAdvance: business.minimumTimeInAdvanceForDelivery ?? null,
      maxAdvance: business.maximumTimeInAdvanceForDelivery ?? null,
      scheduleType,
    };
  }
  return {
    enabled: Boolean(business.bookingEnabled),
    asap: Boolean(business.bookingAsSoonAsPossibleEnabled),
    minAdvance: business.minimumTimeInAdvanceForBookings ?? null,
    maxAdvance: business.maximumTimeInAdvanceForBookings ?? null,
    scheduleType,
  };
}

function onHoliday(dateIso: string, holidays: HolidaySchedule[] | undefined): boolean {
  return (holidays ?? []).some((h) => h.startDate.slice(0, 10) <= dateIso && dateIso <= h.endDate.slice(0, 10));
}

/** Opening and closing (minutes after midnight) of a weekday in a schedule, or null when closed. */
function dayHours(
  schedules: Schedule[] | undefined,
  scheduleType: ScheduleType,
  weekday: number,
): { open: number; close: number } | null {
  const row = (schedules ?? []).find((s) => s.scheduleType === scheduleType && s.dayOfWeek === weekday);
  if (!row || !row.open) return null;
  let open = minutesOfDay(row.openingTime);
  let close = minutesOfDay(row.closingTime);
  if ((open === null || close === null) && row.hours) {
    const [a, b] = row.hours.split('-');
    open = minutesOfDay(a);
    close = minutesOfDay(b);
  }
  if (open === null || close === null || open >= close) return null;
  return { open, close };
}

/** Whether the shop works at `moment` by that schedule (open ≤ t < close, not a holiday). */
export function isOpenAt(
  moment: Date,
  schedules: Schedule[] | undefined,
  holidays: HolidaySchedule[] | undefined,
  scheduleType: ScheduleType,
): boolean {
  const p = zonedParts(moment);
  if (onHoliday(p.date, holidays)) return false;
  const hours = dayHours(schedules, scheduleType, p.weekday);
  if (!hours) return false;
  const t = p.hour * 60 + p.minute;
  return hours.open <= t && t < hours.close;
}

type Slot = { date: string; time: string; at: Date; iso: string };
export type DaySlots = { date: string; label: string; slots: Slot[] };

/** "Azi, 23-11-2026", "Mâine, 24-11-2026", "Miercuri, 25-11-2026". */
function dayLabel(dateIso: string, todayIso: string): string {
  const shown = formatIsoDate(dateIso);
  if (dateIso === todayIso) return `Azi, ${shown}`;
  if (dateIso === addDaysIso(todayIso, 1)) return `Mâine, ${shown}`;
  return `${WEEKDAY_NAMES[isoWeekdayOf(dateIso)]}, ${shown}`;
}

type SlotInput = {
  schedules: Schedule[] | undefined;
  holidays: HolidaySchedule[] | undefined;
  scheduleType: ScheduleType;
  minAdvance: string | null;
  maxAdvance: string | null;
  now: Date;
};

/**
 * Every 15-minute moment (on the quarter hour, from opening up to but not including closing)
 * of the service's schedule that is at least the minimum and at most the maximum advance from
 * `now`, outside holidays; grouped by day.
 */
export function availableSlots({ schedules, holidays, scheduleType, minAdvance, maxAdvance, now }: SlotInput): DaySlots[] {
  const earliest = now.getTime() + (advanceMinutes(minAdvance) ?? 0) * 60000;
  const latest = now.getTime() + (advanceMinutes(maxAdvance) ?? DEFAULT_MAX_DAYS * 1440) * 60000;
  const today = zonedParts(now).date;
  const lastDay = zonedParts(new Date(latest)).date;
  const days: DaySlots[] = [];

  for (let date = today; date <= lastDay; date = addDaysIso(date, 1)) {
    if (onHoliday(date, holidays)) continue;
    const hours = dayHours(schedules, scheduleType, isoWeekdayOf(date));
    if (!hours) continue;
    const slots: Slot[] = [];
    const first = Math.ceil(hours.open / SLOT_MINUTES) * SLOT_MINUTES;
    for (let minute = first; minute < hours.close; minute += SLOT_MINUTES) {
      const time = timeOfMinutes(minute);
      const at = zonedDateTime(date, time);
      // A wall time skipped by the summer-time change reads back differently: not a real moment.
      if (zonedParts(at).time !== time) continue;
      const ms = at.getTime();
      if (ms < earliest || ms > latest) continue;
      slots.push({ date, time, at, iso: toZonedIso(at) });
    }
    if (slots.length) days.push({ date, label: dayLabel(date, today), slots });
  }
  return days;
}
