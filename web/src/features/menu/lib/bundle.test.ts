import { describe, expect, it } from 'vitest';
import type { PromotionProductSet } from '@/types/api';
import { bundleValid, freeCeiling, offeredOptions, optionsOf } from './bundle';

const dim = (id: number, price: string) => ({ id, value: `${id}`, price, boxPrice: null, packagePrice: null });
const SETS: PromotionProductSet[] = [
  { isFreeProduct: false, productFieldLabel: 'Tort', product: [{ id: 1, name: 'Tort mic', dimensions: [dim(11, '50.00')] }, { id: 2, name: 'Tort mare', dimensions: [dim(21, '120.00')] }] },
  { isFreeProduct: true, productFieldLabel: 'Gratuit', product: [{ id: 3, name: 'Fursecuri', dimensions: [dim(31, '30.00')] }, { id: 4, name: 'Macarons', dimensions: [dim(41, '80.00')] }] },
];

describe('bundle chooser rules', () => {
  it('offers free options priced at or below the cheapest chosen X', () => {
    const small = optionsOf(SETS[0])[0];
    const big = optionsOf(SETS[0])[1];
    expect(offeredOptions(SETS[1], null)).toEqual([]);
    expect(offeredOptions(SETS[1], freeCeiling(SETS, [small, null])).map((o) => o.productName)).toEqual(['Fursecuri']);
    expect(offeredOptions(SETS[1], freeCeiling(SETS, [big, null])).map((o) => o.productName)).toEqual(['Fursecuri', 'Macarons']);
  });

  it('is valid only with a choice in every set and a free choice within the paid ones', () => {
    const [small, big] = optionsOf(SETS[0]);
    const [cookies, macarons] = optionsOf(SETS[1]);
    expect(bundleValid(SETS, [big, null])).toBe(false);
    expect(bundleValid(SETS, [big, macarons])).toBe(true);
    expect(bundleValid(SETS, [small, macarons])).toBe(false);
    expect(bundleValid(SETS, [small, cookies])).toBe(true);
  });
});
