import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { CHECKOUT_KEY_STORAGE } from '../lib/idempotency';
import { ANSWER, addTort, renderCheckout, fillContact, quoteAnswer, startCheckoutDay } from './checkout-test-kit';

describe('CheckoutPage: placing the order', () => {
  beforeEach(startCheckoutDay);

  it('places the order once (double click), with the Idempotency-Key, then clears the cart and opens the confirmation', async () => {
    addTort();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests: { key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).includes('/price-cart')) return quoteAnswer();
        if (String(input).includes('/available-days')) return new Response('{}', { status: 503 });
        if (String(input).includes('/payments/config')) return new Response('{}', { status: 404 });
        requests.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
        await gate;
        return new Response(JSON.stringify(ANSWER), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { router } = await renderCheckout();
    await fillContact();
    await userEvent.type(screen.getByLabelText('Informații suplimentare (opțional)'), 'Fără nuci');
    const submit = screen.getByRole('button', { name: 'Plasează comanda' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(router.state.location.search).toBe('?cheie=secret');
    expect(requests).toHaveLength(1);
    expect(requests[0].key).toMatch(/\S{8,}/);
    expect(requests[0].body).toEqual({
      items: [{ id: 12, dimensionId: 7, quantity: 2, extraIngredients: ['Fructe de pădure'], preferredMessage: 'La mulți ani, Ana!' }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Ana', lastName: 'Pop', phoneNumber: '0722123456', email: 'ana@example.ro' },
      pickupLocationId: 1,
      pickupOrDeliveryMoment: null,
      orderPaymentOptions: 'CASH',
      cashAmount: null,
      cardAmount: null,
      coupon: null,
      additionalInformation: 'Fără nuci',
    });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
  });

  it('keeps the same key when retrying after a lost answer, and a new one after the order succeeded', async () => {
    addTort();
    const keys: (string | null)[] = [];
    let attempt = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).includes('/price-cart')) return quoteAnswer();
        if (String(input).includes('/available-days')) return new Response('{}', { status: 503 });
        if (String(input).includes('/payments/config')) return new Response('{}', { status: 404 });
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch'); // the answer was lost
        return new Response(JSON.stringify(ANSWER), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { router } = await renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(/^A apărut o eroare: Serverul nu poate fi contactat/)).toBeInTheDocument();
    expect(screen.getByText('Poți încerca din nou: comanda nu va fi înregistrată de două ori.')).toBeInTheDocument();
    const kept = sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    expect(kept).toBe(keys[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();

    // The next order is a new attempt with a new key.
    const { checkoutKey } = await import('../lib/idempotency');
    expect(checkoutKey()).not.toBe(keys[0]);
  });

  it("shows the server's refusal as a toast and under the named field", async () => {
    addTort();
    stubFetchRoutes({
      'POST /user-service/place-order': {
        status: 422,
        body: { status: 422, message: 'Codul de reducere nu este valabil.', errors: { coupon: 'Codul de reducere nu este valabil.' } },
      },
    });
    await renderCheckout();
    await fillContact();
    await userEvent.type(screen.getByLabelText('Cod de reducere (opțional)'), 'GRESIT');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('A apărut o eroare: Codul de reducere nu este valabil.')).toBeInTheDocument();
    const coupon = screen.getByLabelText('Cod de reducere (opțional)');
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveAccessibleDescription(/Codul de reducere nu este valabil\./);
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('a 429 (too many guest orders) shows its Romanian message, keeps the cart and offers no retry note', async () => {
    addTort();
    const message = 'Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste 35 minute.';
    stubFetchRoutes({ 'POST /user-service/place-order': { status: 429, body: { status: 429, message, errors: {} } } });
    await renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(`A apărut o eroare: ${message}`)).toBeInTheDocument();
    const alert = screen.getByText('Comanda nu a fost plasată').closest('.alert') as HTMLElement;
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByText(/Poți încerca din nou/)).not.toBeInTheDocument();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

});
