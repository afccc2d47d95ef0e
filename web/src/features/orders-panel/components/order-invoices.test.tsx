import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { stubWebSocket } from '@/testing/fake-websocket';
import type { StaffOrderDetailWithInvoices } from '@/types/api';
import { ORDER_DETAIL } from '../testing/fixtures';
import { renderPanel } from '../testing/render-panel';

const DETAIL = 'GET /admin-service/get-order-details/41';
const ISSUE = '/admin-service/orders/1041/invoice';
const COMPANY = {
  companyName: 'Dulce Eveniment SRL',
  cui: 'RO18547290',
  registrationNumber: 'J32/123/2020',
  streetAddress: 'Str. Nicolae Bălcescu 12',
  city: 'Sibiu',
  county: 'RO-SB',
};
const INVOICE = { id: 7, number: 'CFS-2026-00042', kind: 'INVOICE' as const, total: '250.00', efacturaStatus: 'NOK' as const };

beforeEach(() => {
  toast.dismiss();
  stubWebSocket();
});

describe('order detail: the invoice', () => {
  it('shows the company the customer asked for and issues the invoice on demand', async () => {
    let order: StaffOrderDetailWithInvoices = { ...ORDER_DETAIL, status: 'DELIVERED', invoiceDetails: COMPANY, invoices: [] };
    const api = stubFetchRoutes({
      [DETAIL]: () => ({ body: order }),
      [`POST ${ISSUE}`]: () => {
        order = { ...order, invoices: [INVOICE] };
        return { status: 201, body: { ...INVOICE, purpose: 'ORDER' } };
      },
    });
    renderPanel('/comenzi/41');
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(within(section).getByText('Dulce Eveniment SRL')).toBeVisible();
    expect(within(section).getByText('Nr. Reg. Com. J32/123/2020')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Emite factura' }));
    expect(await screen.findByText('Factura CFS-2026-00042 a fost emisă.')).toBeInTheDocument();
    expect(api.callsTo('POST', ISSUE)).toHaveLength(1);
    await waitFor(() => expect(within(section).getByText('e-Factura: Respinsă (nok)')).toBeVisible());
    expect(within(section).queryByRole('button', { name: 'Emite factura' })).toBeNull();
  });

  it('tells the staff why no invoice was issued (invoicing off)', async () => {
    stubFetchRoutes({
      [DETAIL]: { body: { ...ORDER_DETAIL, status: 'DELIVERED', invoiceDetails: null, invoices: [] } },
      [`POST ${ISSUE}`]: { status: 400, body: { status: 400, message: 'Facturarea nu este pornită în setări.' } },
    });
    renderPanel('/comenzi/41');
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(within(section).getByText('Persoană fizică (fără date de firmă).')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Emite factura' }));
    expect(await screen.findByText('A apărut o eroare: Facturarea nu este pornită în setări.')).toBeInTheDocument();
  });
});
