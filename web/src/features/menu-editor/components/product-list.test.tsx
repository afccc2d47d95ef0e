import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { CATEGORIES, summary } from '../testing/fixtures';
import { ProductList } from './product-list';

function renderList(path = '/admin/menu', area: 'admin' | 'staff' = 'admin') {
  return renderRoutes(
    [
      { path: '/admin/menu', element: <ProductList area="admin" /> },
      { path: '/comenzi/editare-produse', element: <ProductList area="staff" /> },
    ],
    area === 'admin' ? path : path.replace('/admin/menu', '/comenzi/editare-produse'),
  );
}

const page = (first: number, count: number, total: number) => ({
  content: Array.from({ length: count }, (_, i) => summary(first + i)),
  totalElements: total,
});

describe('product list', () => {
  it("shows 'Rezultatele a - b din n' for zero-based pages and moves between pages", async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/entries': ({ url }) => {
        const p = Number(url.searchParams.get('page'));
        return { body: p === 3 ? page(31, 7, 37) : page(p * 10 + 1, 10, 37) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderList('/admin/menu?page=1');
    expect(await screen.findByText('Rezultatele 11 - 20 din 37')).toBeVisible();
    const first = api.callsTo('GET', '/admin-service/entries')[0].url.searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('size')).toBe('10');
    expect(screen.getByRole('link', { name: 'Produs 11' })).toHaveAttribute('href', '/admin/menu/11');

    await user.click(screen.getByRole('button', { name: 'Pagina 4' }));
    expect(await screen.findByText('Rezultatele 31 - 37 din 37')).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
  });

  it('filters by category and search (a new filter starts at the first page)', async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/entries': { body: page(1, 3, 3) },
    });
    const user = userEvent.setup();
    renderList('/admin/menu?page=2');
    await screen.findByText(/Rezultatele/);
    await user.selectOptions(screen.getByLabelText('Categorie'), 'Torturi');
    await waitFor(() => {
      const last = api.callsTo('GET', '/admin-service/entries').at(-1)!.url.searchParams;
      expect(last.get('category')).toBe('1');
      expect(last.get('page')).toBe('0');
    });
    await user.type(screen.getByLabelText('Caută produs'), 'tort');
    await waitFor(() => expect(api.callsTo('GET', '/admin-service/entries').at(-1)!.url.searchParams.get('searchBy')).toBe('tort'));
  });

  it('shows the empty message', async () => {
    stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/entries': { body: { content: [], totalElements: 0 } },
    });
    renderList();
    expect(await screen.findByText('Nu s-au găsit produse pentru criteriile selectate.')).toBeVisible();
  });

  it('shows the failure message with the server message; staff rows link inside /comenzi', async () => {
    stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/entries': { status: 500, body: { status: 500, message: 'Baza de date nu răspunde.' } },
    });
    renderList();
    expect(await screen.findByText('Afișarea meniului nu este posibilă momentan.')).toBeVisible();
    expect(screen.getByText('Baza de date nu răspunde.')).toBeVisible();
  });

  it('links rows to the manager detail page in the orders panel', async () => {
    stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/entries': { body: page(1, 1, 1) },
    });
    renderList('/admin/menu', 'staff');
    expect(await screen.findByRole('link', { name: 'Produs 1' })).toHaveAttribute('href', '/comenzi/editare-produse/1');
    expect(screen.getByText('Rezultatele 1 - 1 din 1')).toBeVisible();
  });
});
