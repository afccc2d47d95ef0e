import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, stubFetch } from '@/testing/test-utils';
import { AdminLoginPage } from './admin-login-page';
import { AuthPage } from './auth-page';

// A 422 without a message of its own (a request the service could not read): the spec's fallback.
const UNREADABLE = { status: 422, body: { status: 422, message: '', errors: {} } };

describe('sign-in refused with 422 and no message', () => {
  it('the customer form says "Authentication failed" and "Email sau parolă invalidă"', async () => {
    stubFetch(UNREADABLE);
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], '/auth');
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'ceva');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('Email sau parolă invalidă');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('the staff form says the same', async () => {
    stubFetch(UNREADABLE);
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth/admin', element: <AdminLoginPage /> }], '/auth/admin');
    await user.type(screen.getByLabelText('Email'), 'ana@brutarie.ro');
    await user.type(screen.getByLabelText('Parolă'), 'ceva');
    await user.click(screen.getByRole('button', { name: 'Intră în panou' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('Email sau parolă invalidă');
  });

  it('a 422 that carries its own message shows that message instead', async () => {
    stubFetch({ status: 422, body: { status: 422, message: 'Adresa de email nu este valida.', errors: {} } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], '/auth');
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'ceva');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Adresa de email nu este valida.');
    expect(alert).not.toHaveTextContent('Email sau parolă invalidă');
  });
});
