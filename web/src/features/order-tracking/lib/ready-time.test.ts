import { describe, expect, it } from 'vitest';
import { orderDetail } from '@/testing/order-fixtures';
import { readyAt, readyText } from './ready-time';

const accepted = (changedAt: string) => [{ fromStatus: 'NEW' as const, toStatus: 'CONFIRMED' as const, changedBy: 2, changedByName: 'Maria', note: null, changedAt }];

describe('ready time of an accepted order', () => {
  it('is the chosen moment of a scheduled order, whatever its preparation time', () => {
    const order = orderDetail({ status: 'CONFIRMED', pickupOrDeliveryMoment: '2026-11-29T10:00:00+02:00', orderTimeToPrepare: '15 min', statusHistory: accepted('2026-11-29T05:01:00+02:00') });
    const ready = readyAt(order)!;
    expect(readyText(ready, new Date('2026-11-29T05:02:00+02:00'))).toBe('Gata la 10:00');
    expect(readyText(ready, new Date('2026-11-28T22:00:00+02:00'))).toBe('Gata pe 29-11-2026 la 10:00');
  });

  it('is the acceptance plus the preparation time for an order as soon as possible', () => {
    const order = orderDetail({ status: 'CONFIRMED', pickupOrDeliveryMoment: null, orderTimeToPrepare: '2 h', statusHistory: accepted('2026-11-29T09:45:00+02:00') });
    expect(readyText(readyAt(order)!, new Date('2026-11-29T09:46:00+02:00'))).toBe('Gata la 11:45');
  });

  it('is unknown without a moment or an acceptance', () => {
    expect(readyAt(orderDetail({ status: 'CONFIRMED', pickupOrDeliveryMoment: null, orderTimeToPrepare: '20 min', statusHistory: [] }))).toBeNull();
  });
});
