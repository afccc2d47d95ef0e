import type { OrderStatus } from '@/types/api';

/** Order statuses with their Romanian labels. */

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  NEW: 'Nouă',
  CONFIRMED: 'Acceptată',
  REJECTED: 'Respinsă',
  DELIVERED: 'Livrată',
  SCHEDULED: 'Programată',
  AWAITING_PAYMENT: 'Așteaptă plata',
  PAYMENT_EXPIRED: 'Plată expirată',
};

export function orderStatusLabel(status: string | null | undefined): string {
  return ORDER_STATUS_LABELS[(status ?? '') as OrderStatus] ?? (status || '—');
}

/** A CSS modifier for the status badge: status-badge--new, --confirmed, … */
export function orderStatusTone(status: string | null | undefined): string {
  return (status ?? 'unknown').toLowerCase();
}

/**
 * Preparation time as the staff set it ("20 min", "2 h", "1 z") in words:
 * "20 min", "2 ore", "1 zi"; null or unreadable → null.
 */
export function formatPreparationTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^\s*(\d+)\s*(min|h|z)\s*$/i.exec(value);
  if (!m) return value.trim() || null;
  const n = Number(m[1]);
  switch (m[2].toLowerCase()) {
    case 'min':
      return `${n} min`;
    case 'h':
      return n === 1 ? '1 oră' : `${n} ore`;
    default:
      return n === 1 ? '1 zi' : `${n} zile`;
  }
}
