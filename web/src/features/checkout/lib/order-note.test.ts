import { describe, expect, it } from 'vitest';
import { emptyCompany } from '@/lib/company';
import { MSG } from './messages';
import { NOTE_MAX_LENGTH, orderNote, tableNumberOf } from './order-note';
import { checkoutSchema, type CheckoutContext, type CheckoutValues } from './schema';

describe('the order note with the table number', () => {
  it('puts the table first for an order served at the table, trimmed, leading zeros dropped', () => {
    expect(orderNote('RESTAURANT', ' 05 ', '  fără zahăr pudră ')).toBe('Masa 5: fără zahăr pudră');
    expect(orderNote('RESTAURANT', '99', '')).toBe('Masa 99');
    expect(orderNote('RESTAURANT', '', ' fără nuci ')).toBe('fără nuci');
    expect(orderNote('RESTAURANT', '', '   ')).toBeNull();
  });

  it('never for pickup or delivery, whatever was left in the field', () => {
    expect(orderNote('PICKUP', '5', 'fără nuci')).toBe('fără nuci');
    expect(orderNote('DELIVERY', '5', '')).toBeNull();
  });

  it('reads 1 to 99 only', () => {
    expect(['1', '42', '99', '007'].map(tableNumberOf)).toEqual([1, 42, 99, 7]);
    expect(['0', '100', '-3', '2.5', '5a', ''].map(tableNumberOf)).toEqual([null, null, null, null, null, null]);
  });
});

describe('checkout rules for the table number and the note', () => {
  const ctx: CheckoutContext = { hasPickupLocations: false, asapAllowed: true, slots: [], estimatedTotal: 0, productsTotal: 0, minimumOrderValue: null };
  const values = (changes: Partial<CheckoutValues>): CheckoutValues => ({
    firstName: 'Ana', lastName: 'Pop', phoneNumber: '0722123456', email: 'ana@example.ro', method: 'RESTAURANT', pickupLocationId: '', tableNumber: '',
    streetAddress: '', streetNumberAddress: '', buildingNumber: '', appartmentNumber: '', city: '', postalCode: '', when: 'asap', date: '', time: '',
    payment: 'CASH', cashAmount: '', cardAmount: '', coupon: '', additionalInformation: '', wantsInvoice: false, invoice: emptyCompany(), terms: true, ...changes,
  });
  const problems = (changes: Partial<CheckoutValues>) => {
    const result = checkoutSchema(ctx).safeParse(values(changes));
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('a table outside 1–99 is refused in Romanian; empty is fine', () => {
    expect(problems({ tableNumber: '100' })).toEqual({ tableNumber: MSG.tableNumber });
    expect(problems({ tableNumber: '' })).toEqual({});
    expect(problems({ tableNumber: '3' })).toEqual({});
  });

  it('the table counts toward the note limit of place-order, and the message says what is left', () => {
    const note = 'a'.repeat(NOTE_MAX_LENGTH - 'Masa 5: '.length);
    expect(problems({ tableNumber: '5', additionalInformation: note })).toEqual({});
    expect(problems({ tableNumber: '5', additionalInformation: `${note}a` })).toEqual({
      additionalInformation: 'Textul este prea lung (cel mult 992 de caractere).',
    });
    expect(problems({ additionalInformation: 'a'.repeat(NOTE_MAX_LENGTH + 1) })).toEqual({
      additionalInformation: 'Textul este prea lung (cel mult 1000 de caractere).',
    });
  });
});
