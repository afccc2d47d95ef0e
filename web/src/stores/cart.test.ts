import { beforeEach, describe, expect, it } from 'vitest';
import { tortLine } from '@/testing/cart-fixtures';
import { CART_STORAGE_KEY, cartCount, cartTotals, productLineKey, useCartStore } from './cart';

const TORT = tortLine({
  extraIngredients: [
    { name: 'Nucă', price: '6.00' },
    { name: 'Fructe de pădure', price: '12.00' },
  ],
});

const cart = () => useCartStore.getState();

describe('cart store: merging lines, quantities, totals, storage', () => {
  beforeEach(() => cart().clear());

  it('keys a product line by product, dimension and the SORTED extra names: identical lines merge', () => {
    cart().addProduct(TORT);
    cart().addProduct({ ...TORT, quantity: 2, extraIngredients: [...TORT.extraIngredients].reverse() });
    expect(cart().lines).toHaveLength(1);
    expect(cart().lines[0]).toMatchObject({ kind: 'product', id: 12, dimensionId: 7, quantity: 3 });
    expect(productLineKey({ ...TORT, extraIngredients: [{ name: 'b', price: '1' }, { name: 'a', price: '1' }] })).toBe(
      productLineKey({ ...TORT, extraIngredients: [{ name: 'a', price: '1' }, { name: 'b', price: '1' }] }),
    );
  });

  it('keeps lines apart when the dimension, the extras or the message differ', () => {
    cart().addProduct(TORT);
    cart().addProduct({ ...TORT, dimensionId: 8, dimensionLabel: '2 kg' });
    cart().addProduct({ ...TORT, extraIngredients: [{ name: 'Nucă', price: '6.00' }] });
    cart().addProduct({ ...TORT, preferredMessage: 'La mulți ani, Ana!' });
    expect(cart().lines).toHaveLength(4);
    expect(cartCount(cart().lines)).toBe(4);
  });

  it('decrease lowers the quantity and removes the line at 1; increase raises it', () => {
    cart().addProduct({ ...TORT, quantity: 2 });
    const { key } = cart().lines[0];
    cart().decrease(key);
    expect(cart().lines[0].quantity).toBe(1);
    cart().increase(key);
    expect(cart().lines[0].quantity).toBe(2);
    cart().decrease(key);
    cart().decrease(key);
    expect(cart().lines).toHaveLength(0);
  });

  it("respects a dimension's minimum count: never below it, decrease at the minimum removes the line", () => {
    cart().addProduct({ ...TORT, quantity: 2, minQuantity: 6 });
    const [line] = cart().lines;
    expect(line.quantity).toBe(6);
    cart().increase(line.key);
    expect(cart().lines[0].quantity).toBe(7);
    cart().decrease(line.key);
    expect(cart().lines[0].quantity).toBe(6);
    cart().decrease(line.key);
    expect(cart().lines).toHaveLength(0);
  });

  it('does not go above a limited stock', () => {
    cart().addProduct({ ...TORT, quantity: 2, maxQuantity: 3 });
    cart().addProduct({ ...TORT, quantity: 2, maxQuantity: 3 });
    expect(cart().lines[0].quantity).toBe(3);
    cart().increase(cart().lines[0].key);
    expect(cart().lines[0].quantity).toBe(3);
  });

  it('merges identical promotion lines (same promotion and products); remove and clear', () => {
    const promo = {
      promotionId: 3,
      promotionName: '1+1 Eclere',
      productBeans: [
        { productId: 20, dimensionId: 31, dimensionName: '1 buc', productName: 'Ecler', productPrice: '9.00', isFreeProduct: false },
        { productId: 21, dimensionId: 32, dimensionName: '1 buc', productName: 'Ecler ciocolată', productPrice: '9.00', isFreeProduct: true },
      ],
    };
    cart().addPromotion(promo);
    cart().addPromotion(promo);
    cart().addProduct(TORT);
    expect(cart().lines).toHaveLength(2);
    expect(cart().lines[0]).toMatchObject({ kind: 'promotion', quantity: 2 });
    cart().decrease(cart().lines[0].key);
    cart().decrease(cart().lines[0].key);
    expect(cart().lines).toHaveLength(1);
    cart().remove(cart().lines[0].key);
    expect(cart().lines).toHaveLength(0);
    cart().addProduct(TORT);
    cart().clear();
    expect(cart().lines).toEqual([]);
  });

  it('estimates totals in whole bani: dimension + extras per piece, box per piece', () => {
    cart().addProduct({ ...TORT, quantity: 2 });
    // (120 + 6 + 12) × 2 = 276; box 5 × 2 = 10.
    expect(cartTotals(cart().lines)).toEqual({ products: 27600, packaging: 1000, total: 28600 });
  });

  it('is kept in localStorage', () => {
    cart().addProduct(TORT);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(stored.state.lines).toHaveLength(1);
    expect(stored.state.lines[0]).toMatchObject({ id: 12, dimensionId: 7, quantity: 1 });
  });
});
