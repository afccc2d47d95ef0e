import { parseMoney, sumMoney, type Bani } from '@/lib/money';
import type { CakePayment, CakeRequestDetail, CakeRequestStatus } from '../api/types';

/** The quote the customer can accept (or accepted): the latest version. */
export function latestQuote(request: Pick<CakeRequestDetail, 'quotes'>) {
  return request.quotes.reduce<CakeRequestDetail['quotes'][number] | undefined>(
    (latest, q) => (q.latest || !latest || (!latest.latest && q.version > latest.version) ? q : latest),
    undefined,
  );
}

const TAKEN = new Set(['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** What a card payment took: nothing until captured (a deposit never paid reserves nothing). */
export function paidOf(payment: CakePayment): Bani {
  const captured = TAKEN.has(payment.state ?? '') || Boolean(payment.capturedAt);
  return captured ? (parseMoney(payment.amount) ?? 0) : 0;
}

export type CakeMoney = { deposit: Bani; restPaid: Bani; rest: Bani };

/**
 * What was paid and is still due, as the service counts it: the deposit captured, the rest
 * captured online, and what is left to collect (nothing once delivered or ended).
 */
export function cakeMoney(request: Pick<CakeRequestDetail, 'payments' | 'depositPaid' | 'restDue'>): CakeMoney {
  const restPaid = sumMoney(request.payments.filter((p) => p.purpose === 'REST').map(paidOf));
  return { deposit: parseMoney(request.depositPaid) ?? 0, restPaid, rest: parseMoney(request.restDue) ?? 0 };
}

/** The statuses in which a deposit was paid and the cake is on its way. */
export const BOOKED: CakeRequestStatus[] = ['ACCEPTED', 'LOCKED', 'DELIVERED'];

/**
 * Which actions a status allows, as the shop's status table does: a quote (a new version) while
 * no deposit is paid; a decline before that too; once paid, delivery, or a cancel that refunds
 * everything. The service has the last word (its refusal is shown).
 */
export function cakeActions(status: CakeRequestStatus) {
  const beforeDeposit = status === 'REQUESTED' || status === 'QUOTED';
  const paid = status === 'ACCEPTED' || status === 'LOCKED';
  return { quote: beforeDeposit, decline: beforeDeposit, deliver: paid, cancel: paid };
}
