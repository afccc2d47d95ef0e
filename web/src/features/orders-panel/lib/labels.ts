import { formatDateTimeShort } from '@/lib/bucharest-time';
import type { OrderStatus } from '@/types/api';
import { MSG } from './messages';

/**
 * Order status names, with diacritics. The two online-payment states never reach the panel
 * (staff do not see unpaid orders); they are named in case a history line mentions them.
 */
const STATUS_LABELS: Record<OrderStatus, string> = {
  NEW: 'Nouă',
  CONFIRMED: 'Acceptată',
  REJECTED: 'Respinsă',
  DELIVERED: 'Livrată',
  SCHEDULED: 'Programată',
  AWAITING_PAYMENT: 'Așteaptă plata online',
  PAYMENT_EXPIRED: 'Plata online a expirat',
};

export function statusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status as OrderStatus]) || status || '—';
}

const METHOD_LABELS: Record<string, string> = {
  PICKUP: 'Ridicare personală',
  DELIVERY: 'Livrare la domiciliu',
  RESTAURANT: 'La restaurant',
};

export function methodLabel(method: string | null | undefined): string {
  return (method && METHOD_LABELS[method]) || method || '—';
}

/** dd-MM-yyyy HH:mm on the shop's clock; '—' when there is no readable date. */
export function formatOrderDate(input: number[] | string | Date | null | undefined): string {
  if (Array.isArray(input) && input.length < 3) return '—';
  return formatDateTimeShort(input) || '—';
}

/** The pickup/delivery moment, or 'Cât mai curând posibil' when the customer left it empty. */
export function momentLabel(moment: string | null | undefined): string {
  return moment ? formatOrderDate(moment) : MSG.asSoonAsPossible;
}

/** "20 min" → "20 min"; "2 h" → "2 ore"; "1 z" → "1 zi"; "3 z" → "3 zile". */
export function prepTimeLabel(value: string | null | undefined): string {
  if (!value) return CLIENT_CHOSEN_MOMENT;
  const m = /^\s*(\d+)\s*(min|h|z)\s*$/.exec(value);
  if (!m) return value;
  const n = Number(m[1]);
  if (m[2] === 'min') return `${n} min`;
  if (m[2] === 'h') return n === 1 ? '1 oră' : `${n} ore`;
  return n === 1 ? '1 zi' : `${n} zile`;
}

/** The "N/A" preparation time (sent as null: the customer chose the moment), in the staff's words. */
export const CLIENT_CHOSEN_MOMENT = 'Data aleasă de client';

/** Preparation times offered when accepting. The value is what the service takes. */
export const NA_PREP_TIME = 'N/A';
export const PREP_TIME_OPTIONS: { value: string; label: string }[] = [
  { value: NA_PREP_TIME, label: CLIENT_CHOSEN_MOMENT },
  ...[10, 15, 20, 25, 30, 35, 40, 45, 50, 60].map((n) => ({ value: `${n} min`, label: `${n} min` })),
  ...[2, 3, 4].map((n) => ({ value: `${n} h`, label: prepTimeLabel(`${n} h`) })),
  ...[1, 2, 3, 4, 5].map((n) => ({ value: `${n} z`, label: prepTimeLabel(`${n} z`) })),
];

/** The usual times, offered as large buttons; the rest of PREP_TIME_OPTIONS under "Altă durată". */
export const QUICK_PREP_TIMES: { value: string; label: string }[] = [
  ...[10, 15, 20, 30, 45].map((n) => ({ value: `${n} min`, label: `${n} min` })),
  { value: '60 min', label: '1 oră' },
];

/** Which actions a status allows (a rejected or delivered order is closed). */
export function allowedActions(status: OrderStatus | string | null | undefined) {
  return {
    accept: status === 'NEW' || status === 'SCHEDULED',
    deliver: status === 'CONFIRMED',
    reject: status === 'NEW' || status === 'SCHEDULED' || status === 'CONFIRMED',
  };
}

export function fullName(first?: string | null, last?: string | null): string {
  return [first, last].filter((p) => p && p.trim()).join(' ');
}
