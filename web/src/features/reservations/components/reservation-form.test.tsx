import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@/lib/bucharest-time';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { ReservationForm } from './reservation-form';

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nume complet'), 'Ioana Popescu');
  await user.type(screen.getByLabelText('E-mail'), 'ioana@example.ro');
  await user.type(screen.getByLabelText('Telefon'), '0722 123 456');
}

describe('reservation form', () => {
  it('starts on tomorrow at 19:00, sends 5+ as 10 and shows the table-booked modal', async () => {
    const stub = stubFetchRoutes({ 'POST /user-service/book-table': { status: 201, body: { message: 'Rezervarea a fost trimisa cu succes!', id: 7 } } });
    const user = userEvent.setup();
    renderWithRouter(<ReservationForm />);

    expect(screen.getByLabelText('Data')).toHaveValue(addDaysIso(todayIso(), 1));
    expect(screen.getByLabelText('Ora')).toHaveValue('19:00');
    await fillGuest(user);
    await user.selectOptions(screen.getByLabelText('Număr de persoane'), '5+ persoane');
    await user.click(screen.getByRole('button', { name: 'Rezervă masa' }));

    const dialog = await screen.findByRole('dialog', { name: 'Masa a fost rezervată' });
    expect(within(dialog).getByText('Rezervarea a fost trimisa cu succes!')).toBeInTheDocument();
    const [call] = stub.callsTo('POST', '/user-service/book-table');
    expect(call.json).toMatchObject({ fullName: 'Ioana Popescu', numberOfPeople: 10, time: '19:00', phoneNumber: '0722 123 456' });
  });

  it('shows the refusal inline as "Error: {message}"', async () => {
    const full = 'Nu mai avem locuri pentru 2 persoane la ora 19:00. Cele mai apropiate ore libere: 20:00.';
    stubFetchRoutes({ 'POST /user-service/book-table': { status: 409, body: { status: 409, message: full, errors: {} } } });
    const user = userEvent.setup();
    renderWithRouter(<ReservationForm />);
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Rezervă masa' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${full}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs the name, e-mail and phone before sending anything', async () => {
    const stub = stubFetchRoutes({});
    const user = userEvent.setup();
    renderWithRouter(<ReservationForm />);
    await user.click(screen.getByRole('button', { name: 'Rezervă masa' }));
    expect(await screen.findByText('Numele complet este obligatoriu.')).toBeInTheDocument();
    expect(screen.getByText('Numărul de telefon este obligatoriu.')).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });
});
