import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import type { CakeRequestDetail as Detail } from '../api/types';
import { REQUEST_DETAIL } from '../testing/fixtures';
import { expectToast } from '../testing/toast';
import { CakeRequestDetail } from './cake-request-detail';

/** Quoted at 450 RON with 30% deposit, the deposit paid online, the rest due at pickup; the automatic charge failed. */
const BOOKED: Detail = {
  ...REQUEST_DETAIL,
  status: 'LOCKED',
  restUnpaid: true,
  restPayment: 'CARD_AUTO',
  waitingSince: null,
  latestQuotePrice: '450.00',
  orderId: 42,
  orderNumber: 'CMD-2026-0042',
  depositPaid: '135.00',
  restDue: '315.00',
  quotes: [
    {
      id: 3,
      version: 1,
      latest: true,
      price: '450.00',
      depositPercent: '30.00',
      depositAmount: '135.00',
      description: 'Tort de 3 kg.',
      validUntil: '2026-12-08',
      lockDate: '2026-12-15',
      createdAt: '2026-12-01T12:00:00+02:00',
    },
  ],
  payments: [{ purpose: 'DEPOSIT', amount: '135.00', state: 'CAPTURED', capturedAt: '2026-12-02T10:00:00+02:00', refundedAmount: '0.00' }],
  changes: [
    { fromStatus: null, toStatus: 'REQUESTED', message: null, byStaff: false, at: '2026-12-01T08:40:00+02:00' },
    { fromStatus: 'REQUESTED', toStatus: 'QUOTED', message: null, byStaff: true, at: '2026-12-01T12:00:00+02:00' },
    { fromStatus: 'QUOTED', toStatus: 'REQUESTED', message: 'Se poate cu fondant roz?', byStaff: false, at: '2026-12-01T18:00:00+02:00' },
  ],
};

function open(detail: Detail) {
  const api = stubFetchRoutes({
    'GET /admin-service/cake-requests/7': { body: detail },
    'GET /admin-service/cake-requests/7/photos/1': { body: 'jpeg' },
    'POST /admin-service/cake-requests/7/mark-delivered': { body: { ...detail, status: 'DELIVERED' } },
    'POST /admin-service/cake-requests/7/cancel': { body: { id: 7, status: 'CANCELLED', refunded: '135.00' } },
    'POST /admin-service/cake-requests/7/decline': { status: 409, body: { status: 409, message: 'Clientul a plătit deja avansul: cererea nu mai poate fi refuzată.' } },
  });
  const view = renderRoutes([{ path: '*', element: <CakeRequestDetail requestId="7" /> }], '/comenzi/torturi/7');
  return { ...api, view };
}

beforeEach(() => {
  // Sonner keeps its toasts between tests: each test reads only its own.
  toast.dismiss();
  useSessionStore.getState().login('jwt-staff', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role: ROLES.admin });
});

