import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { tortLine } from '@/testing/cart-fixtures';
import { ANSWER, renderCheckout, startCheckoutDay } from './checkout-test-kit';

const CATEGORIES = [
  { id: 3, name: 'Torturi cu figurine', value: 'torturi-cu-figurine', specialCategory: false, extraIngredients: [], isPickupFromSpecificLocation: true, givenLocationForPickup: 2, preferredMessage: false, preferredMessageMaxLength: null, additionalInformation: null },
  { id: 4, name: 'Tarte', value: 'tarte', specialCategory: false, extraIngredients: [], isPickupFromSpecificLocation: true, givenLocationForPickup: 1, preferredMessage: false, preferredMessageMaxLength: null, additionalInformation: null },
];

const routes = {
  'GET /user-service/get-categories': { body: CATEGORIES },
  'POST /user-service/price-cart': { body: { subTotalPrice: '0.00', discount: '0.00', discounts: [], coupon: null, couponMessage: null } },
  'POST /user-service/place-order': { status: 201, body: ANSWER },
};

async function fillContactAndTerms() {
  await userEvent.type(screen.getByLabelText('Prenume'), 'Ana');
  await userEvent.type(screen.getByLabelText('Nume'), 'Pop');
  await userEvent.type(screen.getByLabelText('Telefon'), '0722 123 456');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'ana@example.ro');
  await userEvent.click(screen.getByRole('checkbox', { name: /Am citit și accept termenii și condițiile/ }));
}

describe('CheckoutPage: a category picked up at its own point', () => {
  beforeEach(startCheckoutDay);

  it('shows the point and why instead of the chooser, and places the order there', async () => {
    useCartStore.getState().addProduct(tortLine({ name: 'Tort cu Spiderman', categoryId: 3 }));
    const { callsTo, calls } = stubFetchRoutes(routes);
    const { router } = await renderCheckout();

    expect(await screen.findByText('Produsele din categoria „Torturi cu figurine” se ridică de la Laboratorul.')).toBeInTheDocument();
    expect(screen.getByText('Punctul de ridicare: Laboratorul')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cofetăria din centru' })).not.toBeInTheDocument();

    await fillContactAndTerms();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(callsTo('POST', '/user-service/place-order')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/user-service/place-order')?.json).toMatchObject({ deliveryMethodChosen: 'PICKUP', pickupLocationId: 2 });
  });

  it('says before sending that two points cannot be one order, and keeps the button disabled', async () => {
    useCartStore.getState().addProduct(tortLine({ id: 20, name: 'Tort cu Spiderman', categoryId: 3 }));
    useCartStore.getState().addProduct(tortLine({ id: 21, name: 'Tartă cu fructe', categoryId: 4 }));
    const { callsTo } = stubFetchRoutes(routes);
    await renderCheckout();

    expect(
      await screen.findByText('Produsele din coș se ridică de la puncte diferite (Cofetăria din centru, Laboratorul); plasați comenzi separate.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toBeDisabled();

    // Delivered, the order is not bound to a point.
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.queryByText(/se ridică de la puncte diferite/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toBeEnabled();
    expect(callsTo('POST', '/user-service/place-order')).toHaveLength(0);
  });
});
