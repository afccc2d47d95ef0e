import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUI_RULE } from '@/lib/company';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { ANSWER, addTort, fillContact, renderCheckout, startCheckoutDay } from './checkout-test-kit';

const QUOTE = { subTotalPrice: '0.00', discount: '0.00', discounts: [], coupon: null, couponMessage: null };

function stubShop(placeOrder: { status?: number; body?: unknown } = { status: 201, body: ANSWER }) {
  return stubFetchRoutes({
    'POST /user-service/price-cart': { body: QUOTE },
    'POST /user-service/available-days': { status: 503, body: {} },
    'POST /user-service/place-order': placeOrder,
  });
}

async function askForInvoice() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vreau factură pe firmă' }));
  await userEvent.type(screen.getByLabelText('Denumirea firmei'), 'Dulce Eveniment SRL');
  await userEvent.type(screen.getByLabelText('Cod fiscal (CUI)'), 'ro18547290');
  await userEvent.type(screen.getByLabelText('Adresa sediului'), 'Str. Nicolae Bălcescu 12');
  await userEvent.type(screen.getByLabelText('Localitatea sediului'), 'Sibiu');
  await userEvent.selectOptions(screen.getByLabelText('Județul sediului'), 'Sibiu');
}

describe('Checkout: a company invoice', () => {
  beforeEach(() => {
    startCheckoutDay();
    toast.dismiss();
  });

  it('shows the company fields only once "Vreau factură pe firmă" is ticked', async () => {
    addTort();
    stubShop();
    await renderCheckout();
    expect(screen.queryByLabelText('Denumirea firmei')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vreau factură pe firmă' }));
    expect(screen.getByLabelText('Denumirea firmei')).toBeInTheDocument();
    expect(screen.getByLabelText('Nr. Reg. Com. (opțional)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bistrița-Năsăud' })).toHaveValue('RO-BN');
  });

  it('refuses a CUI whose control digit is wrong with the server\'s message, and sends nothing', async () => {
    addTort();
    const { callsTo } = stubShop();
    await renderCheckout();
    await fillContact();
    await askForInvoice();
    await userEvent.clear(screen.getByLabelText('Cod fiscal (CUI)'));
    await userEvent.type(screen.getByLabelText('Cod fiscal (CUI)'), 'RO18547291');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(CUI_RULE)).toBeInTheDocument();
    expect(screen.getByLabelText('Cod fiscal (CUI)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/user-service/place-order')).toHaveLength(0);
  });

  it('sends the company as invoiceDetails, the county as its ISO code', async () => {
    addTort();
    const { callsTo } = stubShop();
    await renderCheckout();
    await fillContact();
    await askForInvoice();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(callsTo('POST', '/user-service/place-order')).toHaveLength(1));
    const body = callsTo('POST', '/user-service/place-order')[0].json as Record<string, unknown>;
    expect(body.invoiceDetails).toEqual({
      companyName: 'Dulce Eveniment SRL',
      cui: 'RO18547290',
      registrationNumber: null,
      streetAddress: 'Str. Nicolae Bălcescu 12',
      city: 'Sibiu',
      county: 'RO-SB',
    });
  });

  it('a consumer\'s order carries no invoiceDetails', async () => {
    addTort();
    const { callsTo } = stubShop();
    await renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(callsTo('POST', '/user-service/place-order')).toHaveLength(1));
    expect(callsTo('POST', '/user-service/place-order')[0].json).not.toHaveProperty('invoiceDetails');
  });

  it('puts the server\'s field messages (invoiceDetails.cui) under the company\'s fields', async () => {
    addTort();
    stubShop({
      status: 400,
      body: { status: 400, message: 'Datele firmei nu sunt complete.', errors: { 'invoiceDetails.cui': 'CUI-ul nu există la ANAF.' } },
    });
    await renderCheckout();
    await fillContact();
    await askForInvoice();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('CUI-ul nu există la ANAF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cod fiscal (CUI)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a signed-in customer finds last time\'s company filled in and asked for', async () => {
    addTort();
    useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
    stubFetchRoutes({
      'POST /user-service/price-cart': { body: QUOTE },
      'POST /user-service/available-days': { status: 503, body: {} },
      'GET /user-service/account/invoice-details': {
        body: {
          invoiceDetails: {
            companyName: 'Dulce Eveniment SRL',
            cui: '18547290',
            registrationNumber: 'J32/123/2020',
            streetAddress: 'Str. Nicolae Bălcescu 12',
            city: 'Sibiu',
            county: 'RO-SB',
          },
        },
      },
    });
    await renderCheckout();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Vreau factură pe firmă' })).toBeChecked());
    expect(screen.getByLabelText('Denumirea firmei')).toHaveValue('Dulce Eveniment SRL');
    expect(screen.getByLabelText('Nr. Reg. Com. (opțional)')).toHaveValue('J32/123/2020');
    expect(screen.getByLabelText('Județul sediului')).toHaveValue('RO-SB');
  });
});
