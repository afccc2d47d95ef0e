import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { ANSWER, addTort, BUSINESS, fillContact, renderCheckout, startCheckoutDay } from './checkout-test-kit';

const PLACE = 'POST /user-service/place-order';
const AT_THE_TABLE = { ...BUSINESS, bookingEnabled: true };

/** A tort in the cart of a shop that serves at its tables, at the checkout: what it sends to place-order. */
async function openCheckout() {
  addTort(1);
  const { callsTo } = stubFetchRoutes({ [PLACE]: { status: 201, body: ANSWER } });
  await renderCheckout(AT_THE_TABLE);
  return () => callsTo('POST', '/user-service/place-order');
}

/** Served at the table tomorrow at 10:30 (never "as soon as possible"), the contact filled in and the terms accepted. */
async function chooseTable() {
  await fillContact();
  await userEvent.click(screen.getByRole('radio', { name: 'La restaurant' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ziua' }), '2026-12-24');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ora' }), '10:30');
}

describe('checkout served at the table: the table number', () => {
  beforeEach(startCheckoutDay);

  it('is asked only for "La restaurant", and opens the note the staff read ("Masa 5: …")', async () => {
    const placed = await openCheckout();
    expect(screen.queryByLabelText('Număr masă (opțional)')).not.toBeInTheDocument();
    await chooseTable();
    await userEvent.type(screen.getByLabelText('Număr masă (opțional)'), '5');
    await userEvent.type(screen.getByLabelText('Informații suplimentare (opțional)'), '  Fără zahăr pudră ');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(placed()).toHaveLength(1));
    const body = placed()[0].json as Record<string, unknown>;
    expect(body).toMatchObject({ deliveryMethodChosen: 'RESTAURANT', additionalInformation: 'Masa 5: Fără zahăr pudră' });
    // The public contract is unchanged: no field of its own for the table.
    expect(Object.keys(body)).not.toContain('tableNumber');
  });

  it('with the number and no note, the note sent is "Masa 12"', async () => {
    const placed = await openCheckout();
    await chooseTable();
    await userEvent.type(screen.getByLabelText('Număr masă (opțional)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0].json).toMatchObject({ additionalInformation: 'Masa 12' });
  });

  it.each(['0', '100', 'a5'])('"%s" is refused in Romanian and nothing is placed', async (typed) => {
    const placed = await openCheckout();
    await chooseTable();
    await userEvent.type(screen.getByLabelText('Număr masă (opțional)'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('Numărul mesei trebuie să fie între 1 și 99.')).toBeInTheDocument();
    expect(screen.getByLabelText('Număr masă (opțional)')).toHaveAttribute('aria-invalid', 'true');
    expect(placed()).toHaveLength(0);
  });

  it('a number typed, then pickup chosen instead: the note carries no table', async () => {
    const placed = await openCheckout();
    await chooseTable();
    await userEvent.type(screen.getByLabelText('Număr masă (opțional)'), '7');
    await userEvent.type(screen.getByLabelText('Informații suplimentare (opțional)'), 'Fără nuci');
    await userEvent.click(screen.getByRole('radio', { name: 'Ridicare personală' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cofetăria din centru' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0].json).toMatchObject({ deliveryMethodChosen: 'PICKUP', additionalInformation: 'Fără nuci' });
  });
});
