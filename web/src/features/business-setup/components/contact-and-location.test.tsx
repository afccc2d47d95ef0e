import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { businessInfo } from '@/testing/business-fixtures';
import { ContactForm } from './contact-form';
import { LocationForms } from './location-form';
import { PaymentMethodsForm } from './payment-methods-form';

const INFO = 'GET /admin-service/setup/fetch-information';

describe('business contact', () => {
  it('validates name, phone and e-mail, then saves', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() }, 'POST /admin-service/setup/contact-information': { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ContactForm /> }]);
    const name = await screen.findByLabelText('Numele afacerii');
    await user.clear(name);
    await user.clear(screen.getByLabelText('Telefon'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nu-e-email');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Numele afacerii este obligatoriu.')).toBeVisible();
    expect(screen.getByText('Numărul de telefon este obligatoriu.')).toBeVisible();
    expect(screen.getByText('Adresa de email nu este valida.')).toBeVisible();

    await user.type(name, 'Cofetăria Dulce');
    await user.type(screen.getByLabelText('Telefon'), '0269 000 000');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'salut@dulce.ro');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/setup/contact-information')[0].json).toEqual({
      name: 'Cofetăria Dulce',
      phoneNumber: '0269 000 000',
      email: 'salut@dulce.ro',
    });
  });

  it("a failed save shows 'A apărut o eroare: {message}'", async () => {
    stubFetchRoutes({
      [INFO]: { body: businessInfo() },
      'POST /admin-service/setup/contact-information': { status: 500, body: { status: 500, message: 'Serviciul nu răspunde.' } },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ContactForm /> }]);
    await user.click(await screen.findByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('A apărut o eroare: Serviciul nu răspunde.')).toBeInTheDocument();
  });
});

describe('location', () => {
  it('checks the address (postal code 5-10 digits)', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    const postal = await screen.findByLabelText('Cod poștal');
    await user.clear(postal);
    await user.type(postal, '5501');
    await user.clear(screen.getByLabelText('Județ'));
    await user.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText('Codul poștal trebuie să aibă între 5 și 10 cifre.')).toBeVisible();
    expect(screen.getByText('Județul este obligatoriu.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/setup/address')).toHaveLength(0);
  });

  it('removing an existing point calls remove-pickup-locations, then saves the rest', async () => {
    const api = stubFetchRoutes({
      [INFO]: { body: businessInfo() },
      'DELETE /admin-service/setup/remove-pickup-locations': { body: [businessInfo().pickupLocations[0]] },
      'POST /admin-service/setup/set-pickup-locations': ({ json }) => ({
        body: (json as { id?: number }[]).map((p, i) => ({ ...p, id: p.id ?? 10 + i })),
      }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LocationForms /> }]);
    await user.click(await screen.findByRole('button', { name: 'Elimină punctul de lucru 2' }));
    await user.click(screen.getByRole('button', { name: 'Adaugă punct de lucru' }));
    const added = screen.getByRole('group', { name: 'Punctul de lucru 2' });
    await user.click(screen.getByRole('button', { name: 'Salvează punctele de lucru' }));
    expect(await within(added).findByText('Denumirea punctului de lucru este obligatorie.')).toBeVisible();
    expect(within(added).getByText('Descrierea punctului de lucru este obligatorie.')).toBeVisible();
    await user.type(within(added).getByLabelText('Denumire punct de lucru'), 'Chioșc Piața Mică');
    await user.type(within(added).getByLabelText('Descriere'), 'Piața Mică 3');
    await user.click(screen.getByRole('button', { name: 'Salvează punctele de lucru' }));
    expect(await screen.findByText('Punctele de lucru au fost salvate cu succes!')).toBeInTheDocument();
    const removal = api.callsTo('DELETE', '/admin-service/setup/remove-pickup-locations');
    expect(removal).toHaveLength(1);
    expect(removal[0].json).toEqual([2]);
    expect(api.callsTo('POST', '/admin-service/setup/set-pickup-locations')[0].json).toEqual([
      {
        id: 1,
        pickupLocationName: 'Cofetăria din centru',
        pickupLocationDescription: 'Str. Nicolae Bălcescu 12',
        pickupLocationLatitude: '45.79415',
        pickupLocationLongitude: '24.15135',
      },
      { pickupLocationName: 'Chioșc Piața Mică', pickupLocationDescription: 'Piața Mică 3', pickupLocationLatitude: null, pickupLocationLongitude: null },
    ]);
  });
});

describe('payment methods', () => {
  it('sends the checked methods to pmt', async () => {
    const api = stubFetchRoutes({ [INFO]: { body: businessInfo() }, 'POST /admin-service/setup/pmt': { body: businessInfo() } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <PaymentMethodsForm /> }]);
    await user.click(await screen.findByLabelText('Card la ridicare/livrare'));
    await user.click(screen.getByLabelText('Numerar și card la ridicare/livrare'));
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/setup/pmt')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/setup/pmt')[0].json).toEqual({ paymentMethods: ['cash', 'cash-card'] });
  });
});
