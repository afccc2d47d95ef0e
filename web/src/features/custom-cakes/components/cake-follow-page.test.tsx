import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OnlineCard } from '@/lib/card-payment';
import { businessInfo } from '@/testing/business-fixtures';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import type { CakeRequestDetail, CakeRequestStatus } from '../api/types';
import { cakeRequest, OPTIONS, payment, quote } from '../testing/cake-fixtures';
import { CakeFollowPage } from './cake-follow-page';

/** No card field here: paying the deposit is tested where the app composes card payment in. */
const OFFLINE: OnlineCard = {
  offered: false,
  unavailable: false,
  field: { status: 'off', stripe: null, card: null, container: () => {}, problem: null },
  token: () => Promise.reject(new Error('not in this test')),
  settle: () => Promise.reject(new Error('not in this test')),
  check: () => Promise.reject(new Error('not in this test')),
};

function setup(request: CakeRequestDetail | null, { today = '2026-11-29', routes = {} }: { today?: string; routes?: Parameters<typeof stubFetchRoutes>[0] } = {}) {
  const fetches = stubFetchRoutes({
    'GET /user-service/cake-requests/options': { body: OPTIONS },
    'GET /user-service/cake-requests/31': request ? { body: request } : { status: 404, body: { status: 404, message: 'Cererea nu există.' } },
    ...routes,
  });
  renderRoutes([{ path: '/tort/:id', element: <CakeFollowPage id="31" cheie="cheia-secreta" online={OFFLINE} business={businessInfo()} today={today} /> }], '/tort/31?cheie=cheia-secreta');
  return fetches;
}

const steps = () => within(screen.getByRole('list', { name: 'Pașii cererii' })).getAllByRole('listitem');
const currentStep = () => steps().find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

