import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/types/api';
import { discounted, discountPercent } from './product-discounts';

const promotion = (fields: Partial<Promotion>): Promotion =>
  ({
    id: 1,
    name: 'P',
    description: null,
    type: 'PRODUCT_DISCOUNT',
    active: true,
    discountPercentage: '20.00',
    discountAmount: null,
    couponCode: null,
    validityInDays: null,
    minOrderValue: null,
    startDate: null,
    endDate: null,
    image: null,
    conditions: [],
    promotionProductBeans: [],
    combinable: false,
    categoryIds: [],
    productIds: [],
    dimensionIds: [],
    ...fields,
  }) as Promotion;

describe('old and new prices of products on a percentage promotion', () => {
  it('finds the best percentage covering the product, its category or its size', () => {
    const promotions = [promotion({ categoryIds: [3] }), promotion({ id: 2, productIds: [7], discountPercentage: '30.00' })];
    expect(discountPercent(promotions, { productId: 7, categoryId: 3 })).toBe(30);
    expect(discountPercent(promotions, { productId: 8, categoryId: 3 })).toBe(20);
    expect(discountPercent(promotions, { productId: 8, categoryId: 4 })).toBeNull();
  });

  it('judges the day and the hours on the shop clock, and leaves out what only the checkout knows', () => {
    // Tuesday 24-11-2026, 15:30 in Sibiu (13:30 UTC).
    const tuesdayAfternoon = new Date('2026-11-24T13:30:00Z');
    const happyHour = promotion({ productIds: [7], conditions: [{ conditionType: 'HOURS', conditionValue: '14:00-17:00' }] });
    expect(discountPercent([happyHour], { productId: 7 }, tuesdayAfternoon)).toBe(20);
    expect(discountPercent([happyHour], { productId: 7 }, new Date('2026-11-24T15:00:00Z'))).toBeNull(); // 17:00: over
    const weekdays = (days: string) => promotion({ productIds: [7], conditions: [{ conditionType: 'WEEKDAYS', conditionValue: days }] });
    expect(discountPercent([weekdays('1,2')], { productId: 7 }, tuesdayAfternoon)).toBe(20);
    expect(discountPercent([weekdays('6,7')], { productId: 7 }, tuesdayAfternoon)).toBeNull();
    const limited = promotion({ productIds: [7], conditions: [{ conditionType: 'MAX_USES', conditionValue: '50' }] });
    expect(discountPercent([limited], { productId: 7 }, tuesdayAfternoon)).toBe(20);
    for (const conditionType of ['DELIVERY_METHOD', 'FIRST_ORDER', 'MAX_USES_PER_CUSTOMER', 'SUBSCRIBED_TO_NEWSLETTER', 'PRE_ORDER_ONLY']) {
      const atCheckout = promotion({ productIds: [7], conditions: [{ conditionType, conditionValue: 'DELIVERY' }] });
      expect(discountPercent([atCheckout], { productId: 7 }, tuesdayAfternoon), conditionType).toBeNull();
    }
  });

  it('rounds the new price like the server', () => {
    expect(discounted(1150, 20)).toBe(920);
    expect(discounted(999, 15)).toBe(849);
  });
});
