import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUI_RULE } from '@/lib/company';
import { stubFetchRoutes, type StubRequest } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { InvoicingSetup } from '@/types/api';
import { InvoicingSetupForm } from './invoicing-setup-form';

const URL = '/admin-service/setup/invoicing';

const COMPLETE: InvoicingSetup = {
  enabled: false,
  legalName: 'Cofetăria Dulce SRL',
  cui: 'RO18547290',
  vatPayer: true,
  registrationNumber: 'J32/123/2020',
  streetAddress: 'Str. Nicolae Bălcescu 12',
  city: 'Sibiu',
  county: 'RO-SB',
  postalCode: '550159',
  bankName: 'Banca Transilvania',
  iban: 'RO49AAAA1B31007593840000',
  email: 'facturi@cofetaria.ro',
  phone: '0269 123 456',
  series: 'CFS',
  defaultVatRate: '21.00',
  deliveryVatRate: '21.00',
  invoiceEveryCashOrder: false,
  categoryVatRates: [
    { categoryId: 1, categoryName: 'Torturi', vatRate: '21.00' },
    { categoryId: 2, categoryName: 'Pâine', vatRate: '11.00' },
  ],
  missing: [],
};

describe('the invoicing setup', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it('while a required field is missing, says which and keeps the switch off', async () => {
    stubFetchRoutes({ [`GET ${URL}`]: { body: { ...COMPLETE, iban: null, legalName: null, missing: ['Denumirea firmei', 'IBAN'] } } });
    renderWithRouter(<InvoicingSetupForm />);
    expect(await screen.findByText('Facturarea nu poate fi pornită până nu completezi:')).toBeInTheDocument();
    expect(screen.getByText('Denumirea firmei', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('IBAN', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Facturare pornită' })).toBeDisabled();
  });

  it('with everything filled in, the switch can be turned on; the save sends every field, rates as the service reads them', async () => {
    let stored = COMPLETE;
    const api = stubFetchRoutes({
      [`GET ${URL}`]: () => ({ body: stored }),
      [`POST ${URL}`]: (req: StubRequest) => {
        stored = { ...COMPLETE, ...(req.json as object), categoryVatRates: COMPLETE.categoryVatRates, missing: [] } as InvoicingSetup;
        return { body: stored };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<InvoicingSetupForm />);
    const enabled = await screen.findByRole('switch', { name: 'Facturare pornită' });
    expect(enabled).toBeEnabled();
    expect(screen.getByLabelText('Pâine')).toHaveValue('11');
    await user.click(enabled);
    await user.clear(screen.getByLabelText('Pâine'));
    await user.type(screen.getByLabelText('Pâine'), '11,5');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(api.callsTo('POST', URL)).toHaveLength(1));
    const { missing: _missing, categoryVatRates: _rates, ...fields } = COMPLETE;
    expect(api.callsTo('POST', URL)[0].json).toEqual({
      ...fields,
      enabled: true,
      defaultVatRate: '21',
      deliveryVatRate: '21',
      categoryVatRates: [
        { categoryId: 1, vatRate: '21' },
        { categoryId: 2, vatRate: '11.5' },
      ],
    });
    expect(await screen.findByText('Setările de facturare au fost salvate.')).toBeInTheDocument();
  });

  it('checks the CUI\'s control digit and the rates before saving', async () => {
    const api = stubFetchRoutes({ [`GET ${URL}`]: { body: COMPLETE } });
    const user = userEvent.setup();
    renderWithRouter(<InvoicingSetupForm />);
    const cui = await screen.findByLabelText('Cod fiscal (CUI)');
    await user.clear(cui);
    await user.type(cui, 'RO18547291');
    await user.clear(screen.getByLabelText('Torturi'));
    await user.type(screen.getByLabelText('Torturi'), '210');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText(CUI_RULE)).toBeInTheDocument();
    expect(screen.getByText(/Cota de TVA este un procent/)).toBeInTheDocument();
    expect(api.callsTo('POST', URL)).toHaveLength(0);
  });

  it('shows the server\'s refusal under its field and in a toast', async () => {
    stubFetchRoutes({
      [`GET ${URL}`]: { body: COMPLETE },
      [`POST ${URL}`]: { status: 400, body: { status: 400, message: 'Datele nu sunt valide.', errors: { iban: 'Codul IBAN nu este valid.' } } },
    });
    const user = userEvent.setup();
    renderWithRouter(<InvoicingSetupForm />);
    await user.click(await screen.findByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Codul IBAN nu este valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('A apărut o eroare: Datele nu sunt valide.')).toBeInTheDocument();
  });
});
