import { addDaysIso, todayIso } from '@/lib/bucharest-time';
import type { EfacturaStatus, InvoiceKind } from '@/types/api';

/** The list's filters, as the page's address keeps them (so a filtered list can be shared or reloaded). */
export type InvoiceFilters = { from: string; to: string; status: EfacturaStatus | ''; kind: InvoiceKind | '' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES: readonly string[] = ['PENDING', 'UPLOADING', 'IN_PROGRESS', 'OK', 'NOK'];
const KINDS: readonly string[] = ['INVOICE', 'CREDIT_NOTE'];

/** The first and last day of the month of `today` in Romania (yyyy-MM-dd). */
export function monthOf(today: string = todayIso()): { from: string; to: string } {
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDaysIso(from, 32).slice(0, 7);
  return { from, to: addDaysIso(`${nextMonth}-01`, -1) };
}

export function filtersFrom(params: URLSearchParams, today?: string): InvoiceFilters {
  const month = monthOf(today);
  const day = (name: string, fallback: string) => {
    const value = params.get(name) ?? '';
    return ISO_DAY.test(value) ? value : fallback;
  };
  const status = params.get('stare') ?? '';
  const kind = params.get('tip') ?? '';
  return {
    from: day('de-la', month.from),
    to: day('pana-la', month.to),
    status: STATUSES.includes(status) ? (status as EfacturaStatus) : '',
    kind: KINDS.includes(kind) ? (kind as InvoiceKind) : '',
  };
}

export function filtersToParams(filters: InvoiceFilters): Record<string, string> {
  const out: Record<string, string> = { 'de-la': filters.from, 'pana-la': filters.to };
  if (filters.status) out.stare = filters.status;
  if (filters.kind) out.tip = filters.kind;
  return out;
}