describe('a custom cake’s money and actions', () => {
  it('shows the deposit paid, the rest due, the unpaid-rest flag and the customer’s change request with who and when', async () => {
    open(BOOKED);
    expect(await screen.findByTestId('cake-balance')).toHaveTextContent('avans plătit 135,00 RON, rest 315,00 RON');
    expect(screen.getByRole('link', { name: 'CMD-2026-0042' })).toHaveAttribute('href', '/comenzi/42');
    expect(screen.getByText('Rest neîncasat')).toBeVisible();
    const asked = screen.getByText('Se poate cu fondant roz?').closest('li') as HTMLElement;
    expect(asked).toHaveTextContent('01-12-2026 18:00 · clientul');
    expect(asked).toHaveTextContent('Cere o modificare a ofertei');
    expect(screen.getByText(/01-12-2026 12:00 · cofetăria/)).toBeVisible();
    // Paid: no new quote, no decline (a booked cake is cancelled, not declined).
    expect(screen.queryByRole('button', { name: /Trimite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuză' })).not.toBeInTheDocument();
  });

  it('counts a deposit whose card was never charged as nothing paid', async () => {
    open({
      ...BOOKED,
      status: 'QUOTED',
      restUnpaid: false,
      depositPaid: '0.00',
      restDue: '0.00',
      payments: [{ purpose: 'DEPOSIT', amount: '135.00', state: 'AWAITING', capturedAt: null, refundedAmount: '0.00' }],
    });
    expect(await screen.findByText(/Niciun avans plătit încă/)).toBeVisible();
    expect(screen.getByRole('list', { name: 'Plăți' })).toHaveTextContent('Avans online: 135,00 RON, neplătit încă');
  });

  it('is marked delivered only after staff say how the rest was paid', async () => {
    const api = open(BOOKED);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marchează livrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcați tortul ca livrat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Da, marchează livrat' }));
    expect(await within(dialog).findByText('Alegeți cum a plătit clientul restul.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/mark-delivered')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Numerar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Da, marchează livrat' }));
    await expectToast('Tortul a fost marcat ca livrat.');
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/mark-delivered').map((c) => c.json)).toEqual([{ restPaidWith: 'CASH' }]);
  });

  it('is marked delivered with nothing to record when the rest was charged online', async () => {
    const paid: Detail = {
      ...BOOKED,
      restUnpaid: false,
      restDue: '0.00',
      payments: [...BOOKED.payments, { purpose: 'REST', amount: '315.00', state: 'CAPTURED', capturedAt: '2026-12-18T10:00:00+02:00', refundedAmount: '0.00' }],
    };
    const api = open(paid);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marchează livrat' }));
    await user.click(await screen.findByRole('button', { name: 'Da, marchează livrat' }));
    await expectToast('Tortul a fost marcat ca livrat.');
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/mark-delivered').map((c) => c.json)).toEqual([{ restPaidWith: null }]);
  });

  it('is declined only with a reason, and the shop’s refusal is shown as it says it', async () => {
    const api = open({ ...BOOKED, status: 'QUOTED' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuză' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuzați cererea?' });
    expect(within(dialog).getByText(/Tot ce a plătit i se rambursează/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Refuză cererea' }));
    expect(await within(dialog).findByText('Scrieți motivul refuzului: clientul îl primește pe e-mail.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Motivul refuzului'), 'Cuptorul este în reparație în acea zi.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuză cererea' }));
    await expectToast('Clientul a plătit deja avansul: cererea nu mai poate fi refuzată.');
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/decline').map((c) => c.json)).toEqual([{ reason: 'Cuptorul este în reparație în acea zi.' }]);
  });

  it('a paid cake is cancelled by the bakery only with a reason, after saying that everything paid is refunded', async () => {
    const api = open(BOOKED);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anulează comanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulați comanda de tort?' });
    expect(within(dialog).getByTestId('cake-cancel-refund')).toHaveTextContent('Tot ce a plătit clientul (135,00 RON) i se rambursează pe card.');
    await user.click(within(dialog).getByRole('button', { name: 'Da, anulează și rambursează' }));
    expect(await within(dialog).findByText('Scrieți motivul anulării: clientul îl primește pe e-mail.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Motivul anulării'), 'Cuptorul s-a defectat.');
    await user.click(within(dialog).getByRole('button', { name: 'Da, anulează și rambursează' }));
    await expectToast('Comanda a fost anulată; clientului i s-au rambursat 135,00 RON.');
    expect(api.callsTo('POST', '/admin-service/cake-requests/7/cancel').map((c) => c.json)).toEqual([{ reason: 'Cuptorul s-a defectat.' }]);
  });

  it('cannot be cancelled before a deposit is paid (it is declined instead)', async () => {
    open({ ...BOOKED, status: 'QUOTED', depositPaid: '0.00', payments: [] });
    expect(await screen.findByRole('button', { name: 'Refuză' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anulează comanda' })).not.toBeInTheDocument();
  });
});

describe('the reference photos on the desk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are read with the staff token and shown from blob addresses that are let go when the page closes', async () => {
    const create = vi.fn(() => 'blob:fotografia-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const { callsTo, view } = open(REQUEST_DETAIL);
    const photo = await screen.findByRole('img', { name: 'Fotografia de referință 1' });
    expect(photo).toHaveAttribute('src', 'blob:fotografia-1');
    const [call] = callsTo('GET', '/admin-service/cake-requests/7/photos/1');
    expect(new Headers(call.init.headers).get('Authorization')).toBe('Bearer jwt-staff');
    view.unmount();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:fotografia-1'));
  });
});
