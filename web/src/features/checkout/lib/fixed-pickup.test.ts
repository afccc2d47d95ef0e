import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart';
import { tortLine } from '@/testing/cart-fixtures';
import type { Category } from '@/types/api';
import { fixedPickup } from './fixed-pickup';

const POINTS = [
  { id: 1, pickupLocationName: 'Cofetăria din centru', pickupLocationDescription: 'Str. Nicolae Bălcescu 12', pickupLocationLatitude: null, pickupLocationLongitude: null },
  { id: 2, pickupLocationName: 'Laboratorul', pickupLocationDescription: 'Calea Dumbrăvii 5', pickupLocationLatitude: null, pickupLocationLongitude: null },
];

const category = (id: number, name: string, point: number | null): Category =>
  ({ id, name, value: name, specialCategory: false, extraIngredients: [], isPickupFromSpecificLocation: point !== null, givenLocationForPickup: point, preferredMessage: false, preferredMessageMaxLength: null, additionalInformation: null }) as Category;

const CATEGORIES = [category(3, 'Torturi cu figurine', 2), category(4, 'Tarte', 1), category(5, 'Prăjituri', null)];

function cart(...categoryIds: (number | null)[]) {
  useCartStore.getState().clear();
  categoryIds.forEach((categoryId, i) => useCartStore.getState().addProduct(tortLine({ id: 100 + i, categoryId })));
  return useCartStore.getState().lines;
}

describe('fixedPickup', () => {
  it('leaves the choice to the customer when no category fixes a point', () => {
    expect(fixedPickup(cart(5, null), CATEGORIES, POINTS)).toEqual({ kind: 'free' });
  });

  it("names the category's point and why", () => {
    const fixed = fixedPickup(cart(5, 3, 3), CATEGORIES, POINTS);
    expect(fixed).toMatchObject({ kind: 'fixed', point: POINTS[1], category: 'Torturi cu figurine' });
    expect(fixed.kind === 'fixed' && fixed.message).toBe('Produsele din categoria „Torturi cu figurine” se ridică de la Laboratorul.');
  });

  it("says what the server says when two points meet in one cart, in the storefront's order of the points", () => {
    expect(fixedPickup(cart(3, 4), CATEGORIES, POINTS)).toEqual({
      kind: 'mixed',
      message: 'Produsele din coș se ridică de la puncte diferite (Cofetăria din centru, Laboratorul); plasați comenzi separate.',
    });
  });

  it('leaves a point the shop no longer offers to the server', () => {
    expect(fixedPickup(cart(6), [category(6, 'Vechi', 9)], POINTS)).toEqual({ kind: 'free' });
  });
});
