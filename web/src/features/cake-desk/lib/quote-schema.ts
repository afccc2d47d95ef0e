import { z } from 'zod';
import { addDaysIso } from '@/lib/bucharest-time';
import { moneyToRomanianInput, normalizeMoney, parseMoney } from '@/lib/money';
import type { CakeQuote, CakeQuoteDefaults, SendQuoteBody } from '../api/types';
import { CAKE_MSG } from './messages';

/** A percent as typed ("30", "12,5"): the decimal string the service takes, or null when unreadable or out of 0–100. */
export function normalizePercent(input: string): string | null {
  const normalized = normalizeMoney(input);
  if (normalized === null) return null;
  return Number(normalized) <= 100 ? normalized : null;
}

/**
 * The quote form. Dates are the date inputs' YYYY-MM-DD, compared as text (same length, same
 * order). `today` is the shop's day: an offer valid until yesterday could never be accepted.
 */
export function quoteSchema(eventDate: string, today: string) {
  return z
    .object({
      price: z.string(),
      depositPercent: z.string(),
      description: z.string(),
      validUntil: z.string(),
      lockDate: z.string(),
    })
    .superRefine((v, ctx) => {
      const price = normalizeMoney(v.price);
      if (price === null || (parseMoney(price) ?? 0) <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: CAKE_MSG.priceRequired });
      if (normalizePercent(v.depositPercent) === null)
        ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: CAKE_MSG.depositRange });
      if (!v.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: CAKE_MSG.descriptionRequired });
      if (!v.validUntil) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: CAKE_MSG.validUntilRequired });
      else if (v.validUntil < today) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: CAKE_MSG.validUntilPast });
      if (!v.lockDate) ctx.addIssue({ code: 'custom', path: ['lockDate'], message: CAKE_MSG.lockDateRequired });
      else if (v.lockDate >= eventDate) ctx.addIssue({ code: 'custom', path: ['lockDate'], message: CAKE_MSG.lockBeforeEvent });
    });
}

export type QuoteValues = z.infer<ReturnType<typeof quoteSchema>>;

/** "30.00" → "30"; "12.50" → "12,5": how a person writes a percent. */
function percentInput(value: string | null | undefined): string {
  const n = Number(value);
  return value == null || value === '' || !Number.isFinite(n) ? '' : String(n).replace('.', ',');
}

/**
 * Where the form starts: a new version starts from the latest quote's price and text; the deposit
 * percent from the setup; the lock date N days before the event (not before today); the offer
 * valid for the setup's days, but never past the lock date.
 */
export function quoteDefaults(
  eventDate: string,
  today: string,
  setup: CakeQuoteDefaults | undefined,
  latest: CakeQuote | undefined,
): QuoteValues {
  const lockDays = setup?.lockDays;
  const lockDate = typeof lockDays === 'number' ? maxIso(addDaysIso(eventDate, -lockDays), today) : '';
  const validity = setup?.quoteValidityDays;
  let validUntil = typeof validity === 'number' ? addDaysIso(today, validity) : '';
  if (validUntil && lockDate && validUntil > lockDate) validUntil = lockDate;
  return {
    price: latest ? moneyToRomanianInput(latest.price) : '',
    depositPercent: percentInput(setup?.depositPercent ?? latest?.depositPercent),
    description: latest?.description ?? '',
    validUntil,
    lockDate: lockDate && lockDate < eventDate ? lockDate : '',
  };
}

const maxIso = (a: string, b: string) => (a > b ? a : b);

/** The body of POST …/quote from valid form values. */
export function toQuoteBody(values: QuoteValues): SendQuoteBody {
  return {
    price: normalizeMoney(values.price) ?? '',
    depositPercent: normalizePercent(values.depositPercent) ?? '',
    description: values.description.trim(),
    validUntil: values.validUntil,
    lockDate: values.lockDate,
  };
}
