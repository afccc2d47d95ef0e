import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { ROLES } from '@/lib/roles';
import { stubFetchRoutes, type StubReply } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { QUOTE_SETUP, REQUEST_DETAIL } from '../testing/fixtures';
import { expectToast } from '../testing/toast';
import { CakeRequestDetail } from './cake-request-detail';

const DETAIL = 'GET /admin-service/cake-requests/7';
const QUOTE = 'POST /admin-service/cake-requests/7/quote';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T12:00:00+02:00'));
  useSessionStore.getState().login('jwt-staff', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role: ROLES.manager });
});

function openDetail(quoteReply: StubReply = { body: null }) {
  const api = stubFetchRoutes({
    [DETAIL]: { body: REQUEST_DETAIL },
    'GET /admin-service/cake-requests/quote-defaults': { body: QUOTE_SETUP },
    'GET /admin-service/cake-requests/7/photos/1': { body: 'jpeg' },
    [QUOTE]: quoteReply,
  });
  renderRoutes([{ path: '/comenzi/torturi/:id', element: <CakeRequestDetail requestId="7" /> }], '/comenzi/torturi/7');
  return api;
}

async function openQuoteForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Trimite ofertă' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trimite ofertă' });
  await within(dialog).findByLabelText('Preț (RON)');
  return { user, dialog };
}

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the request detail', () => {
  it('shows what the customer asked for, the day load and her photo, larger on demand', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fotografia-1'), revokeObjectURL: vi.fn() });
    openDetail();
    expect(await screen.findByRole('heading', { name: 'Tort pentru Maria Ionescu', level: 1 })).toBeVisible();
    expect(screen.getByText('La mulți ani, Ana!')).toBeVisible();
    expect(screen.getByText('400,00 RON')).toBeVisible();
    expect(screen.getByTestId('cake-day-load')).toHaveTextContent('12 comenzi și 3 torturi în ziua evenimentului (limita: 4 pe zi).');
    expect(screen.getByRole('link', { name: '0722 123 456' })).toHaveAttribute('href', 'tel:0722123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mărește fotografia 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotografia 1 din 1' });
    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', 'blob:fotografia-1');
  });
});

describe('the quote form', () => {
  it('starts from the setup: its deposit percent, valid for its days, locked its days before the event', async () => {
    openDetail();
    await openQuoteForm();
    expect(screen.getByLabelText('Avans (%)')).toHaveValue('30');
    expect(screen.getByLabelText('Valabilă până la')).toHaveValue('2026-12-08');
    expect(screen.getByLabelText('Fără modificări după')).toHaveValue('2026-12-15');
  });

  it('refuses a price of 0, a percent above 100, a lock date on the event day and a validity already past, and sends nothing', async () => {
    const api = openDetail();
    const { user, dialog } = await openQuoteForm();
    await user.type(screen.getByLabelText('Preț (RON)'), '0');
    await user.clear(screen.getByLabelText('Avans (%)'));
    await user.type(screen.getByLabelText('Avans (%)'), '120');
    setDate('Valabilă până la', '2026-11-30');
    setDate('Fără modificări după', '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));

    expect(await within(dialog).findByText('Prețul trebuie să fie mai mare decât 0.')).toBeVisible();
    expect(within(dialog).getByText('Avansul trebuie să fie un procent între 0 și 100.')).toBeVisible();
    expect(within(dialog).getByText('Descrieți ce include oferta.')).toBeVisible();
    expect(within(dialog).getByText('Oferta trebuie să fie valabilă cel puțin până astăzi.')).toBeVisible();
    expect(within(dialog).getByText('Data blocării trebuie să fie înainte de data evenimentului.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/quote')).toHaveLength(0);
  });

  it('sends the price, deposit percent, description and both dates as the service takes them, then refreshes the request', async () => {
    const api = openDetail();
    const { user, dialog } = await openQuoteForm();
    await user.type(screen.getByLabelText('Preț (RON)'), '450,5');
    expect(within(dialog).getByText('Avans: 135,15 RON')).toBeVisible();
    await user.clear(screen.getByLabelText('Avans (%)'));
    await user.type(screen.getByLabelText('Avans (%)'), '40');
    await user.type(screen.getByLabelText('Ce include oferta'), '  Tort de 3 kg, două etaje, figurină de unicorn.  ');
    setDate('Valabilă până la', '2026-12-01');
    setDate('Fără modificări după', '2026-12-19');
    await user.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));

    await expectToast('Oferta a fost trimisă clientului.');
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/quote').map((c) => c.json)).toEqual([
      { price: '450.50', depositPercent: '40.00', description: 'Tort de 3 kg, două etaje, figurină de unicorn.', validUntil: '2026-12-01', lockDate: '2026-12-19' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/admin-service/cake-requests/7')).toHaveLength(2));
  });

  it("shows the shop's own message when it refuses the quote", async () => {
    openDetail({ status: 409, body: { status: 409, message: 'Cererea a fost anulată de client între timp.' } });
    const { user, dialog } = await openQuoteForm();
    await user.type(screen.getByLabelText('Preț (RON)'), '300');
    await user.type(screen.getByLabelText('Ce include oferta'), 'Tort de 2 kg.');
    await user.click(within(dialog).getByRole('button', { name: 'Trimite oferta' }));
    await expectToast('Cererea a fost anulată de client între timp.');
  });
});
