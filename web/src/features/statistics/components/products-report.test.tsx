import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { BestSeller } from '@/types/api';
import { ProductsReport } from './products-report';

const BEST: BestSeller[] = [
  { productName: 'Tort Amandina', totalQuantity: 42 },
  { productName: 'Ecler cu vanilie', totalQuantity: 30 },
  { productName: 'Savarină', totalQuantity: 21 },
  { productName: 'Cornulețe', totalQuantity: 15 },
  { productName: 'Tort Diplomat', totalQuantity: 9 },
  { productName: 'Papanași', totalQuantity: 4 },
];
const CATEGORIES = [
  { id: 1, name: 'Torturi', value: 'torturi', specialCategory: false },
  { id: 2, name: 'Prăjituri', value: 'prajituri', specialCategory: false },
];
const BEST_SELLERS = 'GET /admin-service/most-sold/products';

describe('ProductsReport (/admin/statistics/products)', () => {
  beforeEach(() => {
    // The chart sizes itself with a ResizeObserver, which jsdom lacks.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('lists every product sold, most first, and charts the top 5', async () => {
    stubFetchRoutes({ [BEST_SELLERS]: { body: BEST }, 'GET /admin-service/setup/get-categories': { body: CATEGORIES } });
    renderWithRouter(<ProductsReport />);
    const table = await screen.findByRole('table', { name: 'Produse vândute' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('1Tort Amandina42');
    expect(rows[5]).toHaveTextContent('6Papanași4');
    const chart = screen.getByRole('figure', { name: 'Cele mai vândute 5 produse' });
    expect(chart).toHaveTextContent('Tort Amandina: 42, Ecler cu vanilie: 30, Savarină: 21, Cornulețe: 15, Tort Diplomat: 9');
    expect(chart).not.toHaveTextContent('Papanași');
  });

  it('a category asks for its products only', async () => {
    const api = stubFetchRoutes({ [BEST_SELLERS]: { body: BEST }, 'GET /admin-service/setup/get-categories': { body: CATEGORIES } });
    renderWithRouter(<ProductsReport />);
    await screen.findByRole('option', { name: 'Prăjituri' });
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: '2' } });
    await waitFor(() => expect(api.calledPaths()).toContain('/admin-service/most-sold/products?category=2'));
  });

  it('nothing sold says so', async () => {
    stubFetchRoutes({ [BEST_SELLERS]: { body: [] }, 'GET /admin-service/setup/get-categories': { body: CATEGORIES } });
    renderWithRouter(<ProductsReport />);
    expect(await screen.findByText('Nu s-au găsit produse pentru criteriile selectate.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch data." when the products cannot be read', async () => {
    stubFetchRoutes({
      [BEST_SELLERS]: { status: 500, body: { status: 500, message: '' } },
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
    });
    renderWithRouter(<ProductsReport />);
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
