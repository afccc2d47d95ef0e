import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { stubWebSocket } from '@/testing/fake-websocket';
import { orderDetail } from '@/testing/order-fixtures';
import { renderRoutes } from '@/testing/test-utils';
import type { OrderDetailWithInvoices } from '@/types/api';
import { GuestOrderPage } from './guest-order-page';

const COMPANY = {
  companyName: 'Dulce Eveniment SRL',
  cui: 'RO18547290',
  registrationNumber: 'J32/123/2020',
  streetAddress: 'Str. Nicolae Bălcescu 12',
  city: 'Sibiu',
  county: 'RO-SB',
};
const INVOICED: OrderDetailWithInvoices = {
  ...orderDetail({ orderPaymentOptions: 'CASH', statusHistory: [] }),
  invoiceDetails: COMPANY,
  invoices: [{ number: 'CFS-2026-00042', kind: 'INVOICE', issueDate: '2026-11-22', total: '250.00' }],
};
const PDF = '/user-service/orders/1041/invoice.pdf';

function setup(order: OrderDetailWithInvoices, pdf: { status?: number; body?: unknown } = { body: 'pdf' }) {
  const api = stubFetchRoutes({ 'GET /user-service/order-status/1041': { body: order }, [`GET ${PDF}`]: pdf });
  stubWebSocket();
  renderRoutes([{ path: '/comanda/:orderNumber', element: <GuestOrderPage orderNumber="1041" cheie="secret-token" /> }], '/comanda/1041?cheie=secret-token');
  return api;
}

let saved: string[] = [];

describe('the order page: the invoice', () => {
  beforeEach(() => {
    toast.dismiss();
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:factura');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the company and downloads the PDF with the link\'s key', async () => {
    const api = setup(INVOICED);
    expect(await screen.findByText('Dulce Eveniment SRL')).toBeInTheDocument();
    expect(screen.getByText('CUI RO18547290')).toBeInTheDocument();
    expect(screen.getByText('Sibiu, jud. Sibiu')).toBeInTheDocument();
    expect(screen.getByText('Factură nr. CFS-2026-00042 din 22-11-2026: 250,00 RON')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descarcă factura (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['factura-CFS-2026-00042.pdf']));
    const [call] = api.callsTo('GET', PDF);
    expect(call.url.search).toBe('');
    expect(new Headers(call.init.headers).get('X-Order-Key')).toBe('secret-token');
  });

  it('before the invoice is issued: the company, no download', async () => {
    setup({ ...INVOICED, invoices: [] });
    expect(await screen.findByText('Dulce Eveniment SRL')).toBeInTheDocument();
    expect(screen.getByText('Factura se emite după ce comanda este plătită sau predată.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descarcă factura (PDF)' })).toBeNull();
  });

  it('a consumer\'s order without invoice shows no invoice card', async () => {
    setup({ ...INVOICED, invoiceDetails: null, invoices: [] });
    expect(await screen.findByText('Tort Diplomat')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Factura' })).toBeNull();
  });

  it('says so when the PDF cannot be had', async () => {
    setup(INVOICED, { status: 404, body: { status: 404, message: 'Factura nu a fost emisă încă.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Descarcă factura (PDF)' }));
    expect(await screen.findByText('A apărut o eroare: Factura nu a fost emisă încă.')).toBeInTheDocument();
  });
});
