import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUI_RULE } from '@/lib/company';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes, type StubRequest } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import type { InvoiceDetails } from '@/types/api';
import { AddressPage } from './address-form';

const ADDRESS = { streetAddress: 'Str. Mare', streetNumberAddress: '5', cityAddress: 'Sibiu', countyAddress: 'Sibiu', buildingNumber: null, appartmentNumber: null, phoneNumber: null };
const COMPANY: InvoiceDetails = {
  companyName: 'Dulce Eveniment SRL',
  cui: 'RO18547290',
  registrationNumber: null,
  streetAddress: 'Str. Nicolae Bălcescu 12',
  city: 'Sibiu',
  county: 'RO-SB',
};
const URL = '/user-service/account/invoice-details';

function service(initial: InvoiceDetails | null) {
  let stored = initial;
  return stubFetchRoutes({
    'GET /user-service/user-address-information': { body: ADDRESS },
    [`GET ${URL}`]: () => ({ body: { invoiceDetails: stored } }),
    [`PUT ${URL}`]: (req: StubRequest) => {
      stored = (req.json as { invoiceDetails: InvoiceDetails | null }).invoiceDetails;
      return { body: { invoiceDetails: stored } };
    },
  });
}

describe('the account: the company for invoices', () => {
  beforeEach(() => {
    toast.dismiss();
    useSessionStore.getState().login('jwt-ioana', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
  });

  it('shows the saved company and saves a change', async () => {
    const api = service(COMPANY);
    renderRoutes([{ path: '/user/addresses', element: <AddressPage /> }], '/user/addresses');
    expect(await screen.findByDisplayValue('Dulce Eveniment SRL')).toBeInTheDocument();
    expect(screen.getByLabelText('Județul sediului')).toHaveValue('RO-SB');
    await userEvent.type(screen.getByLabelText('Nr. Reg. Com. (opțional)'), 'J32/123/2020');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează firma' }));
    await waitFor(() => expect(api.callsTo('PUT', URL)).toHaveLength(1));
    expect(api.callsTo('PUT', URL)[0].json).toEqual({ invoiceDetails: { ...COMPANY, registrationNumber: 'J32/123/2020' } });
    expect(await screen.findByText('Datele au fost salvate!')).toBeInTheDocument();
  });

  it('refuses a wrong CUI before saving', async () => {
    const api = service(null);
    renderRoutes([{ path: '/user/addresses', element: <AddressPage /> }], '/user/addresses');
    await userEvent.type(await screen.findByLabelText('Denumirea firmei'), 'Firma SRL');
    await userEvent.type(screen.getByLabelText('Cod fiscal (CUI)'), '18547291');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează firma' }));
    expect(await screen.findByText(CUI_RULE)).toBeInTheDocument();
    expect(api.callsTo('PUT', URL)).toHaveLength(0);
  });

  it('forgets the company after a confirmation', async () => {
    const api = service(COMPANY);
    renderRoutes([{ path: '/user/addresses', element: <AddressPage /> }], '/user/addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Șterge datele firmei' }));
    await userEvent.click(screen.getByRole('button', { name: 'Șterge' }));
    await waitFor(() => expect(api.callsTo('PUT', URL)).toHaveLength(1));
    expect(api.callsTo('PUT', URL)[0].json).toEqual({ invoiceDetails: null });
    expect(await screen.findByText('Am șters datele firmei. Facturile următoare vor fi pe numele tău.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Denumirea firmei')).toHaveValue(''));
  });
});
