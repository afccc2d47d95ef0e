import { useMemo } from 'react';
import type { AvailableDays, BusinessInformation, DeliveryMethod } from '@/types/api';
import { availableSlots, isOpenAt, momentRules } from '../lib/moments';

type MomentsInput = {
  business: BusinessInformation;
  method: DeliveryMethod | '';
  preOrder: boolean;
  now: Date;
  /** The days the server can serve (null until it answers: the schedule alone decides). */
  days: AvailableDays['days'] | null;
};

/** The days and 15-minute slots offered for the chosen method, and whether "as soon as possible" is. */
export function useMoments({ business, method, preOrder, now, days }: MomentsInput) {
  // A pre-order follows the pre-orders service.
  const rules = useMemo(() => (method ? momentRules(business, method, preOrder) : null), [business, method, preOrder]);
  const allSlots = useMemo(
    () =>
      rules && rules.enabled
        ? availableSlots({
            schedules: business.schedules,
            holidays: business.holidaySchedules,
            scheduleType: rules.scheduleType,
            minAdvance: rules.minAdvance,
            maxAdvance: rules.maxAdvance,
            now,
          })
        : [],
    [business, rules, now],
  );
  const slots = useMemo(() => {
    if (!days) return allSlots;
    const offered = new Map(days.filter((d) => d.available).map((d) => [d.date, d]));
    return allSlots
      .map((d) => {
        const day = offered.get(d.date);
        const slotsIn = day ? d.slots.filter((s) => s.time >= (day.firstTime ?? '00:00') && s.time <= (day.lastTime ?? '23:59')) : [];
        return { ...d, slots: slotsIn };
      })
      .filter((d) => d.slots.length > 0);
  }, [allSlots, days]);
  const todayOffered = days ? Boolean(days[0]?.available) : true;
  const openNow = rules ? isOpenAt(now, business.schedules, business.holidaySchedules, rules.scheduleType) : false;
  return {
    rules,
    slots,
    openNow,
    asapAllowed: Boolean(rules?.enabled && rules.asap && openNow && todayOffered),
  };
}
