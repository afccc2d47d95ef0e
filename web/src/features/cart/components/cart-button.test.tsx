import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore, type NewProductLine } from '@/stores/cart';
import { renderRoutes } from '@/testing/test-utils';
import { useCartUi } from '../stores/cart-ui';
import { CartButton } from './cart-button';

const ECLER: NewProductLine = {
  id: 20,
  name: 'Ecler cu vanilie',
  dimensionId: 31,
  dimensionLabel: '1 buc',
  price: '9.50',
  boxPrice: null,
  quantity: 1,
  preferredMessage: '',
  extraIngredients: [],
};

function renderButton() {
  return renderRoutes(
    [
      { path: '/', element: <CartButton /> },
      { path: '/checkout', element: <p>Pagina de checkout</p> },
      { path: '/meniu', element: <p>Meniu</p> },
    ],
    '/',
  );
}

const badge = () => screen.getByTestId('cart-count');

describe('CartButton', () => {
  beforeEach(() => {
    useCartStore.getState().clear();
    useCartUi.getState().setOpen(false);
  });

  it('animates the count badge for 1 second when the count changes', () => {
    vi.useFakeTimers();
    renderButton();
    expect(badge()).toHaveTextContent('0');
    expect(badge()).not.toHaveClass('cart-btn__badge--bump');

    act(() => useCartStore.getState().addProduct(ECLER));
    expect(badge()).toHaveTextContent('1');
    expect(badge()).toHaveClass('cart-btn__badge--bump');
    expect(screen.getByRole('button', { name: 'Coșul de cumpărături, 1 produs' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(999));
    expect(badge()).toHaveClass('cart-btn__badge--bump');
    act(() => vi.advanceTimersByTime(1));
    expect(badge()).not.toHaveClass('cart-btn__badge--bump');

    // A new change starts a new second.
    act(() => useCartStore.getState().addProduct({ ...ECLER, quantity: 2 }));
    expect(badge()).toHaveTextContent('3');
    expect(badge()).toHaveClass('cart-btn__badge--bump');
    act(() => vi.advanceTimersByTime(1000));
    expect(badge()).not.toHaveClass('cart-btn__badge--bump');
  });

  it('shows the empty state', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Coșul de cumpărături, 0 produse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coșul tău' });
    expect(within(dialog).getByText('Coșul tău este gol.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vezi meniul' })).toBeInTheDocument();
  });

  it('lists lines with extras and message, changes quantities, removes, and goes to /checkout', async () => {
    useCartStore.getState().addProduct({
      ...ECLER,
      id: 12,
      name: 'Tort Diplomat',
      dimensionId: 7,
      dimensionLabel: '1 kg',
      price: '120.00',
      preferredMessage: 'La mulți ani, Ana!',
      extraIngredients: [{ name: 'Fructe de pădure', price: '12.00' }],
    });
    useCartStore.getState().addProduct(ECLER);
    const { router } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Coșul de cumpărături, 2 produse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coșul tău' });

    const tort = within(dialog).getByRole('listitem', { name: 'Tort Diplomat' });
    expect(within(tort).getByText('+ Fructe de pădure (12,00 RON)')).toBeInTheDocument();
    expect(within(tort).getByText('Mesaj: „La mulți ani, Ana!”')).toBeInTheDocument();
    expect(within(tort).getByText('132,00 RON')).toBeInTheDocument();
    // Subtotal: 132,00 + 9,50, an estimate.
    expect(within(dialog).getByText('Subtotal estimativ').nextElementSibling).toHaveTextContent('141,50 RON');

    await userEvent.click(within(tort).getByRole('button', { name: 'Crește cantitatea de Tort Diplomat' }));
    expect(within(tort).getByText('264,00 RON')).toBeInTheDocument();
    await userEvent.click(within(tort).getByRole('button', { name: 'Scade cantitatea de Tort Diplomat' }));
    // At 1 the minus button removes the line.
    await userEvent.click(within(tort).getByRole('button', { name: 'Elimină Tort Diplomat din coș' }));
    expect(within(dialog).queryByRole('listitem', { name: 'Tort Diplomat' })).not.toBeInTheDocument();

    const ecler = within(dialog).getByRole('listitem', { name: 'Ecler cu vanilie' });
    await userEvent.click(within(ecler).getByRole('button', { name: 'Crește cantitatea de Ecler cu vanilie' }));
    await userEvent.click(within(ecler).getByRole('button', { name: 'Șterge Ecler cu vanilie din coș' }));
    expect(within(dialog).getByText('Coșul tău este gol.')).toBeInTheDocument();

    useCartStore.getState().addProduct(ECLER);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Finalizează comanda' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Golește coșul' asks once more, then empties the cart", async () => {
    useCartStore.getState().addProduct(ECLER);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Coșul de cumpărături/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Golește coșul' }));
    await userEvent.click(screen.getByRole('button', { name: 'Da, golește' }));
    expect(useCartStore.getState().lines).toEqual([]);
    expect(screen.getByText('Coșul tău este gol.')).toBeInTheDocument();
  });
});
