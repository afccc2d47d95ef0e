import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { CreatedUser } from '@/types/api';
import { NewUserForm } from './new-user-form';

const CREATED: CreatedUser = {
  id: 41,
  firstName: 'Ioana',
  lastName: 'Stan',
  email: 'ioana@example.ro',
  phoneNumber: null,
  role: 'ROLE_USER',
  active: true,
  newsletterAccepted: false,
  message: 'Contul a fost creat; i-am trimis un e-mail.',
};

async function fillNames() {
  await userEvent.type(screen.getByLabelText('Prenume'), 'Ioana');
  await userEvent.type(screen.getByLabelText('Nume'), 'Stan');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ioana@example.ro');
}

describe('NewUserForm (users/add-user, users/add-admin-user)', () => {
  it('creates a customer without a password and links to the new account', async () => {
    const { callsTo } = stubFetchRoutes({ 'POST /user-service/create-additional-users': { body: CREATED } });
    renderWithRouter(<NewUserForm staff={false} />);
    expect(screen.queryByLabelText('Rol')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/parol/i)).not.toBeInTheDocument();
    await fillNames();
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText(/Contul a fost creat; i-am trimis un e-mail\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi contul lui Ioana' })).toHaveAttribute('href', '/admin/users/41');
    expect(callsTo('POST', '/user-service/create-additional-users')[0].json).toEqual({
      firstName: 'Ioana',
      lastName: 'Stan',
      email: 'ioana@example.ro',
      phoneNumber: null,
    });
    expect(screen.getByLabelText('Prenume')).toHaveValue(''); // ready for the next one
  });

  it('creates staff with the chosen role and the phone typed, without the spaces around it', async () => {
    const { callsTo } = stubFetchRoutes({ 'POST /admin-service/create-admin-user': { body: { ...CREATED, role: 'ROLE_ADMIN' } } });
    renderWithRouter(<NewUserForm staff />);
    expect(screen.getByLabelText('Rol')).toHaveValue('ROLE_MANAGER');
    await fillNames();
    await userEvent.type(screen.getByLabelText('Telefon (opțional)'), ' 0722111222 ');
    await userEvent.selectOptions(screen.getByLabelText('Rol'), 'ROLE_ADMIN');
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    await waitFor(() => expect(callsTo('POST', '/admin-service/create-admin-user')).toHaveLength(1));
    expect(callsTo('POST', '/admin-service/create-admin-user')[0].json).toMatchObject({
      role: 'ROLE_ADMIN',
      email: 'ioana@example.ro',
      phoneNumber: '0722111222',
    });
  });

  it('checks names and e-mail before sending', async () => {
    const { calls } = stubFetchRoutes({});
    renderWithRouter(<NewUserForm staff={false} />);
    await userEvent.type(screen.getByLabelText('Prenume'), 'Io');
    await userEvent.type(screen.getByLabelText('Nume'), 'St$n');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ioana@');
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(
      await screen.findByText('Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale.')).toBeInTheDocument();
    expect(screen.getByText('Adresa de email nu este valida.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the service's refusal (an e-mail already used) on the field and above the form", async () => {
    stubFetchRoutes({
      'POST /user-service/create-additional-users': {
        status: 400,
        body: { status: 400, message: 'Adresa de e-mail este deja folosită.', errors: { email: 'Adresa de e-mail este deja folosită.' } },
      },
    });
    renderWithRouter(<NewUserForm staff={false} />);
    await fillNames();
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText('A apărut o eroare: Adresa de e-mail este deja folosită.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/Adresa de e-mail este deja folosită\./);
  });
});
