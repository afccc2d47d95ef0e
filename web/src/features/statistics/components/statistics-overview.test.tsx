import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { SalesSummary } from '@/types/api';
import { StatisticsOverview } from './statistics-overview';

const CURRENT: SalesSummary = {
  startDate: '2026-11-01',
  endDate: '2026-11-26',
  numberOfOrders: 40,
  totalIncomeFromOrders: '6000.00',
  mediumOrderPrice: '150.00',
};
const LAST: SalesSummary = {
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  numberOfOrders: 32,
  totalIncomeFromOrders: '4000.00',
  mediumOrderPrice: '125.00',
};
const LAST_26_DAYS: SalesSummary = {
  startDate: '2026-10-01',
  endDate: '2026-10-26',
  numberOfOrders: 20,
  totalIncomeFromOrders: '3000.00',
  mediumOrderPrice: '150.00',
};
const FAILED = { status: 500, body: { status: 500, message: 'Eroare internă' } };

describe('StatisticsOverview (/admin/statistics)', () => {
  it("compares this month's 26 days with last month's first 26 days, then shows last month's own", async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: CURRENT },
      'GET /admin-service/sales/order-numbers-last-month': { body: LAST },
      'GET /admin-service/sales/order-numbers-between-dates': { body: LAST_26_DAYS },
    });
    renderWithRouter(<StatisticsOverview />);
    expect(await screen.findByRole('heading', { name: 'Luna curentă' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Luna trecută' })).toBeInTheDocument();
    const [ordersNow, ordersLast] = screen.getAllByTestId('figure-orders');
    expect(within(ordersNow).getByText('40')).toBeInTheDocument();
    expect(within(ordersNow).getByText('+100% față de perioada anterioară')).toBeInTheDocument();
    expect(calledPaths()).toContain('/admin-service/sales/order-numbers-between-dates?startDate=2026-10-01&endDate=2026-10-26');
    expect(screen.getByText('Comparat cu aceleași zile ale lunii trecute: 01-10-2026 – 26-10-2026.')).toBeInTheDocument();
    expect(within(ordersLast).getByText('32')).toBeInTheDocument();
    expect(within(ordersLast).queryByText(/față de perioada anterioară/)).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('figure-income')[0]).getByText('+100% față de perioada anterioară')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('figure-income')[0]).getByText('6.000,00 RON')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('figure-medium')[0]).getByText('0% față de perioada anterioară')).toBeInTheDocument();
    expect(screen.getByText(/Se numără doar comenzile livrate/)).toBeInTheDocument();
  });

  it('links to the sales, products and customers reports', () => {
    stubFetchRoutes({});
    renderWithRouter(<StatisticsOverview />);
    expect(screen.getByRole('link', { name: /Vânzări/ })).toHaveAttribute('href', '/admin/statistics/sales');
    expect(screen.getByRole('link', { name: /Produse vândute/ })).toHaveAttribute('href', '/admin/statistics/products');
    expect(screen.getByRole('link', { name: /Clienți/ })).toHaveAttribute('href', '/admin/statistics/customers');
  });

  it('says "Failed to fetch data." when a month cannot be read', async () => {
    stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: CURRENT },
      'GET /admin-service/sales/order-numbers-last-month': FAILED,
    });
    renderWithRouter(<StatisticsOverview />);
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Luna curentă' })).not.toBeInTheDocument();
  });
});
