import { describe, expect, it } from 'vitest';
import { COUNTIES, countyCode, cuiDigits, isValidCui, toCompanyDetails } from './company';

describe('the CUI control digit', () => {
  it('accepts valid CUIs, with or without RO, spaces or lower case', () => {
    expect(cuiDigits('18547290')).toBe('18547290');
    expect(cuiDigits('RO18547290')).toBe('18547290');
    expect(cuiDigits(' ro 18547290 ')).toBe('18547290');
    expect(isValidCui('RO14399840')).toBe(true);
    expect(isValidCui('1590082')).toBe(true);
  });

  it('refuses a wrong control digit, letters, too short or too long', () => {
    expect(isValidCui('18547291')).toBe(false);
    expect(isValidCui('RO18547299')).toBe(false);
    expect(isValidCui('18A47290')).toBe(false);
    expect(isValidCui('1')).toBe(false);
    expect(isValidCui('123456789012')).toBe(false);
    expect(isValidCui('')).toBe(false);
  });

  it('a control sum of 10 gives the digit 0', () => {
    // The first body whose weighted sum ×10 mod 11 is 10: its control digit is 0.
    const body = Array.from({ length: 1000 }, (_, n) => String(n + 10)).find((digits) => {
      const padded = digits.padStart(9, '0');
      const sum = [...padded].reduce((total, d, i) => total + Number(d) * Number('753217532'[i]), 0);
      return (sum * 10) % 11 === 10;
    })!;
    expect(isValidCui(`${body}0`)).toBe(true);
    expect(isValidCui(`${body}1`)).toBe(false);
  });
});

describe('counties', () => {
  it('lists the 41 counties and Bucharest, and reads a name or a code', () => {
    expect(COUNTIES).toHaveLength(42);
    expect(countyCode('Sibiu')).toBe('RO-SB');
    expect(countyCode('sb')).toBe('RO-SB');
    expect(countyCode('RO-B')).toBe('RO-B');
    expect(countyCode('Atlantida')).toBe('');
  });
});

it('the body sent: CUI without spaces in upper case, an empty register number as null', () => {
  expect(
    toCompanyDetails({ companyName: ' Firma SRL ', cui: 'ro 18547290', registrationNumber: ' ', streetAddress: 'Str. A 1', city: 'Sibiu', county: 'RO-SB' }),
  ).toEqual({ companyName: 'Firma SRL', cui: 'RO18547290', registrationNumber: null, streetAddress: 'Str. A 1', city: 'Sibiu', county: 'RO-SB' });
});
