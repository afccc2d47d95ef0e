import { z } from 'zod';
import { normalizeMoney } from '@/lib/money';
import type { CustomCakesSetup, CustomCakesSetupBody } from '../api/types';

/** Texts of the custom cakes' setup (our wording). */
export const CAKES_MSG = {
  percent: 'Introduceți un procent între 0 și 100.',
  wholeNumber: (min: number, max: number) => `Introduceți un număr întreg între ${min} și ${max}.`,
  cakesPerDay: 'Lăsați gol pentru nicio limită sau introduceți un număr între 1 și 1000.',
  listSize: 'Lista trebuie să aibă între 1 și 30 de denumiri.',
  itemTooLong: 'Denumirea poate avea cel mult 80 de caractere.',
  blankItem: 'Completați denumirea sau ștergeți rândul.',
  duplicateItem: 'Denumirea apare de două ori în listă.',
  saved: 'Setările pentru torturi au fost salvate cu succes!',
} as const;

/** A percent as typed ("30", "12,5") → "30.00", or null outside 0–100. */
export function percentToBody(input: string): string | null {
  const normalized = normalizeMoney(input);
  return normalized !== null && Number(normalized) <= 100 ? normalized : null;
}

/** "30.00" → "30", "12.50" → "12,5": the way people write percents. */
function percentToInput(value: string | null | undefined): string {
  const n = Number(value);
  return value == null || value === '' || !Number.isFinite(n) ? '' : String(n).replace('.', ',');
}

const percent = z.string().refine((v) => percentToBody(v) !== null, CAKES_MSG.percent);
const whole = (min: number, max: number) =>
  z.string().refine((v) => /^\s*\d{1,5}\s*$/.test(v) && Number(v) >= min && Number(v) <= max, CAKES_MSG.wholeNumber(min, max));
const days = whole(0, 365);
const hours = whole(0, 720);

/** One editable list (flavours, fillings): 1 to 30 entries, each named (80 characters at most), none twice. */
const namedList = z.array(z.object({ name: z.string() })).superRefine((items, ctx) => {
  if (items.length < 1 || items.length > 30) ctx.addIssue({ code: 'custom', path: [], message: CAKES_MSG.listSize });
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = item.name.trim().toLocaleLowerCase('ro-RO');
    if (!key) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: CAKES_MSG.blankItem });
    else if (item.name.trim().length > 80) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: CAKES_MSG.itemTooLong });
    else if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: CAKES_MSG.duplicateItem });
    seen.add(key);
  });
});

export const customCakesSchema = z.object({
  depositPercent: percent,
  freeCancellationDays: days,
  keptPercent: percent,
  lockDays: days,
  quoteValidityDays: days,
  leadDays: days,
  restChargeHours: hours,
  cakesPerDay: z.string().refine((v) => !v.trim() || (/^\s*\d{1,5}\s*$/.test(v) && Number(v) >= 1 && Number(v) <= 1000), CAKES_MSG.cakesPerDay),
  alertAfterHours: hours,
  flavours: namedList,
  fillings: namedList,
});
export type CustomCakesValues = z.infer<typeof customCakesSchema>;

/** The form's fields, named as the service names them (its field messages go under them). */
export const CUSTOM_CAKES_FIELDS = Object.keys(customCakesSchema.shape) as (keyof CustomCakesValues)[];

export function toCustomCakesValues(setup: CustomCakesSetup): CustomCakesValues {
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    depositPercent: percentToInput(setup.depositPercent),
    freeCancellationDays: text(setup.freeCancellationDays),
    keptPercent: percentToInput(setup.keptPercent),
    lockDays: text(setup.lockDays),
    quoteValidityDays: text(setup.quoteValidityDays),
    leadDays: text(setup.leadDays),
    restChargeHours: text(setup.restChargeHours),
    cakesPerDay: text(setup.cakesPerDay),
    alertAfterHours: text(setup.alertAfterHours),
    flavours: (setup.flavours ?? []).map((name) => ({ name })),
    fillings: (setup.fillings ?? []).map((name) => ({ name })),
  };
}

export function toCustomCakesBody(values: CustomCakesValues): CustomCakesSetupBody {
  return {
    depositPercent: percentToBody(values.depositPercent) ?? '0.00',
    freeCancellationDays: Number(values.freeCancellationDays),
    keptPercent: percentToBody(values.keptPercent) ?? '0.00',
    lockDays: Number(values.lockDays),
    quoteValidityDays: Number(values.quoteValidityDays),
    leadDays: Number(values.leadDays),
    restChargeHours: Number(values.restChargeHours),
    cakesPerDay: values.cakesPerDay.trim() ? Number(values.cakesPerDay) : null,
    alertAfterHours: Number(values.alertAfterHours),
    flavours: values.flavours.map((f) => f.name.trim()),
    fillings: values.fillings.map((f) => f.name.trim()),
  };
}
