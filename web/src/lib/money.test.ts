import { describe, expect, it } from 'vitest';
import { formatBani, formatMoney } from './format';
import { lowestMoney, multiplyMoney, parseMoney, sumMoney } from './money';
import { truncateText } from './text';

describe('money from the services', () => {
  it('parses decimal strings into exact bani', () => {
    expect(parseMoney('45.00')).toBe(4500);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('0.10')).toBe(10);
    expect(parseMoney('1234.56')).toBe(123456);
    expect(parseMoney('-3.20')).toBe(-320);
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney(null)).toBeNull();
  });

  it('adds without float drift: 0.10 + 0.20 is exactly 0,30 RON', () => {
    expect(formatBani(sumMoney([parseMoney('0.10'), parseMoney('0.20')]))).toBe('0,30 RON');
    expect(formatBani(multiplyMoney(parseMoney('19.99')!, 3))).toBe('59,97 RON');
    expect(lowestMoney(['145.00', '120.00', null, '215.00'])).toBe(12000);
  });

  it('shows prices in the Romanian format with RON', () => {
    expect(formatMoney('45.00')).toBe('45,00 RON');
    expect(formatMoney('1234.5')).toBe('1.234,50 RON');
    expect(formatMoney('1234567.89')).toBe('1.234.567,89 RON');
    expect(formatMoney('0.05')).toBe('0,05 RON');
    expect(formatMoney(null)).toBe('0,00 RON');
  });
});

describe('descriptions in lists', () => {
  it('are cut at 50 characters with an ellipsis', () => {
    const long = 'Blat umed de cacao, mousse de ciocolată belgiană 54% și glazură oglindă.';
    const cut = truncateText(long);
    expect(cut).toBe('Blat umed de cacao, mousse de ciocolată belgiană 5…');
    expect(cut.length).toBe(51);
    expect(truncateText('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateText('Scurtă')).toBe('Scurtă');
    expect(truncateText(null)).toBe('');
  });
});
