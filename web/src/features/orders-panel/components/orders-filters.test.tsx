import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubWebSocket } from '@/testing/fake-websocket';
import { stubFetchRoutes, type StubRequest } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import type { OrderRow } from '@/types/api';
import { ordersPage, SUMMARY_CONFIRMED, SUMMARY_NEW } from '../testing/fixtures';
import { WELCOME_SESSION_KEY } from './welcome-modal';
import { OrdersList } from './orders-list';
import { OrdersPanelShell } from './orders-panel-shell';

const SCHEDULED: OrderRow = {
  ...SUMMARY_NEW,
  id: 50,
  orderNumber: '1050',
  orderStatus: 'SCHEDULED',
  status: 'SCHEDULED',
  client: 'Radu Enache',
  pickupOrDeliveryMoment: '2026-12-24T09:00:00+02:00',
};

/** The service filters by status: each filter gets only its own orders. */
function ordersByStatus(req: StubRequest) {
  const status = req.url.searchParams.get('status');
  const all = [SUMMARY_NEW, SUMMARY_CONFIRMED, SCHEDULED];
  const counts = { numberOfNewOrders: 1, numberOfConfirmedOrders: 1, numberOfScheduledOrders: 1, totalElements: 3 };
  if (!status) return { body: ordersPage(all, counts) };
  const rows = all.filter((o) => o.status === status);
  return { body: ordersPage(rows, { ...counts, totalElements: rows.length }) };
}

function renderFilters(path: string) {
  sessionStorage.setItem(WELCOME_SESSION_KEY, '1');
  useSessionStore.getState().login('jwt-staff', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role: ROLES.manager });
  return renderRoutes(
    [
      {
        path: '/comenzi',
        element: (
          <OrdersPanelShell reconnectDelay={() => 10}>
            <Outlet />
          </OrdersPanelShell>
        ),
        children: [
          { index: true, element: <OrdersList status={null} /> },
          { path: 'noi', element: <OrdersList status="NEW" /> },
          { path: 'confirmate', element: <OrdersList status="CONFIRMED" /> },
          { path: 'programate', element: <OrdersList status="SCHEDULED" /> },
        ],
      },
    ],
    path,
  );
}

beforeEach(() => {
  stubWebSocket();
});

describe('orders panel filters', () => {
  it('"Confirmate" lists only the accepted orders, asked by status', async () => {
    const api = stubFetchRoutes({ 'GET /user-service/get-all-orders': ordersByStatus });
    renderFilters('/comenzi/confirmate');
    const table = await screen.findByRole('table', { name: 'Comenzi procesate' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByRole('link', { name: 'Comanda #1039' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('Acceptată')).toBeInTheDocument();
    expect(api.calledPaths()).toContain('/user-service/get-all-orders?status=CONFIRMED&page=0&size=10');
    const tabs = screen.getByRole('navigation', { name: 'Filtre comenzi' });
    expect(within(tabs).getByRole('link', { name: 'Confirmate 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('"Programate" lists only the scheduled orders, asked by status', async () => {
    const api = stubFetchRoutes({ 'GET /user-service/get-all-orders': ordersByStatus });
    renderFilters('/comenzi/programate');
    const table = await screen.findByRole('table', { name: 'Comenzi programate' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByRole('link', { name: 'Comanda #1050' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('Programată')).toBeInTheDocument();
    expect(api.calledPaths()).toContain('/user-service/get-all-orders?status=SCHEDULED&page=0&size=10');
  });

  it('the tabs move between the filters', async () => {
    stubFetchRoutes({ 'GET /user-service/get-all-orders': ordersByStatus });
    const { router } = renderFilters('/comenzi');
    await screen.findByRole('table', { name: 'Toate comenzile' });
    await userEvent.click(screen.getByRole('link', { name: 'Programate 1' }));
    expect(await screen.findByRole('table', { name: 'Comenzi programate' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comenzi/programate');
    await userEvent.click(screen.getByRole('link', { name: 'Confirmate 1' }));
    expect(await screen.findByRole('table', { name: 'Comenzi procesate' })).toBeInTheDocument();
  });

  it('an empty filter says so', async () => {
    stubFetchRoutes({
      'GET /user-service/get-all-orders': (req) =>
        req.url.searchParams.get('status') ? { body: ordersPage([]) } : { body: ordersPage([SUMMARY_NEW]) },
    });
    renderFilters('/comenzi/programate');
    expect(await screen.findByText('Nu există comenzi programate.')).toBeInTheDocument();
  });
});
