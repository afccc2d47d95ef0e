import { addDaysIso, formatIsoDate } from '@/lib/bucharest-time';
import { formatBani } from '@/lib/format';
import { parseMoney, sumMoney, type Bani } from '@/lib/money';
import type { CakePayment } from '../api/types';

/** "30.00" → "30%", "12.50" → "12,5%". */
export function formatPercent(value: string | number | null | undefined): string {
  const hundredths = parseMoney(value ?? null) ?? 0;
  const text = (hundredths / 100).toFixed(2).replace(/\.?0+$/, '').replace('.', ',');
  return `${text}%`;
}

/** The last day the deposit comes back in full: the event's day less the free-cancellation days. */
export function freeCancellationUntil(eventDate: string, freeCancellationDays: number): string {
  return addDaysIso(eventDate, -Math.max(0, freeCancellationDays));
}

/** The cancellation terms, as read before paying the deposit. */
export function cancellationTerms(eventDate: string, freeCancellationDays: number, keptPercent: string): string {
  const until = formatIsoDate(freeCancellationUntil(eventDate, freeCancellationDays));
  return (
    `Poți anula gratuit până la ${until} (cu ${freeCancellationDays} ${freeCancellationDays === 1 ? 'zi' : 'zile'} înainte de eveniment), ` +
    `iar avansul îți este rambursat integral. După această dată păstrăm ${formatPercent(keptPercent)} din prețul tortului (cel mult cât ai plătit).`
  );
}

/** The card states in which a payment took its money. */
const TAKEN = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/** Whether the card paid this payment (one still waiting for its card took nothing). */
export function wasPaid(payment: CakePayment): boolean {
  return TAKEN.includes(payment.state ?? '') || Boolean(payment.capturedAt);
}

/** What the cards paid and was not yet given back. */
export function paidSoFar(payments: CakePayment[] = []): Bani {
  return sumMoney(payments.filter(wasPaid).map((p) => (parseMoney(p.amount) ?? 0) - (parseMoney(p.refundedAmount) ?? 0)));
}

export type CancelRefund = { paid: Bani; refund: Bani; kept: Bani; free: boolean };

/**
 * What cancelling today gives back, by the terms shown before paying (the server makes the
 * refund): all of it until the free-cancellation day; then the bakery keeps its percent of the
 * price, never more than was paid.
 */
export function refundOnCancel(input: { paid: Bani; price: Bani; eventDate: string; todayIso: string; freeCancellationDays: number; keptPercent: string }): CancelRefund {
  const free = input.todayIso <= freeCancellationUntil(input.eventDate, input.freeCancellationDays);
  const percent = parseMoney(input.keptPercent) ?? 0;
  const kept = free ? 0 : Math.min(input.paid, Math.round((input.price * percent) / 10000));
  return { paid: input.paid, refund: input.paid - kept, kept, free };
}

/** The confirm dialog's sentence: what will be refunded, and why. */
export function cancelRefundText(r: CancelRefund, keptPercent: string, freeUntil: string): string {
  if (r.paid <= 0) return 'Nu ai plătit nimic pentru această cerere, deci nu se rambursează nimic.';
  if (r.free) return `Îți rambursăm integral suma plătită: ${formatBani(r.refund)}.`;
  return (
    `Termenul de anulare gratuită a trecut (${formatIsoDate(freeUntil)}): păstrăm ${formatPercent(keptPercent)} din prețul tortului ` +
    `(${formatBani(r.kept)}) și îți rambursăm ${formatBani(r.refund)}.`
  );
}
