import { formatClock, formatDate, todayIso, zonedParts } from '@/lib/bucharest-time';
import type { OrderDetail } from '@/types/api';

const UNIT_MINUTES: Record<string, number> = { min: 1, h: 60, z: 24 * 60 };

/** "20 min" → 20, "2 h" → 120, "1 z" → 1440; null for anything else. */
function preparationMinutes(value: string | null | undefined): number | null {
  const m = value ? /^\s*(\d+)\s*(min|h|z)\s*$/i.exec(value) : null;
  return m ? Number(m[1]) * UNIT_MINUTES[m[2].toLowerCase()] : null;
}

/** When the bakery accepted the order (its last change to CONFIRMED), or null. */
function acceptedAt(order: OrderDetail): Date | null {
  const change = [...(order.statusHistory ?? [])].reverse().find((c) => c.toStatus === 'CONFIRMED');
  const at = change ? new Date(change.changedAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * When an accepted order will be ready: the moment the customer chose, or (as soon as possible)
 * its acceptance plus the preparation time the bakery set. Null when neither is known.
 */
export function readyAt(order: OrderDetail): Date | null {
  if (order.pickupOrDeliveryMoment) {
    const moment = new Date(order.pickupOrDeliveryMoment);
    if (!Number.isNaN(moment.getTime())) return moment;
  }
  const minutes = preparationMinutes(order.orderTimeToPrepare);
  const accepted = acceptedAt(order);
  return minutes !== null && accepted ? new Date(accepted.getTime() + minutes * 60_000) : null;
}

/** "Gata la 10:00" today, "Gata pe 30-11-2026 la 10:00" another day (the shop's clock). */
export function readyText(ready: Date, now: Date = new Date()): string {
  const clock = formatClock(ready);
  return zonedParts(ready).date === todayIso(now) ? `Gata la ${clock}` : `Gata pe ${formatDate(ready)} la ${clock}`;
}
