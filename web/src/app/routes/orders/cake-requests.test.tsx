import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_SESSION_KEY } from '@/features/orders-panel/components/welcome-modal';
import { ROLES, type Role } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { FakeWebSocket, stubWebSocket } from '@/testing/fake-websocket';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { routes } from '../../router';

const WAITING = '/admin-service/cake-requests?status=REQUESTED&size=100';
const ROW = {
  id: 7,
  status: 'REQUESTED',
  eventDate: '2026-12-20',
  time: '16:30',
  deliveryMethodChosen: 'PICKUP',
  servings: 24,
  flavour: 'Ciocolată',
  contactName: 'Maria Ionescu',
  createdAt: '2026-12-01T08:40:00+02:00',
  waitingSince: '2026-12-01T08:40:00+02:00',
  latestQuotePrice: null,
  depositPaid: '0.00',
  restDue: '0.00',
  restUnpaid: false,
};
/** The list's answer: a page of rows and how many there are. */
const page = (rows: (typeof ROW)[]) => ({ content: rows, totalElements: rows.length });
const NO_ORDERS = { content: [], totalElements: 0, numberOfNewOrders: 0, numberOfConfirmedOrders: 0, numberOfRejectedOrders: 0, numberOfScheduledOrders: 0 };

function signIn(role: Role) {
  useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role });
}

async function landOn(path: string) {
  const utils = renderRoutes(routes, path);
  await waitFor(() => expect(utils.router.state.navigation.state).toBe('idle'), { timeout: 15_000 });
  return utils;
}

/** The side menu's entry: its name carries the count of requests waiting for a quote. */
const menuEntry = (count: number) => screen.findByRole('link', { name: new RegExp(`^Torturi la comandă.*\\(${count} așteaptă ofertă\\)$`) });

beforeEach(() => {
  stubWebSocket();
  // jsdom has no audio: the panel's ring is not what these tests look at.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  sessionStorage.setItem(WELCOME_SESSION_KEY, '1');
});

describe('custom cakes on the orders panel', () => {
  it('a CAKE_REQUEST message on the panel’s websocket refreshes the list and the menu’s waiting count', async () => {
    let waiting: (typeof ROW)[] = [];
    const api = stubFetchRoutes({
      'GET /user-service/get-all-orders': { body: NO_ORDERS },
      [`GET ${WAITING}`]: () => ({ body: page(waiting) }),
    });
    signIn(ROLES.manager);
    await landOn('/comenzi/torturi');
    expect(await screen.findByText('Nicio cerere nu așteaptă ofertă.', {}, { timeout: 15_000 })).toBeVisible();
    expect(await menuEntry(0)).toHaveAttribute('href', '/comenzi/torturi');

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    FakeWebSocket.last.serverOpen();
    const asked = api.calledPaths().filter((p) => p === WAITING).length;
    waiting = [ROW];
    FakeWebSocket.last.serverSend({ type: 'CAKE_REQUEST', id: 7, status: 'REQUESTED' });

    const list = await screen.findByRole('table', { name: 'Torturi la comandă: Așteaptă ofertă' });
    expect(within(list).getByRole('link', { name: 'Maria Ionescu' })).toBeVisible();
    expect(await menuEntry(1)).toBeVisible();
    // The list and the menu share one query: one message, one read.
    expect(api.calledPaths().filter((p) => p === WAITING)).toHaveLength(asked + 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('other messages leave the cakes alone', async () => {
    const api = stubFetchRoutes({ 'GET /user-service/get-all-orders': { body: NO_ORDERS }, [`GET ${WAITING}`]: { body: page([]) } });
    signIn(ROLES.admin);
    await landOn('/comenzi/torturi');
    await menuEntry(0);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    FakeWebSocket.last.serverOpen();
    const asked = api.calledPaths().filter((p) => p === WAITING).length;
    FakeWebSocket.last.serverSend({ type: 'RESERVATION_CHANGED', reservation: {} });
    FakeWebSocket.last.serverSend({ type: 'ORDER_STATUS_CHANGED', order: { id: 3 } });
    await waitFor(() => expect(api.calledPaths().filter((p) => p.startsWith('/user-service/get-all-orders')).length).toBeGreaterThan(1));
    expect(api.calledPaths().filter((p) => p === WAITING)).toHaveLength(asked);
  });

  it('is for staff only: a customer is sent away from the list and from a request', async () => {
    stubFetchRoutes({});
    signIn(ROLES.user);
    const { router } = await landOn('/comenzi/torturi/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
