import { describe, expect, it } from 'vitest';
import { dimension } from '@/testing/product-fixtures';
import { isDimensionAvailable, isSoldOut, lowStockLabel, lowestPrice, minimumQuantity } from './product-rules';


describe('low-stock label', () => {
  it('shows "Mai sunt doar N bucăți" only for a limited stock of 1 to 4', () => {
    for (const n of [1, 2, 3, 4]) {
      expect(lowStockLabel(dimension({ stock: n, stockUnlimited: false }))).toBe(`Mai sunt doar ${n} bucăți`);
    }
    expect(lowStockLabel(dimension({ stock: 0, stockUnlimited: false }))).toBeNull();
    expect(lowStockLabel(dimension({ stock: 5, stockUnlimited: false }))).toBeNull();
    expect(lowStockLabel(dimension({ stock: 20, stockUnlimited: false }))).toBeNull();
  });

  it('never shows for unlimited stock (9999)', () => {
    expect(lowStockLabel(dimension({ stock: 9999, stockUnlimited: true }))).toBeNull();
    expect(lowStockLabel(dimension({ stock: 9999, stockUnlimited: false }))).toBeNull();
    expect(lowStockLabel(dimension({ stock: 3, stockUnlimited: true }))).toBeNull();
    expect(lowStockLabel(null)).toBeNull();
  });
});

describe('product rules', () => {
  it('a dimension is orderable when available and in stock', () => {
    expect(isDimensionAvailable(dimension())).toBe(true);
    expect(isDimensionAvailable(dimension({ availability: false }))).toBe(false);
    expect(isDimensionAvailable(dimension({ stock: 0, stockUnlimited: false }))).toBe(false);
  });

  it('sold out when flagged or when no dimension is orderable', () => {
    expect(isSoldOut({ outOfStock: true, dimensions: [dimension()] })).toBe(true);
    expect(isSoldOut({ outOfStock: false, dimensions: [dimension({ availability: false })] })).toBe(true);
    expect(isSoldOut({ outOfStock: false, dimensions: [dimension()] })).toBe(false);
  });

  it('lowest price: the service value, else the cheapest available dimension', () => {
    expect(lowestPrice({ price: '45.00', dimensions: [] })).toBe(4500);
    expect(lowestPrice({ price: null, dimensions: [dimension({ price: '145.00' }), dimension({ id: 2, price: '99.50' }), dimension({ id: 3, price: '10.00', availability: false })] })).toBe(9950);
  });

  it('minimum count applies to numarBucati only', () => {
    expect(minimumQuantity(dimension({ minimumQuantityType: 'numarBucati', minimumQuantityNumber: 6 }))).toBe(6);
    expect(minimumQuantity(dimension({ minimumQuantityType: 'NA', minimumQuantityNumber: 6 }))).toBe(1);
  });
});
