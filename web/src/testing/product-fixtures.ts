import type { Dimension } from '@/types/api';

/** A product dimension as the services send it: 1 kg, 120,00 RON, unlimited stock; `overrides` replace fields. */
export function dimension(overrides: Partial<Dimension> = {}): Dimension {
  return {
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
    leadTime: null,
    dailyCapacity: null,
    ...overrides,
  };
}
