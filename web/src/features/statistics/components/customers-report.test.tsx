import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '@/lib/bucharest-time';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { ClientPage } from '@/types/api';
import { CustomersReport } from './customers-report';

const PAGE: ClientPage = {
  totalElements: 2,
  content: [
    {
      lastName: 'Pop',
      firstName: 'Maria',
      phoneNumber: '0700000002',
      mail: 'maria.pop@example.ro',
      newsletterAccepted: false,
      numberOfPurchases: 2,
      orderAmount: '1274.50',
      hasAccount: false,
    },
    {
      lastName: 'Zamfir',
      firstName: 'Bogdan',
      phoneNumber: null,
      mail: 'bogdan@example.ro',
      newsletterAccepted: true,
      numberOfPurchases: 0,
      orderAmount: '0.00',
      hasAccount: true,
    },
  ],
};
const CSV = 'Nume,Prenume,Telefon,E-mail,Cont,Newsletter,Comenzi,Valoare (RON)\r\nPop,Maria,0700000002,maria.pop@example.ro,Nu,Nu,2,"1274,50"\r\n';

describe('CustomersReport', () => {
  let saved: { name: string; blob: Blob }[];

  beforeEach(() => {
    toast.dismiss();
    saved = [];
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:clienti';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, blob });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    // jsdom has neither: leave the globals as they were.
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('lists guests beside accounts: a guest shows as "Oaspete", an account as "Da"', async () => {
    stubFetchRoutes({ 'GET /admin-service/clients': { body: PAGE } });
    renderWithRouter(<CustomersReport />);
    const guest = (await screen.findByText('maria.pop@example.ro')).closest('tr')!;
    expect(within(guest).getByText('Oaspete')).toBeInTheDocument();
    const account = screen.getByText('bogdan@example.ro').closest('tr')!;
    expect(within(account).getAllByText('Da').length).toBe(2); // Cont and Newsletter
    expect(within(account).queryByText('Oaspete')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cont' })).toBeInTheDocument();
    expect(screen.getByText(/Clienții cu cont și cei care au comandat fără cont \(după adresa de e-mail\)/)).toBeInTheDocument();
  });

  it('no customers yet says "Nu există utilizatori disponibili."', async () => {
    stubFetchRoutes({ 'GET /admin-service/clients': { body: { totalElements: 0, content: [] } } });
    renderWithRouter(<CustomersReport />);
    expect(await screen.findByText('Nu există utilizatori disponibili.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch data." when the customers cannot be read', async () => {
    stubFetchRoutes({ 'GET /admin-service/clients': { status: 500, body: { status: 500, message: '' } } });
    renderWithRouter(<CustomersReport />);
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('"Descarcă CSV" downloads every customer from /admin-service/clients/csv, not the page on screen', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /admin-service/clients': { body: PAGE },
      'GET /admin-service/clients/csv': () => ({ body: CSV }),
    });
    renderWithRouter(<CustomersReport />);
    const button = await screen.findByRole('button', { name: 'Descarcă CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calledPaths()).toContain('/admin-service/clients/csv');
    expect(saved[0].name).toBe(`clienti-${todayIso()}.csv`);
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // one BOM, for ă, ș, ț in spreadsheets
    expect(new TextDecoder().decode(bytes)).toBe(CSV);
  });

  it('shows the button busy while the file downloads, and a toast when it cannot be downloaded', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetchRoutes({ 'GET /admin-service/clients': { body: PAGE } });
    const fetchMock = vi.mocked(fetch);
    const listed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/clients/csv')) {
        await pending;
        return new Response(JSON.stringify({ status: 500, message: 'Eroare internă' }), { status: 500 });
      }
      return listed(input, init);
    });
    renderWithRouter(<CustomersReport />);
    const button = await screen.findByRole('button', { name: 'Descarcă CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    release(); // the service answers 500
    expect(await screen.findByText('Fișierul nu a putut fi descărcat.')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(saved).toHaveLength(0);
  });
});
