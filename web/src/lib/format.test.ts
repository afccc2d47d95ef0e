import { describe, expect, it } from 'vitest';
import { formatPrice, formatWholeNumber } from './format';

describe('formatPrice', () => {
  it('uses the Romanian format with RON', () => {
    expect(formatPrice(12.5)).toBe('12,50 RON');
    expect(formatPrice(0)).toBe('0,00 RON');
    expect(formatPrice(1234.5)).toBe('1.234,50 RON');
    expect(formatPrice(1234567.891)).toBe('1.234.567,89 RON');
    expect(formatPrice('15')).toBe('15,00 RON');
    expect(formatPrice(null)).toBe('0,00 RON');
    expect(formatPrice(-3.2)).toBe('-3,20 RON');
  });
});

describe('formatWholeNumber', () => {
  it('groups thousands the Romanian way (chart axes)', () => {
    expect(formatWholeNumber(8000)).toBe('8.000');
    expect(formatWholeNumber(1234567.4)).toBe('1.234.567');
    expect(formatWholeNumber(999)).toBe('999');
  });
});
