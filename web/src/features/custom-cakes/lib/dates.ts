import { formatDate, formatIsoDate } from '@/lib/bucharest-time';

/** A day the server sends as "2026-12-24" or as an instant, shown dd-MM-yyyy on the shop's clock; '' when missing. */
export function showDay(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatDate(value);
}
