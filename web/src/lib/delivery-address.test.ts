import { describe, expect, it } from 'vitest';
import type { DeliveryDetails } from '@/types/api';
import { deliveryAddress } from './delivery-address';

const HOME: DeliveryDetails = {
  firstName: 'Ioana',
  lastName: 'Popescu',
  phoneNumber: '0744111222',
  email: 'ioana@example.ro',
  deliveryMethod: 'DELIVERY',
  streetAddress: 'Str. Mare',
  streetNumberAddress: '5',
  buildingNumber: 'A2',
  appartmentNumber: '14',
  city: 'Sibiu',
  postalCode: '550003',
  deliveryFee: '10.00',
};

describe('the delivery address the courier reads', () => {
  it('has the street, number, block, apartment, postal code and locality', () => {
    expect(deliveryAddress(HOME)).toBe('Str. Mare nr. 5, bl. A2, ap. 14, 550003 Sibiu');
  });

  it('leaves out what the customer did not give', () => {
    expect(deliveryAddress({ ...HOME, buildingNumber: null, appartmentNumber: null, postalCode: null })).toBe('Str. Mare nr. 5, Sibiu');
  });

  it('is empty for a pickup order', () => {
    expect(deliveryAddress({ ...HOME, streetAddress: null, city: null })).toBe('');
    expect(deliveryAddress(null)).toBe('');
  });
});
