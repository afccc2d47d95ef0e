import type { NewProductLine } from '@/stores/cart';

/** A cart line of the demo's Tort Diplomat (product 12, 1 kg, 120,00 RON, box 5,00); `overrides` replace fields. */
export function tortLine(overrides: Partial<NewProductLine> = {}): NewProductLine {
  return {
    id: 12,
    name: 'Tort Diplomat',
    dimensionId: 7,
    dimensionLabel: '1 kg',
    price: '120.00',
    boxPrice: '5.00',
    quantity: 1,
    preferredMessage: '',
    extraIngredients: [],
    ...overrides,
  };
}
