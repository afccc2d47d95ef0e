import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { stubWebSocket } from '@/testing/fake-websocket';
import { ordersPage, SUMMARY_CONFIRMED, SUMMARY_NEW, SUMMARY_OLDER_NEW } from '../testing/fixtures';
import { renderPanel } from '../testing/render-panel';

const LIST = 'GET /user-service/get-all-orders';

beforeEach(() => {
  stubWebSocket();
});

describe('orders table', () => {
  it('lists the orders with date, client, method, moment, total and status in Romanian', async () => {
    stubFetchRoutes({
      [LIST]: { body: ordersPage([SUMMARY_NEW, SUMMARY_OLDER_NEW, SUMMARY_CONFIRMED], { numberOfRejectedOrders: 4, numberOfScheduledOrders: 1 }) },
    });
    renderPanel('/comenzi');
    const table = await screen.findByRole('table', { name: 'Toate comenzile' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0];
    expect(within(first).getByRole('link', { name: 'Comanda #1041' })).toHaveAttribute('href', '/comenzi/41');
    expect(within(first).getByText('22-11-2026 18:05')).toBeVisible();
    expect(within(first).getByText('Ana Pop')).toBeVisible();
    expect(within(first).getByText('Ridicare personală')).toBeVisible();
    expect(within(first).getByText('Cât mai curând posibil')).toBeVisible();
    expect(within(first).getByText('250,00 RON')).toBeVisible();
    expect(within(first).getByText('Nouă')).toBeVisible();
    expect(within(rows[1]).getByText('1.234,50 RON')).toBeVisible();
    expect(within(rows[2]).getByText('Acceptată')).toBeVisible();
    expect(within(rows[2]).getByText('Livrare la domiciliu')).toBeVisible();
    expect(within(rows[2]).getByText('23-11-2026 10:30')).toBeVisible();
    expect(screen.getByText('Rezultatele 1 - 3 din 3')).toBeVisible();

    // Counts as tab badges.
    const tabs = screen.getByRole('navigation', { name: 'Filtre comenzi' });
    expect(within(tabs).getByRole('link', { name: 'Noi 2' })).toHaveAttribute('href', '/comenzi/noi');
    expect(within(tabs).getByRole('link', { name: 'Confirmate 1' })).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'Programate 1' })).toBeVisible();
    expect(within(tabs).getByText('Respinse:')).toHaveTextContent('Respinse: 4');
  });

  it('highlights only the newest NEW order on the first page', async () => {
    stubFetchRoutes({ [LIST]: { body: ordersPage([SUMMARY_CONFIRMED, SUMMARY_NEW, SUMMARY_OLDER_NEW]) } });
    renderPanel('/comenzi');
    const table = await screen.findByRole('table');
    const highlighted = table.querySelectorAll('tr[data-newest="true"]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveAttribute('data-order-number', '1041');
    expect(within(highlighted[0] as HTMLElement).getByText('Cea mai nouă')).toBeVisible();
  });

  it('does not highlight on later pages and pages with zero-based page numbers', async () => {
    const api = stubFetchRoutes({
      [LIST]: (req) => ({
        body: ordersPage(req.url.searchParams.get('page') === '1' ? [SUMMARY_OLDER_NEW] : [SUMMARY_NEW], { totalElements: 11 }),
      }),
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/noi');
    await screen.findByRole('table', { name: 'Comenzi noi' });
    expect(api.callsTo('GET', '/user-service/get-all-orders').some((c) => c.url.search === '?status=NEW&page=0&size=10')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/user-service/get-all-orders').some((c) => c.url.search === '?status=NEW&page=1&size=10')).toBe(true),
    );
    expect(await screen.findByText('Comanda #1040')).toBeVisible();
    expect(document.querySelector('tr[data-newest="true"]')).toBeNull();
    expect(screen.getByText('Rezultatele 11 - 11 din 11')).toBeVisible();
  });

  it('shows an empty state', async () => {
    stubFetchRoutes({ [LIST]: { body: ordersPage([]) } });
    renderPanel('/comenzi/noi');
    expect(await screen.findByText('Nu există comenzi noi.')).toBeVisible();
  });

  it("shows 'Afișarea listei de comenzi nu e posibilă.' when the list fails", async () => {
    stubFetchRoutes({ [LIST]: { status: 500, body: { status: 500, message: 'Baza de date nu răspunde.' } } });
    renderPanel('/comenzi');
    expect((await screen.findAllByText('Afișarea listei de comenzi nu e posibilă.'))[0]).toBeVisible();
    expect(screen.getAllByText('Baza de date nu răspunde.')[0]).toBeVisible();
  });

  it('shows the welcome message once per browser session', async () => {
    stubFetchRoutes({ [LIST]: { body: ordersPage([]) } });
    const user = userEvent.setup();
    const first = renderPanel('/comenzi', { welcome: true });
    const dialog = await screen.findByRole('dialog', { name: 'Bine ați venit în panoul de comenzi!' });
    await user.click(within(dialog).getByRole('button', { name: 'Am înțeles' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // Opened again in the same browser session: no welcome.
    renderPanel('/comenzi', { welcome: 'keep-session' });
    expect(await screen.findByText('Nu există comenzi încă.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
