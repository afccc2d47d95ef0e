import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { Dashboard } from '@/types/api';
import { OwnerDashboard } from './owner-dashboard';

const DASHBOARD: Dashboard = {
  day: '2026-11-26',
  incomeToday: '1250.50',
  invoicesNearDeadline: 0,
  invoicesRefused: 0,
  ordersByStatus: [
    { status: 'NEW', count: 2 },
    { status: 'DELIVERED', count: 7 },
  ],
  numberOfUnansweredOrders: 2,
  unansweredOrders: [
    { id: 41, orderNumber: '1041', client: 'Ana Pop', totalPrice: '250.00', status: 'NEW', waitingMinutes: 12 },
    { id: 42, orderNumber: '1042', client: 'Ion Ionescu', totalPrice: '90.00', status: 'SCHEDULED', waitingMinutes: 135 },
  ],
  reservationsToday: [
    {
      id: 5,
      fullName: 'Maria Stan',
      email: 'maria@example.ro',
      phoneNumber: '0722123456',
      // '5+' in the booking form is sent as 10: exactly 10 shows as '5+'.
      numberOfPeople: 10,
      reservationDate: '2026-11-26',
      time: '18:00',
      status: 'CONFIRMED',
      additionalInformation: null,
      declineReason: null,
      createdAt: '2026-11-20T10:00:00Z',
    },
  ],
  newSubscribers: 3,
  newCustomers: 4,
  lowStock: [{ productId: 12, productName: 'Tort Amandina', dimension: '1 kg', stock: 2 }],
};

describe('OwnerDashboard (/admin)', () => {
  it("shows today at a glance, each part linking to its page", async () => {
    stubFetchRoutes({ 'GET /admin-service/dashboard': { body: DASHBOARD } });
    renderWithRouter(<OwnerDashboard />);
    const orders = (await screen.findByRole('link', { name: 'Comenzile de azi' })).closest('section')!;
    expect(within(orders).getByRole('link', { name: 'Comenzile de azi' })).toHaveAttribute('href', '/comenzi');
    expect(within(orders).getByText('Nouă:', { exact: false })).toHaveTextContent('Nouă: 2');
    expect(screen.getByTestId('income-today')).toHaveTextContent('1.250,50 RON');

    const waiting = screen.getByRole('link', { name: 'Comenzi fără răspuns (2)' });
    expect(waiting).toHaveAttribute('href', '/comenzi/noi');
    const waitingList = waiting.closest('section')!;
    expect(within(waitingList).getByRole('link', { name: '#1041' })).toHaveAttribute('href', '/comenzi/41');
    expect(waitingList).toHaveTextContent('Ana Pop · 250,00 RON · așteaptă de 12 min');
    expect(waitingList).toHaveTextContent('Ion Ionescu · 90,00 RON · programată · așteaptă de 2 h 15 min');

    const reservations = screen.getByRole('link', { name: 'Rezervările de azi (1)' });
    expect(reservations).toHaveAttribute('href', '/comenzi/rezervari');
    expect(reservations.closest('section')).toHaveTextContent('18:00 · Maria Stan · 5+ pers.');

    expect(screen.getByRole('link', { name: 'Oameni noi azi' }).closest('section')).toHaveTextContent('Abonați noi la newsletter: 3');
    expect(screen.getByRole('link', { name: 'Oameni noi azi' }).closest('section')).toHaveTextContent('Clienți noi: 4');
    expect(screen.getByRole('link', { name: 'Tort Amandina' })).toHaveAttribute('href', '/admin/menu/12');
    expect(screen.getByRole('link', { name: 'Stoc redus' }).closest('section')).toHaveTextContent('(1 kg): mai sunt doar 2 bucăți');
  });

  it('a quiet day says nothing waits', async () => {
    stubFetchRoutes({
      'GET /admin-service/dashboard': {
        body: { ...DASHBOARD, numberOfUnansweredOrders: 0, unansweredOrders: [], reservationsToday: [], lowStock: [] },
      },
    });
    renderWithRouter(<OwnerDashboard />);
    expect(await screen.findByText('Nicio comandă nu așteaptă.')).toBeInTheDocument();
    expect(screen.getByText('Nicio rezervare azi.')).toBeInTheDocument();
    expect(screen.getByText('Niciun produs nu e pe terminate.')).toBeInTheDocument();
  });

  it('says "Failed to fetch data." when the dashboard cannot be read', async () => {
    stubFetchRoutes({ 'GET /admin-service/dashboard': { status: 500, body: { status: 500, message: '' } } });
    renderWithRouter(<OwnerDashboard />);
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
  });
});

describe('the dashboard: invoices to look at', () => {
  it('flags refused invoices and those near the filing deadline, linking to the invoices page', async () => {
    stubFetchRoutes({ 'GET /admin-service/dashboard': { body: { ...DASHBOARD, invoicesNearDeadline: 3, invoicesRefused: 1 } } });
    renderWithRouter(<OwnerDashboard />);
    const flag = await screen.findByRole('region', { name: 'Facturi de verificat în e-Factura' });
    expect(within(flag).getByRole('link', { name: 'Facturi de verificat în e-Factura' })).toHaveAttribute('href', '/admin/facturi?stare=NOK');
    expect(flag).toHaveTextContent('Respinse de ANAF: 1');
    expect(flag).toHaveTextContent('Cu termenul de depunere în cel mult o zi: 3');
  });

  it('says nothing about invoices when all are on time', async () => {
    stubFetchRoutes({ 'GET /admin-service/dashboard': { body: { ...DASHBOARD, invoicesNearDeadline: 0, invoicesRefused: 0 } } });
    renderWithRouter(<OwnerDashboard />);
    await screen.findByText('Comenzile de azi');
    expect(screen.queryByText('Facturi de verificat în e-Factura')).toBeNull();
  });
});