describe('the follow page of a custom cake (/tort/:id?cheie=…)', () => {
  it.each<[CakeRequestStatus, string, string, Partial<CakeRequestDetail>]>([
    ['REQUESTED', 'Cerere trimisă', 'Am primit cererea.', {}],
    ['QUOTED', 'Ofertă primită', 'Citește oferta de mai jos.', { quotes: [quote()] }],
    ['ACCEPTED', 'Avans plătit', 'Avansul este plătit', { quotes: [quote()], payments: [payment()], depositPaid: '135.00', restDue: '315.00' }],
    ['LOCKED', 'Blocat pentru modificări', 'nu mai poate fi modificată', { quotes: [quote()] }],
    ['DELIVERED', 'Livrat', 'Tortul a fost predat.', { quotes: [quote()] }],
  ])('%s reads "%s" on the progress line', async (status, label, note, extra) => {
    setup(cakeRequest({ status, ...extra }));
    expect(await screen.findByTestId('cake-status')).toHaveTextContent(`Status: ${label}`);
    expect(screen.getByText(new RegExp(note))).toBeInTheDocument();
    expect(steps().map((li) => li.firstChild?.textContent)).toEqual(['Cerere trimisă', 'Ofertă primită', 'Avans plătit', 'Blocat pentru modificări', 'Livrat']);
    expect(currentStep()).toBe(label);
  });

  it.each<[CakeRequestStatus, string, Partial<CakeRequestDetail>, string[]]>([
    ['DECLINED', 'Refuzată', { declineReason: 'Nu mai avem capacitate în acea zi.' }, ['Cerere trimisă']],
    ['EXPIRED', 'Expirată', { quotes: [quote()] }, ['Cerere trimisă', 'Ofertă primită']],
    ['CANCELLED', 'Anulată', { quotes: [quote()], payments: [payment({ state: 'REFUNDED', refundedAmount: '135.00' })] }, ['Cerere trimisă', 'Ofertă primită', 'Avans plătit']],
  ])('%s ends the line where the request stopped', async (status, label, extra, reached) => {
    setup(cakeRequest({ status, ...extra }));
    expect(await screen.findByTestId('cake-status')).toHaveTextContent(`Status: ${label}`);
    expect(steps().map((li) => li.firstChild?.textContent)).toEqual([...reached, label]);
    expect(currentStep()).toBe(label);
    expect(screen.queryByRole('button', { name: 'Anulează cererea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acceptă oferta' })).not.toBeInTheDocument();
    if (status === 'DECLINED') expect(screen.getByText(/Motiv: Nu mai avem capacitate în acea zi./)).toBeInTheDocument();
  });

  it('shows the latest quote in full and folds the earlier one; asks with the link’s key', async () => {
    const older = quote({ id: 70, version: 1, price: '520.00', depositAmount: '156.00', validUntil: '2026-12-03' });
    const latest = quote({ id: 71, version: 2 });
    const { calledPaths } = setup(cakeRequest({ status: 'QUOTED', quotes: [older, latest] }));
    const card = await screen.findByRole('region', { name: 'Oferta cofetăriei (versiunea 2)' });
    expect(within(card).getAllByTestId('quote-price')[0]).toHaveTextContent('450,00 RON');
    expect(within(card).getAllByTestId('quote-deposit')[0]).toHaveTextContent('30% — 135,00 RON');
    expect(within(card).getAllByText('Rest de plată')[0].nextElementSibling).toHaveTextContent('315,00 RON');
    expect(within(card).getAllByText('Valabilă până la')[0].nextElementSibling).toHaveTextContent('05-12-2026');
    expect(within(card).getAllByText('Modificări posibile până la')[0].nextElementSibling).toHaveTextContent('17-12-2026');
    expect(within(card).getAllByText('Ce include')[0].nextElementSibling).toHaveTextContent('Tort pe două etaje, figurină de unicorn din pastă de zahăr, cutie.');
    const folded = within(card).getByText('Oferte anterioare (1)').closest('details')!;
    expect(folded).not.toHaveAttribute('open');
    expect(folded).toHaveTextContent('520,00 RON');
    expect(screen.getByRole('button', { name: 'Acceptă oferta' })).toBeInTheDocument();
    expect(calledPaths()).toContain('/user-service/cake-requests/31?cheie=cheia-secreta');
  });

  it('shows the request, its photos, the payments and the refunds', async () => {
    setup(
      cakeRequest({
        status: 'CANCELLED',
        quotes: [quote()],
        payments: [payment({ state: 'REFUNDED', capturedAt: '2026-11-30T10:00:00Z', refundedAmount: '135.00' }), payment({ purpose: 'REST', amount: '315.00', state: 'AWAITING', capturedAt: null })],
        refunds: [{ amount: '135.00', reason: 'Anulare gratuită', createdAt: '2026-12-01T09:00:00Z' }],
      }),
    );
    const details = await screen.findByRole('region', { name: 'Cererea ta' });
    expect(within(details).getByText('Data evenimentului').nextElementSibling).toHaveTextContent('20-12-2026, ora 12:00');
    expect(within(details).getByText('Ridicare').nextElementSibling).toHaveTextContent('Cofetăria din centru');
    expect(within(details).getByText('Buget orientativ').nextElementSibling).toHaveTextContent('400,00 RON');
    // The photo's address carries the key (an <img> sends no token); the thumbnail is the 400 px copy.
    const photo = within(details).getByRole('img', { name: 'Fotografia de referință 1' });
    expect(photo).toHaveAttribute('src', '/user-service/cake-requests/31/photos/0?cheie=cheia-secreta&latime=400');
    expect(photo.closest('a')).toHaveAttribute('href', '/user-service/cake-requests/31/photos/0?cheie=cheia-secreta');
    const payments = within(screen.getByRole('list', { name: 'Plăți' })).getAllByRole('listitem');
    expect(payments[0]).toHaveTextContent('Avans: 135,00 RON, plătit cu cardul, din care 135,00 RON rambursați, 30-11-2026');
    expect(payments[1]).toHaveTextContent('Rest de plată: 315,00 RON, neplătit încă');
    expect(screen.getByRole('list', { name: 'Rambursări' })).toHaveTextContent('01-12-2026: 135,00 RON rambursați — Anulare gratuită');
  });

  it('sends a change request with the link’s key', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup(cakeRequest({ status: 'QUOTED', quotes: [quote()] }), {
      routes: { 'POST /user-service/cake-requests/31/changes': { body: cakeRequest({ status: 'REQUESTED', quotes: [quote()] }) } },
    });
    await user.type(await screen.findByLabelText('Ce ai vrea să schimbăm?'), 'Fără figurină, doar flori.');
    await user.click(screen.getByRole('button', { name: 'Trimite cererea de modificare' }));
    await waitFor(() => expect(callsTo('POST', '/user-service/cake-requests/31/changes')).toHaveLength(1));
    const [call] = callsTo('POST', '/user-service/cake-requests/31/changes');
    expect(call.json).toEqual({ message: 'Fără figurină, doar flori.' });
    expect(call.url.searchParams.get('cheie')).toBe('cheia-secreta');
  });

  it.each([
    ['before the free-cancellation limit, the whole deposit', '2026-12-13', 'Îți rambursăm integral suma plătită: 135,00 RON.'],
    // The bakery keeps its percent of the price (225,00 RON), never more than was paid.
    ['after it, the percent of the price kept, at most what was paid', '2026-12-14', 'Termenul de anulare gratuită a trecut (13-12-2026): păstrăm 50% din prețul tortului (135,00 RON) și îți rambursăm 0,00 RON.'],
  ])('cancelling says first what is refunded: %s', async (_, today, text) => {
    const user = userEvent.setup();
    const paid = cakeRequest({ status: 'ACCEPTED', quotes: [quote()], payments: [payment()], depositPaid: '135.00', restDue: '315.00' });
    const { callsTo } = setup(paid, { today, routes: { 'POST /user-service/cake-requests/31/cancel': { body: { status: 'CANCELLED', refunded: '135.00' } } } });
    await user.click(await screen.findByRole('button', { name: 'Anulează cererea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulezi cererea?' });
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent(text);
    await user.click(within(dialog).getByRole('button', { name: 'Da, anulează' }));
    await waitFor(() => expect(callsTo('POST', '/user-service/cake-requests/31/cancel')).toHaveLength(1));
    expect(callsTo('POST', '/user-service/cake-requests/31/cancel')[0].url.searchParams.get('cheie')).toBe('cheia-secreta');
  });

  it('a wrong key finds nothing', async () => {
    setup(null);
    expect(await screen.findByText('Nu am găsit această cerere. Verifică linkul primit pe e-mail.')).toBeInTheDocument();
  });
});
