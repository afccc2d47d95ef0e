import { parseMoney, sumMoney, type Bani } from '@/lib/money';
import type { CakeRequestDetail, CakeRequestStatus } from '../api/types';

/** The quote the customer can accept (or accepted): always the latest version. */
export function latestQuote(request: Pick<CakeRequestDetail, 'quotes'>) {
  const quotes = request.quotes ?? [];
  return quotes.reduce<(typeof quotes)[number] | undefined>(
    (latest, q) => (!latest || (q.version ?? q.id) > (latest.version ?? latest.id) ? q : latest),
    undefined,
  );
}

export type CakeMoney = { price: Bani; deposit: Bani; restPaid: Bani; refunded: Bani; rest: Bani };

/** What was agreed and paid: the rest is the price less every payment (refunds are shown apart). */
export function cakeMoney(request: Pick<CakeRequestDetail, 'quotes' | 'payments' | 'refunds'>): CakeMoney {
  const price = parseMoney(latestQuote(request)?.price) ?? 0;
  const payments = request.payments ?? [];
  const deposit = sumMoney(payments.filter((p) => p.kind === 'DEPOSIT').map((p) => parseMoney(p.amount)));
  const restPaid = sumMoney(payments.filter((p) => p.kind === 'REST').map((p) => parseMoney(p.amount)));
  const refunded = sumMoney((request.refunds ?? []).map((r) => parseMoney(r.amount)));
  return { price, deposit, restPaid, refunded, rest: Math.max(0, price - deposit - restPaid) };
}

/** The statuses in which a deposit was paid and the cake is on its way. */
export const BOOKED: CakeRequestStatus[] = ['ACCEPTED', 'LOCKED', 'DELIVERED'];

/** Which actions a status allows; the service has the last word (a refusal's message is shown). */
export function cakeActions(status: CakeRequestStatus) {
  return {
    quote: status === 'REQUESTED' || status === 'QUOTED',
    decline: status === 'REQUESTED' || status === 'QUOTED' || status === 'ACCEPTED' || status === 'LOCKED',
    deliver: status === 'ACCEPTED' || status === 'LOCKED',
  };
}
