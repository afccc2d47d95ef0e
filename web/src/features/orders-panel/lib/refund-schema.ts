import { z } from 'zod';
import { formatBani } from '@/lib/format';
import { normalizeMoney, parseMoney, type Bani } from '@/lib/money';
import { MSG } from './messages';

/** The refund form: an amount in the Romanian format ("45,50") above 0 and at most what is left. */
export function refundSchema(rest: Bani) {
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      const normalized = normalizeMoney(value);
      const amount = normalized === null ? null : parseMoney(normalized);
      if (amount === null || amount <= 0) ctx.addIssue({ code: 'custom', message: MSG.refundAmountInvalid });
      else if (amount > rest) ctx.addIssue({ code: 'custom', message: MSG.refundAmountTooHigh(formatBani(rest)) });
    }),
    reason: z.string().refine((v) => v.trim().length > 0, MSG.refundReasonRequired),
  });
}

export type RefundValues = z.infer<ReturnType<typeof refundSchema>>;
