import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, stubFetch } from '@/testing/test-utils';
import { AdminLoginPage } from './admin-login-page';

describe('staff sign-in', () => {
  it("a customer's right password gets the same refusal as a wrong one", async () => {
    const fetchMock = stubFetch({ status: 401, body: { status: 401, message: 'Emailul sau parola sunt gresite', errors: {} } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth/admin', element: <AdminLoginPage /> }], '/auth/admin');
    await user.type(screen.getByLabelText('Email'), 'client@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'Parola#2024');
    await user.click(screen.getByRole('button', { name: 'Intră în panou' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('Emailul sau parola sunt gresite');
    expect(fetchMock.mock.calls[0][0]).toBe('/admin-service/authenticate');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the Romanian message of a 429', async () => {
    const message = 'Prea multe încercări de autentificare nereușite. Vă rugăm să încercați din nou peste 15 minute.';
    stubFetch({ status: 429, body: { status: 429, message, errors: {} } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/auth/admin', element: <AdminLoginPage /> }], '/auth/admin');
    await user.type(screen.getByLabelText('Email'), 'manager@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'x');
    await user.click(screen.getByRole('button', { name: 'Intră în panou' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
