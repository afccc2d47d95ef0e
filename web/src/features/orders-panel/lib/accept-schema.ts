import { z } from 'zod';
import { normalizeMoney, parseMoney } from '@/lib/money';
import type { ConfirmOrderBody } from '../api/confirm-order';
import { NA_PREP_TIME, PREP_TIME_OPTIONS } from './labels';
import { MSG } from './messages';

const PREP_VALUES = new Set(PREP_TIME_OPTIONS.map((o) => o.value));

/**
 * An order paid online was priced with its packaging before the card was authorized and accepting
 * captures exactly that sum: its cost is the paid one (0 when it has no boxes), sent as it is. Any
 * other order's cost is above 0, collected at pickup or delivery.
 */
export function acceptSchema({ paidOnline }: { paidOnline: boolean }) {
  return z.object({
    timeToPrepare: z.string().refine((v) => PREP_VALUES.has(v), MSG.prepTimeRequired),
    // Step 0.01: at most two decimals; '2,50' and '2.50' both read.
    totalPackageCost: z.string().refine((v) => {
      const normalized = normalizeMoney(v);
      const cost = normalized === null ? null : parseMoney(normalized);
      return cost !== null && (paidOnline ? cost >= 0 : cost > 0);
    }, MSG.packageCostInvalid),
  });
}

export type AcceptValues = z.infer<ReturnType<typeof acceptSchema>>;

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
