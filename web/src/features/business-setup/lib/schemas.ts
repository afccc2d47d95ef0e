import { z } from 'zod';
import { todayIso } from '@/lib/bucharest-time';
import { emailField } from '@/lib/email';
import { MSG } from './messages';
import { SOCIAL_NETWORKS, isSocialLink, socialLinkMessage, withinDegrees, type SocialNetwork } from './places';
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

// ---------- social links (on the set-name page) ----------
const socialLink = (field: SocialNetwork['field']) => {
  const network = SOCIAL_NETWORKS.find((n) => n.field === field) as SocialNetwork;
  return z.string().refine((v) => isSocialLink(v, network), socialLinkMessage(network));
};

export const socialLinksSchema = z.object({
  facebookUrl: socialLink('facebookUrl'),
  instagramUrl: socialLink('instagramUrl'),
  tiktokUrl: socialLink('tiktokUrl'),
});
export type SocialLinksValues = z.infer<typeof socialLinksSchema>;

// ---------- set-location ----------
const latitude = z.string().refine((v) => !v.trim() || withinDegrees(v, 90), MSG.latitude);
const longitude = z.string().refine((v) => !v.trim() || withinDegrees(v, 180), MSG.longitude);

/** A map needs both coordinates: the empty one of a pair gets the message. */
function bothOrNeither(lat: string, lon: string, ctx: z.RefinementCtx, [latPath, lonPath]: [string, string]) {
  if (lat.trim() && !lon.trim()) ctx.addIssue({ code: 'custom', path: [lonPath], message: MSG.longitudeMissing });
  if (!lat.trim() && lon.trim()) ctx.addIssue({ code: 'custom', path: [latPath], message: MSG.latitudeMissing });
}

export const addressSchema = z
  .object({
    county: required(MSG.countyRequired),
    address: required(MSG.streetRequired),
    streetNumber: required(MSG.numberRequired),
    city: required(MSG.cityRequired),
    postalCode: z.string().trim().regex(/^\d{5,10}$/, MSG.postalCode),
    country: z.string().trim(),
    latitude,
    longitude,
  })
  .superRefine((a, ctx) => bothOrNeither(a.latitude, a.longitude, ctx, ['latitude', 'longitude']));
export type AddressValues = z.infer<typeof addressSchema>;

export const pointsSchema = z.object({
  points: z.array(
    z
      .object({
        locationId: z.number().nullable(),
        pickupLocationName: required(MSG.pointName),
        pickupLocationDescription: required(MSG.pointDescription),
        pickupLocationLatitude: latitude,
        pickupLocationLongitude: longitude,
      })
      .superRefine((p, ctx) =>
        bothOrNeither(p.pickupLocationLatitude, p.pickupLocationLongitude, ctx, ['pickupLocationLatitude', 'pickupLocationLongitude']),
      ),
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
