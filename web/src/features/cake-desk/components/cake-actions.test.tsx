import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
  quotes: [
    { id: 3, version: 1, price: '450.00', depositPercent: '30.00', depositAmount: '135.00', description: 'Tort de 3 kg.', validUntil: '2026-12-08', lockDate: '2026-12-15' },
  ],
  payments: [{ purpose: 'DEPOSIT', amount: '135.00', cardState: 'CAPTURED', capturedAmount: '135.00', capturedAt: '2026-12-02T10:00:00+02:00' }],
  changes: [
    { fromStatus: null, toStatus: 'REQUESTED', changedAt: '2026-12-01T08:40:00+02:00' },
    { fromStatus: 'REQUESTED', toStatus: 'QUOTED', changedBy: 'Ioana Pop', changedAt: '2026-12-01T12:00:00+02:00' },
    { fromStatus: 'QUOTED', toStatus: 'REQUESTED', message: 'Se poate cu fondant roz?', changedAt: '2026-12-01T18:00:00+02:00' },
  ],
};

function open(detail: Detail) {
  const api = stubFetchRoutes({
    'GET /admin-service/cake-requests/7': { body: detail },
    'POST /admin-service/cake-requests/7/mark-delivered': { body: null },
    'POST /admin-service/cake-requests/7/decline': { status: 409, body: { status: 409, message: 'Clientul a plătit deja avansul: cererea nu mai poate fi refuzată.' } },
  });
  renderRoutes([{ path: '*', element: <CakeRequestDetail requestId="7" /> }], '/comenzi/torturi/7');
  return api;
}

beforeEach(() => {
  useSessionStore.getState().login('jwt-staff', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role: ROLES.admin });
});

describe('a custom cake’s money and actions', () => {
  it('shows the deposit paid, the rest due, the unpaid-rest flag and the customer’s change request with who and when', async () => {
    open(BOOKED);
    expect(await screen.findByTestId('cake-balance')).toHaveTextContent('avans plătit 135,00 RON, rest 315,00 RON');
    expect(screen.getByText('Rest neîncasat')).toBeVisible();
    const asked = screen.getByText('Se poate cu fondant roz?').closest('li') as HTMLElement;
    expect(asked).toHaveTextContent('01-12-2026 18:00 · clientul');
    expect(asked).toHaveTextContent('Cere o modificare a ofertei');
    expect(screen.getByText(/01-12-2026 12:00 · Ioana Pop/)).toBeVisible();
    // Paid: no new quote, no decline (a booked cake is cancelled, not declined).
    expect(screen.queryByRole('button', { name: /Trimite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuză' })).not.toBeInTheDocument();
  });

  it('counts a deposit whose card was never charged as nothing paid', async () => {
    open({ ...BOOKED, status: 'QUOTED', restUnpaid: false, payments: [{ purpose: 'DEPOSIT', amount: '135.00', cardState: 'AWAITING' }] });
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
      payments: [
        ...BOOKED.payments,
        { purpose: 'REST', amount: '315.00', cardState: 'CAPTURED', capturedAmount: '315.00', capturedAt: '2026-12-18T10:00:00+02:00' },
      ],
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
});
