import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { ProductionList } from './production-list';

const LIST = {
  date: '2026-12-24',
  totalPieces: 3,
  categories: [
    {
      category: 'Torturi',
      items: [
        {
          productName: 'Tort cu figurine',
          dimension: '1,5 kg',
          quantity: 1,
          orders: [
            {
              orderNumber: '1042',
              status: 'SCHEDULED',
              quantity: 1,
              preferredMessage: 'La mulți ani, Ștefan! 🎉',
              extras: ['Lumânare'],
              deliveryMethod: 'PICKUP',
              moment: '2026-12-24T16:00:00+02:00',
              placedAt: '2026-12-22T10:00:00+02:00',
              client: 'Ana Pop',
              note: 'Fără cacao: alergie la cacao.',
            },
          ],
        },
      ],
    },
    {
      category: 'Fursecuri',
      items: [{ productName: 'Fursecuri', dimension: '500 g', quantity: 2, orders: [] }],
    },
  ],
};

describe('production list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows tomorrow's products by category with each message exactly as typed, and prints", async () => {
    const api = stubFetchRoutes({ 'GET /admin-service/production-list': { body: LIST } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <ProductionList /> }]);

    expect(await screen.findByText('24-12-2026: 3 bucăți de pregătit')).toBeInTheDocument();
    expect(api.calls[0].url.searchParams.get('date')).toBe('2026-12-24');
    const cakes = screen.getByRole('region', { name: 'Torturi' });
    expect(within(cakes).getByTestId('production-message')).toHaveTextContent('La mulți ani, Ștefan! 🎉');
    expect(within(cakes).getByTestId('production-item')).toHaveTextContent('#1042 · 1 buc. · Ridicare personală la 16:00 · Ana Pop');
    expect(within(cakes).getByTestId('production-note')).toHaveTextContent('Fără cacao: alergie la cacao.');
    expect(within(cakes).getByTestId('production-item')).toHaveTextContent('Alergii / observații:');
    expect(within(cakes).getByTestId('production-extras')).toHaveTextContent('Lumânare');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Torturi', 'Fursecuri']);

    await userEvent.click(screen.getByRole('button', { name: 'Tipărește pe bon' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
  });
});
