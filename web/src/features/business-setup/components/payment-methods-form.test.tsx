import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessInfo } from '@/testing/business-fixtures';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { PaymentMethodsForm } from './payment-methods-form';

const INFO = 'GET /admin-service/setup/fetch-information';
const SAVE = 'POST /admin-service/setup/pmt';
const KEYS_MISSING = 'Plata online nu poate fi activată: cheile Stripe nu sunt configurate pe server.';

describe('online card payment in the payment methods', () => {
  it('offers it with a hint of what it does, and sends "online"', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() }, [SAVE]: { body: { ...businessInfo(), onlineCardPayment: true } } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <PaymentMethodsForm /> }]);
    const online = await screen.findByLabelText('Plată online cu cardul');
    expect(online).not.toBeChecked();
    expect(online).toHaveAccessibleDescription(
      'Suma se rezervă pe card la comandă și se încasează când acceptați comanda; la respingere, suma se eliberează.',
    );
    await user.click(online);
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/setup/pmt')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/setup/pmt')[0].json).toEqual({ paymentMethods: ['cash', 'card', 'online'] });
    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
  });

  it('is enough on its own as the one payment method', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo({ cardPayment: false }) }, [SAVE]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <PaymentMethodsForm /> }]);
    await user.click(await screen.findByLabelText('Numerar'));
    await user.click(screen.getByLabelText('Plată online cu cardul'));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/setup/pmt')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/setup/pmt')[0].json).toEqual({ paymentMethods: ['online'] });
  });

  it('shows it checked when the business already takes cards online', async () => {
    stubFetchRoutes({ [INFO]: { body: { ...businessInfo(), onlineCardPayment: true } } });
    renderRoutes([{ path: '/', element: <PaymentMethodsForm /> }]);
    expect(await screen.findByLabelText('Plată online cu cardul')).toBeChecked();
  });

  it("shows the server's refusal when the Stripe keys are missing", async () => {
    stubFetchRoutes({ [INFO]: { body: businessInfo() }, [SAVE]: { status: 400, body: { status: 400, message: KEYS_MISSING, errors: {} } } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <PaymentMethodsForm /> }]);
    await user.click(await screen.findByLabelText('Plată online cu cardul'));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText(`A apărut o eroare: ${KEYS_MISSING}`)).toBeVisible();
    const fieldset = screen.getByRole('group', { name: 'Metode de plată acceptate' });
    expect(fieldset).toHaveAccessibleDescription(KEYS_MISSING);
    // Nothing was saved: the choice stays as the owner left it, to fix or undo.
    expect(screen.getByLabelText('Plată online cu cardul')).toBeChecked();
  });
});
