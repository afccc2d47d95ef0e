import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { Reservation, ReservationPage } from '@/types/api';
import { ReservationsView } from './reservations-view';

const reservation = (overrides: Partial<Reservation>): Reservation => ({
  id: 1,
  fullName: 'Maria Stan',
  email: 'maria@example.ro',
  phoneNumber: '0722123456',
  numberOfPeople: 4,
  reservationDate: '2026-11-26',
  time: '18:00',
  status: 'PENDING',
  additionalInformation: null,
  declineReason: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});
const TODAY: ReservationPage = {
  totalElements: 3,
  content: [
    reservation({ id: 1, additionalInformation: 'Aniversare' }),
    // '5+' in the booking form is sent as 10: exactly 10 shows as '5+'.
    reservation({ id: 2, fullName: 'Ion Ionescu', numberOfPeople: 10, status: 'CONFIRMED', time: '19:30' }),
    reservation({ id: 3, fullName: 'Radu Enache', status: 'DECLINED', declineReason: 'Suntem închiși' }),
  ],
};

const row = (id: number) => screen.getByTestId('reservations-table').querySelector<HTMLElement>(`tr[data-reservation="${id}"]`)!;

describe('ReservationsView (/comenzi/rezervari)', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it("lists today's bookings with their state, and the answers each one still allows", async () => {
    const { calledPaths } = stubFetchRoutes({ 'GET /admin-service/reservations': { body: TODAY } });
    renderWithRouter(<ReservationsView />);
    await screen.findByTestId('reservations-table');
    expect(calledPaths()).toContain('/admin-service/reservations?when=today&page=0&size=10');
    expect(within(row(1)).getByText('26-11-2026')).toBeInTheDocument();
    expect(within(row(1)).getByText('În așteptare')).toBeInTheDocument();
    expect(within(row(1)).getByText('Aniversare')).toBeInTheDocument();
    expect(within(row(1)).getByRole('link', { name: '0722123456' })).toHaveAttribute('href', 'tel:0722123456');
    expect(within(row(1)).getByRole('button', { name: 'Confirmă' })).toBeInTheDocument();
    expect(within(row(2)).getByText('5+')).toBeInTheDocument();
    expect(within(row(2)).queryByRole('button', { name: 'Confirmă' })).not.toBeInTheDocument();
    expect(within(row(2)).getByRole('button', { name: 'Refuză' })).toBeInTheDocument();
    expect(row(3)).toHaveTextContent('Refuzată (Suntem închiși)');
    expect(within(row(3)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the "Următoare" and "Trecute" tabs ask for those bookings', async () => {
    const { calledPaths } = stubFetchRoutes({ 'GET /admin-service/reservations': { body: { totalElements: 0, content: [] } } });
    renderWithRouter(<ReservationsView />);
    expect(await screen.findByText('Nu există rezervări.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Următoare' }));
    await waitFor(() => expect(calledPaths()).toContain('/admin-service/reservations?when=upcoming&page=0&size=10'));
    await userEvent.click(screen.getByRole('tab', { name: 'Trecute' }));
    await waitFor(() => expect(calledPaths()).toContain('/admin-service/reservations?when=past&page=0&size=10'));
  });

  it('"Confirmă" confirms the booking and says so', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/reservations': { body: TODAY },
      'POST /admin-service/reservations/1/confirm': { body: { ...TODAY.content[0], status: 'CONFIRMED' } },
    });
    renderWithRouter(<ReservationsView />);
    await screen.findByTestId('reservations-table');
    await userEvent.click(within(row(1)).getByRole('button', { name: 'Confirmă' }));
    expect(await screen.findByText('Rezervarea lui Maria Stan a fost confirmată.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/reservations/1/confirm')).toHaveLength(1);
  });

  it('refusing asks for the reason, then sends it', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/reservations': { body: TODAY },
      'POST /admin-service/reservations/2/decline': { body: { ...TODAY.content[1], status: 'DECLINED' } },
    });
    renderWithRouter(<ReservationsView />);
    await screen.findByTestId('reservations-table');
    await userEvent.click(within(row(2)).getByRole('button', { name: 'Refuză' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuză rezervarea lui Ion Ionescu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuză rezervarea' }));
    expect(await within(dialog).findByText('Motivul refuzului este obligatoriu.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/reservations/2/decline')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Motivul refuzului'), ' Nu mai avem mese libere. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuză rezervarea' }));
    expect(await screen.findByText('Rezervarea a fost refuzată; clientul a primit motivul pe e-mail.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/reservations/2/decline')[0].json).toEqual({ reason: 'Nu mai avem mese libere.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('bookings that cannot be read say so', async () => {
    stubFetchRoutes({ 'GET /admin-service/reservations': { status: 500, body: { status: 500, message: '' } } });
    renderWithRouter(<ReservationsView />);
    expect(await screen.findByText('Rezervările nu au putut fi afișate.')).toBeInTheDocument();
  });
});
