import { parseMoney, sumMoney, type Bani } from '@/lib/money';
import type { CakePayment, CakeRequestDetail, CakeRequestStatus } from '../api/types';

/** The quote the customer can accept (or accepted): always the latest version. */
export function latestQuote(request: Pick<CakeRequestDetail, 'quotes'>) {
  const quotes = request.quotes ?? [];
  return quotes.reduce<(typeof quotes)[number] | undefined>(
    (latest, q) => (!latest || (q.version ?? q.id) > (latest.version ?? latest.id) ? q : latest),
    undefined,
  );
}

const CAPTURED = new Set(['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** What a card payment took: nothing until captured (a deposit never paid reserves nothing). */
export function paidOf(payment: CakePayment): Bani {
  const captured = CAPTURED.has(payment.cardState ?? '') || Boolean(payment.capturedAt);
  return captured ? (parseMoney(payment.capturedAmount ?? payment.amount) ?? 0) : 0;
}

export type CakeMoney = { price: Bani; deposit: Bani; restPaid: Bani; refunded: Bani; rest: Bani };

/**
 * What was agreed and paid. The rest is the price less what the cards paid; once staff recorded
 * how it was paid at the counter (restPaidWith), nothing is left. Refunds are shown apart.
 */
export function cakeMoney(request: Pick<CakeRequestDetail, 'quotes' | 'payments' | 'refunds' | 'restPaidWith'>): CakeMoney {
  const price = parseMoney(latestQuote(request)?.price) ?? 0;
  const payments = request.payments ?? [];
  const deposit = sumMoney(payments.filter((p) => p.purpose === 'DEPOSIT').map(paidOf));
  const restPaid = sumMoney(payments.filter((p) => p.purpose === 'REST').map(paidOf));
  const refunded = sumMoney((request.refunds ?? []).map((r) => parseMoney(r.amount)));
  const rest = request.restPaidWith ? 0 : Math.max(0, price - deposit - restPaid);
  return { price, deposit, restPaid, refunded, rest };
}

/** The statuses in which a deposit was paid and the cake is on its way. */
export const BOOKED: CakeRequestStatus[] = ['ACCEPTED', 'LOCKED', 'DELIVERED'];

/**
 * Which actions a status allows, as the shop's status table does: a quote (a new version) while
 * no deposit is paid; a decline before that too (after it, the request is cancelled, not declined);
 * delivery once the deposit is paid. The service has the last word (its refusal is shown).
 */
export function cakeActions(status: CakeRequestStatus) {
  const beforeDeposit = status === 'REQUESTED' || status === 'QUOTED';
  return { quote: beforeDeposit, decline: beforeDeposit, deliver: status === 'ACCEPTED' || status === 'LOCKED' };
}
