import { z } from 'zod';
import { todayIso } from '@/lib/bucharest-time';
import { emailField } from '@/lib/email';
import { MSG } from './messages';
import { hasHours, isTime, type DayValues } from './schedule';
import { UNIT_MINUTES, type TimeUnit } from './services';

const required = (message: string) => z.string().trim().min(1, message);

// ---------- set-name ----------
export const contactSchema = z.object({
  name: required(MSG.businessNameRequired),
  phoneNumber: required(MSG.phoneRequired),
  email: emailField(),
});
export type ContactValues = z.infer<typeof contactSchema>;

// ---------- set-location ----------
export const addressSchema = z.object({
  county: required(MSG.countyRequired),
  address: required(MSG.streetRequired),
  streetNumber: required(MSG.numberRequired),
  city: required(MSG.cityRequired),
  postalCode: z.string().trim().regex(/^\d{5,10}$/, MSG.postalCode),
  country: z.string().trim(),
});
export type AddressValues = z.infer<typeof addressSchema>;

export const pointsSchema = z.object({
  points: z.array(
    z.object({
      locationId: z.number().nullable(),
      pickupLocationName: required(MSG.pointName),
      pickupLocationDescription: required(MSG.pointDescription),
    }),
  ),
});
export type PointsValues = z.infer<typeof pointsSchema>;

// ---------- set-schedule ----------
const daySchema = z
  .object({ dayOfWeek: z.number(), open: z.boolean(), openingTime: z.string(), closingTime: z.string() })
  .superRefine((d, ctx) => {
    for (const key of ['openingTime', 'closingTime'] as const) {
      if (d[key] && !isTime(d[key])) ctx.addIssue({ code: 'custom', path: [key], message: MSG.hoursFormat });
    }
    if (d.open && !hasHours(d as DayValues)) {
      const path = d.openingTime ? 'closingTime' : 'openingTime';
      ctx.addIssue({ code: 'custom', path: [path], message: MSG.hoursRequired });
    }
  });

const holidaySchema = z
  .object({
    holidayId: z.number().nullable(),
    name: required(MSG.holidayName),
    notificationMessage: required(MSG.holidayMessage),
    startDate: z.string(),
    endDate: z.string(),
    /** Dates as loaded: a saved holiday that was not changed is not held to "today or later". */
    savedStartDate: z.string(),
    savedEndDate: z.string(),
  })
  .superRefine((h, ctx) => {
    const today = todayIso();
    const changed = h.holidayId == null || h.startDate !== h.savedStartDate || h.endDate !== h.savedEndDate;
    if (!h.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: MSG.dateRequired });
    else if (changed && h.startDate < today) ctx.addIssue({ code: 'custom', path: ['startDate'], message: MSG.dateNotPast });
    if (!h.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: MSG.dateRequired });
    else if (h.startDate && h.endDate < h.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: MSG.endBeforeStart });
    else if (changed && h.endDate < today) ctx.addIssue({ code: 'custom', path: ['endDate'], message: MSG.dateNotPast });
  });

export const scheduleSchema = z.object({
  REGULAR: z.array(daySchema),
  PICKUP: z.array(daySchema),
  DELIVERY: z.array(daySchema),
  holidays: z.array(holidaySchema),
});
export type ScheduleValues = z.infer<typeof scheduleSchema>;

// ---------- set-services ----------
const positiveInt = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1;

export const serviceSchema = z
  .object({
    enabled: z.boolean(),
    asap: z.boolean(),
    minAmount: z.string(),
    minUnit: z.enum(['minute', 'ore', 'zile']),
    maxDays: z.string(),
  })
  .superRefine((s, ctx) => {
    if (!s.enabled) return;
    const minOk = positiveInt(s.minAmount);
    const maxOk = positiveInt(s.maxDays);
    if (!minOk) ctx.addIssue({ code: 'custom', path: ['minAmount'], message: MSG.minTime });
    if (!maxOk) ctx.addIssue({ code: 'custom', path: ['maxDays'], message: MSG.maxTime });
    if (minOk && maxOk && Number(s.minAmount) * UNIT_MINUTES[s.minUnit as TimeUnit] > Number(s.maxDays) * UNIT_MINUTES.zile) {
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: MSG.maxBelowMin });
    }
  });
export type ServiceValues = z.infer<typeof serviceSchema>;

// ---------- set-payment-methods ----------
export const paymentSchema = z
  .object({ cash: z.boolean(), card: z.boolean(), cashCard: z.boolean(), online: z.boolean() })
  .refine((v) => v.cash || v.card || v.cashCard || v.online, { path: ['cash'], message: MSG.paymentRequired });
export type PaymentValues = z.infer<typeof paymentSchema>;
