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

  it('leaves out promotions with conditions the menu cannot judge', () => {
    const happyHour = promotion({ productIds: [7], conditions: [{ conditionType: 'HOURS', conditionValue: '14:00-17:00' }] });
    expect(discountPercent([happyHour], { productId: 7 })).toBeNull();
  });

  it('rounds the new price like the server', () => {
    expect(discounted(1150, 20)).toBe(920);
    expect(discounted(999, 15)).toBe(849);
  });
});
