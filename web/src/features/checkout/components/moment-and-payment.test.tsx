import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { ANSWER, addTort, renderCheckout, fillContact, startCheckoutDay } from './checkout-test-kit';

describe('CheckoutPage: moment and payment', () => {
  beforeEach(startCheckoutDay);

  it('sends a chosen moment with the Bucharest offset and the cash + card split', async () => {
    addTort(1); // (120 + 12) + box 5 = 137,00 RON
    const { callsTo } = stubFetchRoutes({ 'POST /user-service/place-order': { status: 201, body: ANSWER } });
    await renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('radio', { name: 'Alege ziua și ora' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ziua' }), '2026-12-24');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ora' }), '10:30');
    await userEvent.click(screen.getByRole('radio', { name: 'Numerar și card' }));
    await userEvent.type(screen.getByLabelText('Suma în numerar'), '40');
    expect(screen.getByLabelText('Suma cu cardul')).toHaveValue('97.00');
    // More than the total: the other amount is not touched, the sum is wrong.
    await userEvent.clear(screen.getByLabelText('Suma în numerar'));
    await userEvent.type(screen.getByLabelText('Suma în numerar'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(/Suma în numerar și suma cu cardul trebuie să dea împreună totalul comenzii \(137,00 RON\)\./)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Suma în numerar'));
    await userEvent.type(screen.getByLabelText('Suma în numerar'), '37,5');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(callsTo('POST', '/user-service/place-order')).toHaveLength(1));
    expect(callsTo('POST', '/user-service/place-order')[0].json).toMatchObject({
      pickupOrDeliveryMoment: '2026-12-24T10:30:00+02:00',
      orderPaymentOptions: 'CASH_CARD',
      cashAmount: '37.50',
      cardAmount: '99.50',
    });
  });

});
