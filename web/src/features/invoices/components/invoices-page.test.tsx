import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { InvoiceRow } from '@/types/api';
import { InvoicesPage } from './invoices-page';

const LIST = '/admin-service/invoices';

const row = (changes: Partial<InvoiceRow>): InvoiceRow => ({
  id: 1,
  number: 'CFS-2026-00041',
  kind: 'INVOICE',
  purpose: 'ORDER',
  orderNumber: '1041',
  issueDate: '2026-11-27',
  buyerName: 'Dulce Eveniment SRL',
  buyerCui: 'RO18547290',
  total: '1234.50',
  efacturaStatus: 'OK',
  efacturaDeadline: '2026-12-02',
  efacturaMessage: null,
  correctsNumber: null,
  ...changes,
});

const ROWS = [
  row({}),
  row({
    id: 2,
    number: 'CFS-2026-00042',
    buyerName: 'Ana Pop',
    buyerCui: null,
    total: '45.00',
    efacturaStatus: 'NOK',
    efacturaMessage: 'E: [BR-RO-100] adresa cumpărătorului lipsește',
  }),
];

let saved: string[] = [];

describe('the invoices page', () => {
  beforeEach(() => {
    toast.dismiss();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:factura');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('asks for this month by default, then for the chosen state and kind', async () => {
    const api = stubFetchRoutes({ [`GET ${LIST}`]: { body: ROWS } });
    const user = userEvent.setup();
    renderWithRouter(<InvoicesPage />, '/admin/facturi');
    expect(await screen.findByText('CFS-2026-00041')).toBeInTheDocument();
    const asked = () => api.callsTo('GET', LIST).map((c) => Object.fromEntries(c.url.searchParams));
    expect(asked()[0]).toEqual({ from: '2026-11-01', to: '2026-11-30' });

    await user.click(screen.getByRole('button', { name: 'Respinsă (nok)' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', status: 'NOK' }));
    expect(screen.getByRole('button', { name: 'Respinsă (nok)' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByLabelText('Tip'), 'Facturi de stornare');
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', status: 'NOK', kind: 'CREDIT_NOTE' }));

    await user.click(screen.getByRole('button', { name: 'Toate' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', kind: 'CREDIT_NOTE' }));
  });

  it('shows each invoice with its date, money and state; a refusal with ANAF\'s message', async () => {
    stubFetchRoutes({ [`GET ${LIST}`]: { body: ROWS } });
    renderWithRouter(<InvoicesPage />, '/admin/facturi');
    const table = await screen.findByRole('table');
    const first = within(table).getByText('CFS-2026-00041').closest('tr')!;
    expect(within(first).getByText('27-11-2026')).toBeInTheDocument();
    expect(within(first).getByText('1.234,50 RON')).toBeInTheDocument();
    expect(within(first).getByText('Acceptată (ok)')).toBeInTheDocument();
    const refused = within(table).getByText('CFS-2026-00042').closest('tr')!;
    expect(within(refused).getByText('Respinsă (nok)')).toBeInTheDocument();
    expect(within(refused).getByText('ANAF: E: [BR-RO-100] adresa cumpărătorului lipsește')).toBeInTheDocument();
    expect(within(refused).getByText('02-12-2026')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Reîncearcă/ })).toBeNull();
  });

  it('downloads a row\'s PDF and XML with the token, and retries a refused one', async () => {
    const api = stubFetchRoutes({
      [`GET ${LIST}`]: { body: ROWS },
      'GET /admin-service/invoices/1/pdf': { body: 'pdf' },
      'GET /admin-service/invoices/1/xml': { body: 'xml' },
      'POST /admin-service/invoices/2/retry': { body: row({ id: 2, number: 'CFS-2026-00042', efacturaStatus: 'PENDING' }) },
    });
    const user = userEvent.setup();
    renderWithRouter(<InvoicesPage />, '/admin/facturi');
    await user.click(await screen.findByRole('button', { name: 'PDF CFS-2026-00041' }));
    await user.click(screen.getByRole('button', { name: 'XML CFS-2026-00041' }));
    await waitFor(() => expect(saved).toEqual(['CFS-2026-00041.pdf', 'CFS-2026-00041.xml']));

    await user.click(screen.getByRole('button', { name: 'Reîncearcă CFS-2026-00042' }));
    expect(await screen.findByText('Factura CFS-2026-00042 a fost refăcută și așteaptă să fie încărcată din nou.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/invoices/2/retry')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));
  });

  it('downloads the period\'s ZIP for SPV, and says why when the server refuses', async () => {
    const api = stubFetchRoutes({
      [`GET ${LIST}`]: { body: [] },
      'GET /admin-service/invoices/export': { status: 404, body: { status: 404, message: 'Nicio factură în perioada aleasă.' } },
    });
    const user = userEvent.setup();
    renderWithRouter(<InvoicesPage />, '/admin/facturi?de-la=2026-10-01&pana-la=2026-10-31');
    expect(await screen.findByText('Nicio factură în perioada aleasă.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descarcă ZIP pentru SPV' }));
    expect(await screen.findByText('A apărut o eroare: Nicio factură în perioada aleasă.')).toBeInTheDocument();
    const call = api.callsTo('GET', '/admin-service/invoices/export')[0];
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
