import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIso } from '@/lib/bucharest-time';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { SalesSummary } from '@/types/api';
import { SalesReport } from './sales-report';

const summary = (startDate: string, endDate: string, numberOfOrders: number): SalesSummary => ({
  startDate,
  endDate,
  numberOfOrders,
  totalIncomeFromOrders: '1000.00',
  mediumOrderPrice: '100.00',
});
const PER_DAY = { days: [{ day: '2026-10-01', income: '100.00', numberOfOrders: 1 }] };
const BOTH_DATES = 'Pentru un interval personalizat alegeți ambele date (data de început și data de sfârșit).';

function lastMonth(): [string, string] {
  const firstOfThis = `${todayIso().slice(0, 8)}01`;
  const lastOfPrevious = addDaysIso(firstOfThis, -1);
  return [`${lastOfPrevious.slice(0, 8)}01`, lastOfPrevious];
}

describe('SalesReport (/admin/statistics/sales)', () => {
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

  it('"Luna trecută" shows last month: its figures and its days from the first to the last', async () => {
    const [from, to] = lastMonth();
    const { calledPaths } = stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: summary(`${todayIso().slice(0, 8)}01`, todayIso(), 9) },
      'GET /admin-service/sales/order-numbers-last-month': { body: summary(from, to, 27) },
      'GET /admin-service/sales/per-day': { body: PER_DAY },
    });
    renderWithRouter(<SalesReport />);
    expect(await screen.findByText('9', { selector: '[data-testid=figure-orders] dd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Luna trecută' }));
    expect(await screen.findByText('27', { selector: '[data-testid=figure-orders] dd' })).toBeInTheDocument();
    expect(calledPaths()).toContain(`/admin-service/sales/per-day?startDate=${from}&endDate=${to}`);
    const [y, m, d] = to.split('-');
    expect(screen.getByText(`01-${m}-${y} – ${d}-${m}-${y}`)).toBeInTheDocument();
  });

  it('a custom range with one date asks for both and sends nothing', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: summary('2026-11-01', '2026-11-26', 9) },
      'GET /admin-service/sales/per-day': { body: PER_DAY },
    });
    renderWithRouter(<SalesReport />);
    await userEvent.click(screen.getByRole('tab', { name: 'Interval personalizat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Arată' }));
    expect(await screen.findByText(BOTH_DATES)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('De la'), { target: { value: '2026-10-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Arată' }));
    expect(screen.getByText(BOTH_DATES)).toBeInTheDocument();
    expect(calledPaths().some((p) => p.includes('between-dates'))).toBe(false);
  });

  it('a custom range with both dates shows that range and clears the message', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: summary('2026-11-01', '2026-11-26', 9) },
      'GET /admin-service/sales/order-numbers-between-dates': { body: summary('2026-10-05', '2026-10-12', 14) },
      'GET /admin-service/sales/per-day': { body: PER_DAY },
    });
    renderWithRouter(<SalesReport />);
    await userEvent.click(screen.getByRole('tab', { name: 'Interval personalizat' }));
    fireEvent.change(screen.getByLabelText('Până la'), { target: { value: '2026-10-12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Arată' }));
    expect(await screen.findByText(BOTH_DATES)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('De la'), { target: { value: '2026-10-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Arată' }));
    expect(await screen.findByText('14', { selector: '[data-testid=figure-orders] dd' })).toBeInTheDocument();
    expect(screen.queryByText(BOTH_DATES)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calledPaths()).toContain('/admin-service/sales/order-numbers-between-dates?startDate=2026-10-05&endDate=2026-10-12'),
    );
    expect(screen.getByText('05-10-2026 – 12-10-2026')).toBeInTheDocument();
  });

  it('says "Failed to fetch data." when the sales cannot be read', async () => {
    stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { status: 500, body: { status: 500, message: '' } },
      'GET /admin-service/sales/per-day': { body: PER_DAY },
    });
    renderWithRouter(<SalesReport />);
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
  });

  it('a future range says there are no data instead of drawing an empty chart', async () => {
    const from = addDaysIso(todayIso(), 30);
    const to = addDaysIso(todayIso(), 40);
    stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: summary('2026-11-01', '2026-11-26', 9) },
      'GET /admin-service/sales/order-numbers-between-dates': { body: { ...summary(from, to, 0), totalIncomeFromOrders: '0.00', mediumOrderPrice: '0.00' } },
      'GET /admin-service/sales/per-day': (req) =>
        req.url.search.includes(from) ? { body: { days: [{ day: from, income: '0.00', numberOfOrders: 0 }] } } : { body: PER_DAY },
    });
    renderWithRouter(<SalesReport />);
    expect(await screen.findByRole('figure', { name: 'Venit și comenzi pe zile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Interval personalizat' }));
    fireEvent.change(screen.getByLabelText('De la'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('Până la'), { target: { value: to } });
    await userEvent.click(screen.getByRole('button', { name: 'Arată' }));
    expect(await screen.findByText('Nu există date pentru perioada aleasă.')).toBeVisible();
    expect(screen.queryByRole('figure', { name: 'Venit și comenzi pe zile' })).not.toBeInTheDocument();
  });

  it('names both axes of the chart: RON on the left, orders on the right', async () => {
    stubFetchRoutes({
      'GET /admin-service/sales/order-numbers-current-month': { body: summary('2026-11-01', '2026-11-26', 9) },
      'GET /admin-service/sales/per-day': { body: PER_DAY },
    });
    renderWithRouter(<SalesReport />);
    const chart = await screen.findByRole('figure', { name: 'Venit și comenzi pe zile' });
    expect(within(chart).getByText(/Venit \(RON\), axa din stânga/)).toBeVisible();
    expect(within(chart).getByText(/Comenzi livrate, axa din dreapta/)).toBeVisible();
  });
});
