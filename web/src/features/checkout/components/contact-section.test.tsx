import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { addTort, renderCheckout, startCheckoutDay } from './checkout-test-kit';

describe('CheckoutPage: contact data', () => {
  beforeEach(startCheckoutDay);

  it("prefills a signed-in customer's contact data and saved address (never a guest's)", async () => {
    addTort();
    useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
    stubFetchRoutes({
      'GET /user-service/user-contact-information': { body: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', phoneNumber: '0744111222' } },
      'GET /user-service/user-address-information': {
        body: { streetAddress: 'Str. Mare', streetNumberAddress: '5', cityAddress: 'Sibiu', countyAddress: 'Sibiu', buildingNumber: 'B2', appartmentNumber: '14', phoneNumber: null },
      },
    });
    await renderCheckout();
    expect(screen.getByLabelText('Prenume')).toHaveValue('Ioana');
    await waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveValue('0744111222'));
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.getByLabelText('Strada')).toHaveValue('Str. Mare');
    expect(screen.getByLabelText('Bloc (opțional)')).toHaveValue('B2');
    expect(screen.getByLabelText('Localitatea')).toHaveValue('Sibiu');
  });

  it('a guest sees empty contact fields', async () => {
    addTort();
    useSessionStore.getState().setSavedAddress({ streetAddress: 'Str. Altcuiva' });
    await renderCheckout();
    expect(screen.getByLabelText('Prenume')).toHaveValue('');
    expect(screen.getByLabelText('Telefon')).toHaveValue('');
  });

});
