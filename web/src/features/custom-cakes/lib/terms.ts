import { addDaysIso, formatIsoDate } from '@/lib/bucharest-time';
import { formatBani } from '@/lib/format';
import { parseMoney, sumMoney, type Bani } from '@/lib/money';
import type { CakePayment, CakeRefund } from '../api/types';

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
    `iar avansul îți este rambursat integral. După această dată păstrăm ${formatPercent(keptPercent)} din suma plătită.`
  );
}

/** What was paid and not yet given back. */
export function paidSoFar(payments: CakePayment[] = [], refunds: CakeRefund[] = []): Bani {
  return sumMoney(payments.map((p) => parseMoney(p.amount))) - sumMoney(refunds.map((r) => parseMoney(r.amount)));
}

export type CancelRefund = { paid: Bani; refund: Bani; kept: Bani; free: boolean };

/** What cancelling today gives back, by the terms shown before paying (the server makes the refund). */
export function refundOnCancel(input: { paid: Bani; eventDate: string; todayIso: string; freeCancellationDays: number; keptPercent: string }): CancelRefund {
  const free = input.todayIso <= freeCancellationUntil(input.eventDate, input.freeCancellationDays);
  const percent = parseMoney(input.keptPercent) ?? 0;
  const kept = free ? 0 : Math.round((input.paid * percent) / 10000);
  return { paid: input.paid, refund: input.paid - kept, kept, free };
}

/** The confirm dialog's sentence: what will be refunded, and why. */
export function cancelRefundText(r: CancelRefund, keptPercent: string, freeUntil: string): string {
  if (r.paid <= 0) return 'Nu ai plătit nimic pentru această cerere, deci nu se rambursează nimic.';
  if (r.free) return `Îți rambursăm integral suma plătită: ${formatBani(r.refund)}.`;
  return (
    `Termenul de anulare gratuită a trecut (${formatIsoDate(freeUntil)}): păstrăm ${formatPercent(keptPercent)} din suma plătită ` +
    `(${formatBani(r.kept)}) și îți rambursăm ${formatBani(r.refund)}.`
  );
}
