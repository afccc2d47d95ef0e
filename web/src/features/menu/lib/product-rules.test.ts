import { describe, expect, it } from 'vitest';
import type { Dimension } from '../api/types';
import { isDimensionAvailable, isSoldOut, lowStockLabel, lowestPrice, minimumQuantity } from './product-rules';

const dim = (over: Partial<Dimension> = {}): Dimension => ({
  id: 1,
  value: '1 kg',
  price: '120.00',
  stock: 9999,
  stockUnlimited: true,
  availability: true,
  minimumQuantityType: 'NA',
  minimumQuantityNumber: null,
  boxNeeded: false,
  boxPrice: null,
  ...over,
});

describe('low-stock label', () => {
  it('shows "Mai sunt doar N bucăți" only for a limited stock of 1 to 4', () => {
    for (const n of [1, 2, 3, 4]) {
      expect(lowStockLabel(dim({ stock: n, stockUnlimited: false }))).toBe(`Mai sunt doar ${n} bucăți`);
    }
    expect(lowStockLabel(dim({ stock: 0, stockUnlimited: false }))).toBeNull();
    expect(lowStockLabel(dim({ stock: 5, stockUnlimited: false }))).toBeNull();
    expect(lowStockLabel(dim({ stock: 20, stockUnlimited: false }))).toBeNull();
  });

  it('never shows for unlimited stock (9999)', () => {
    expect(lowStockLabel(dim({ stock: 9999, stockUnlimited: true }))).toBeNull();
    expect(lowStockLabel(dim({ stock: 9999, stockUnlimited: false }))).toBeNull();
    expect(lowStockLabel(dim({ stock: 3, stockUnlimited: true }))).toBeNull();
    expect(lowStockLabel(null)).toBeNull();
  });
});

describe('product rules', () => {
  it('a dimension is orderable when available and in stock', () => {
    expect(isDimensionAvailable(dim())).toBe(true);
    expect(isDimensionAvailable(dim({ availability: false }))).toBe(false);
    expect(isDimensionAvailable(dim({ stock: 0, stockUnlimited: false }))).toBe(false);
  });

  it('sold out when flagged or when no dimension is orderable', () => {
    expect(isSoldOut({ outOfStock: true, dimensions: [dim()] })).toBe(true);
    expect(isSoldOut({ outOfStock: false, dimensions: [dim({ availability: false })] })).toBe(true);
    expect(isSoldOut({ outOfStock: false, dimensions: [dim()] })).toBe(false);
  });

  it('lowest price: the service value, else the cheapest available dimension', () => {
    expect(lowestPrice({ price: '45.00' })).toBe(4500);
    expect(lowestPrice({ dimensions: [dim({ price: '145.00' }), dim({ id: 2, price: '99.50' }), dim({ id: 3, price: '10.00', availability: false })] })).toBe(9950);
  });

  it('minimum count applies to numarBucati only', () => {
    expect(minimumQuantity(dim({ minimumQuantityType: 'numarBucati', minimumQuantityNumber: 6 }))).toBe(6);
    expect(minimumQuantity(dim({ minimumQuantityType: 'NA', minimumQuantityNumber: 6 }))).toBe(1);
  });
});
