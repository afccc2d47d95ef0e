import { z } from 'zod';
import { normalizeMoney, parseMoney } from '@/lib/money';
import type { ConfirmOrderBody } from '../api/confirm-order';
import { NA_PREP_TIME, PREP_TIME_OPTIONS } from './labels';
import { MSG } from './messages';

const PREP_VALUES = new Set(PREP_TIME_OPTIONS.map((o) => o.value));

export const acceptSchema = z.object({
  timeToPrepare: z.string().refine((v) => PREP_VALUES.has(v), MSG.prepTimeRequired),
  // Step 0.01: at most two decimals; '2,50' and '2.50' both read; must be above 0.
  totalPackageCost: z.string().refine((v) => {
    const normalized = normalizeMoney(v);
    return normalized !== null && (parseMoney(normalized) ?? 0) > 0;
  }, MSG.packageCostInvalid),
});

export type AcceptValues = z.infer<typeof acceptSchema>;

export function toConfirmBody(orderNumber: string, values: AcceptValues): ConfirmOrderBody {
  return {
    orderNumber,
    timeToPrepare: values.timeToPrepare === NA_PREP_TIME ? null : values.timeToPrepare,
    totalPackageCost: normalizeMoney(values.totalPackageCost) ?? values.totalPackageCost,
  };
}

export const rejectSchema = z.object({
  reason: z.string().refine((v) => v.trim().length > 0, MSG.reasonRequired),
});
export type RejectValues = z.infer<typeof rejectSchema>;
