import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { renderRoutes, stubFetch } from '@/testing/test-utils';
import { AuthPage } from './auth-page';

function renderAuth(path = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <p>Acasă test</p> },
    ],
    path,
  );
}

describe('login form', () => {
  it('is the default mode and has no password format rule', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { jwtToken: 'tok', userRoles: ['ROLE_USER'], firstName: 'Ana', lastName: 'Pop', email: 'a@b.ro' },
    });
    const user = userEvent.setup();
    const { router } = renderAuth();
    expect(screen.getByRole('heading', { name: 'Autentificare' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'x');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls[0][0]).toBe('/user-service/authenticate');
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('requires both fields', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderAuth('/auth?mode=authenticate');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(await screen.findByText('Introdu adresa de email.')).toBeVisible();
    expect(screen.getByText('Introdu parola.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Authentication failed" with the server message on 401', async () => {
    stubFetch({ status: 401, body: { status: 401, message: 'Emailul sau parola sunt gresite', errors: {} } });
    const user = userEvent.setup();
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'gresit');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('Emailul sau parola sunt gresite');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the generic error for other failures', async () => {
    stubFetch({ status: 500, body: null });
    const user = userEvent.setup();
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'x');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A avut loc o eroare');
  });

  it('switches between login, register and forgot-password modes', async () => {
    stubFetch({ status: 200, body: { message: 'Ți-am trimis linkul de resetare.' } });
    const user = userEvent.setup();
    const { router } = renderAuth();
    await user.click(screen.getByRole('button', { name: 'Creează unul acum' }));
    expect(router.state.location.search).toBe('?mode=register');
    expect(screen.getByLabelText('Confirmă parola')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Autentifică-te' }));
    await user.click(screen.getByRole('button', { name: 'Ai uitat parola?' }));
    expect(router.state.location.search).toBe('?mode=forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul de resetare' }));
    expect(await screen.findAllByText('Ți-am trimis linkul de resetare.')).not.toHaveLength(0);
  });

  it('forgot password failure shows the fallback message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ status: 500, body: null });
    const user = userEvent.setup();
    renderAuth('/auth?mode=forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul de resetare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eroare la resetarea parolei');
    expect(consoleError).toHaveBeenCalledWith('Failed to reset password', expect.anything());
  });
});
