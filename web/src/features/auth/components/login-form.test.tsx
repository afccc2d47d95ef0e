import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes, stubFetch } from '@/testing/test-utils';
import { rememberRegistered } from '../lib/first-sign-in';
import { AuthPage } from './auth-page';
import { ConfirmEmailPage } from './confirm-email-page';

const CUSTOMER = { jwtToken: 'tok', userRoles: ['ROLE_USER'], firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro' };

// A sign-in goes through validation, the call and a navigation: on a loaded machine, more than a second.
const SLOW = { timeout: 15_000 };
/** For the tests that register and sign in twice, typing every field. */
const LONG = { timeout: 60_000 };

/** The home page has rendered (the router moves first, the page follows). */
async function landedHome(router: { state: { location: { pathname: string } } }) {
  expect(await screen.findByText('Acasă test', {}, SLOW)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
}

/** Types the password into the sign-in form on screen and signs in, then waits for the home page. */
async function signInHome(user: ReturnType<typeof userEvent.setup>, router: { state: { location: { pathname: string } } }) {
  await user.type(screen.getByLabelText('Parolă'), 'Parola#2024');
  await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
  await landedHome(router);
}

function renderAuth(path = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/confirmare-email', element: <ConfirmEmailPage /> },
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
    // The storefront's welcome modal greets the customer on the home page (router state), no toast.
    expect(router.state.location.state).toEqual({ welcome: { firstName: 'Ana', firstTime: false } });
    expect(screen.queryByText('Bine ai revenit, Ana!')).not.toBeInTheDocument();
  });

  it("the first sign-in after registering here says it is the first ('Bine ai venit'); the next ones do not", LONG, async () => {
    const { callsTo } = stubFetchRoutes({
      'POST /user-service/register': (req) => ({ body: { ...(req.json as object), jwtToken: '', userRoles: [] } }),
      'POST /user-service/authenticate': { body: CUSTOMER },
    });
    const user = userEvent.setup();
    const { router } = renderAuth('/auth?mode=register');
    await user.type(screen.getByLabelText('Prenume'), 'Ioana');
    await user.type(screen.getByLabelText('Nume'), 'Popescu');
    await user.type(screen.getByLabelText('Email'), 'Ioana@Example.ro');
    await user.type(screen.getByLabelText('Parolă'), 'Parola#2024');
    await user.type(screen.getByLabelText('Confirmă parola'), 'Parola#2024');
    await user.click(screen.getByRole('button', { name: 'Creează cont' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=authenticate'), SLOW);
    // The login form, the address filled in. Waited for by its own button: the router renders a
    // navigation as a transition, so on a loaded machine the register form (its "Email" holding the
    // same address, its own "Parolă") can still be on screen a while after the address changed.
    expect(await screen.findByRole('button', { name: 'Intră în cont' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmă parola')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('Ioana@Example.ro');

    await signInHome(user, router);
    expect(callsTo('POST', '/user-service/authenticate')).toHaveLength(1);
    expect(router.state.location.state).toEqual({ welcome: { firstName: 'Ioana', firstTime: true } });

    await act(() => router.navigate('/auth?mode=authenticate'));
    await user.type(await screen.findByLabelText('Email'), 'ioana@example.ro');
    await signInHome(user, router);
    expect(router.state.location.state).toEqual({ welcome: { firstName: 'Ioana', firstTime: false } });
  });

  it('a refused sign-in keeps the note: the first successful one after registering is still the first', LONG, async () => {
    rememberRegistered('ioana@example.ro');
    let refuse = true;
    stubFetchRoutes({
      'POST /user-service/authenticate': () =>
        refuse ? { status: 401, body: { status: 401, message: 'Emailul sau parola sunt gresite', errors: {} } } : { body: CUSTOMER },
    });
    const user = userEvent.setup();
    const { router } = renderAuth();
    await user.type(screen.getByLabelText('Email'), 'ioana@example.ro');
    await user.type(screen.getByLabelText('Parolă'), 'Parola#2024');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Emailul sau parola sunt gresite');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    await landedHome(router);
    expect(router.state.location.state).toEqual({ welcome: { firstName: 'Ioana', firstTime: true } });
  });

  it('the first sign-in after confirming the address in this browser (registered elsewhere) is the first', LONG, async () => {
    stubFetchRoutes({
      'POST /user-service/confirm-email': { body: { message: 'Adresa de email a fost confirmată. Mulțumim!' } },
      'POST /user-service/authenticate': { body: CUSTOMER },
    });
    const user = userEvent.setup();
    const { router } = renderAuth('/confirmare-email?token=abc');
    expect(await screen.findByText('Adresa de email a fost confirmată. Mulțumim!', {}, SLOW)).toBeVisible();
    await act(() => router.navigate('/auth?mode=authenticate'));
    await user.type(await screen.findByLabelText('Email'), 'ioana@example.ro');
    await signInHome(user, router);
    expect(router.state.location.state).toEqual({ welcome: { firstName: 'Ioana', firstTime: true } });
  });

  it('staff signing in through the customer form keep the short greeting, without the storefront welcome', LONG, async () => {
    stubFetchRoutes({ 'POST /user-service/authenticate': { body: { ...CUSTOMER, firstName: 'Maria', userRoles: ['ROLE_MANAGER'] } } });
    const user = userEvent.setup();
    const { router } = renderAuth();
    await user.type(screen.getByLabelText('Email'), 'maria@example.ro');
    await user.type(screen.getByLabelText('Parolă'), 'Parola#2024');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(await screen.findByText('Bine ai revenit, Maria!', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
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

  it('an unconfirmed account gets the same generic refusal; a hint under the form says to confirm first', async () => {
    stubFetch({ status: 401, body: { status: 401, message: 'Emailul sau parola sunt gresite', errors: {} } });
    const user = userEvent.setup();
    renderAuth();
    expect(screen.getByText(/Confirmă mai întâi adresa din e-mailul primit/)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'nou@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'Parola#2024');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication failed');
    expect(alert).toHaveTextContent('Emailul sau parola sunt gresite');
    expect(alert).not.toHaveTextContent(/confirm/i);
  });

  it('shows the Romanian message of a 429 (too many failed sign-ins)', async () => {
    const message = 'Prea multe încercări de autentificare nereușite. Vă rugăm să încercați din nou peste 15 minute.';
    stubFetch({ status: 429, body: { status: 429, message, errors: {} } });
    const user = userEvent.setup();
    renderAuth();
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.type(screen.getByLabelText('Parolă'), 'x');
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prea multe încercări');
    expect(alert).toHaveTextContent(message);
  });

  it('says why when the last session ended on its own (expired here or refused by the server)', async () => {
    useSessionStore.getState().login('tok', { firstName: 'A', lastName: 'B', email: 'a@b.ro', role: 'ROLE_USER' });
    useSessionStore.getState().end('refused', 'Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.');
    renderAuth();
    const title = await screen.findByText('Sesiunea s-a încheiat', { selector: '.alert__title' });
    expect(title.closest('.alert')).toHaveTextContent('Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.');
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

  it('forgot password: a 429 shows its Romanian message inline and in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste 60 minute.';
    stubFetch({ status: 429, body: { status: 429, message, errors: {} } });
    const user = userEvent.setup();
    renderAuth('/auth?mode=forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'a@b.ro');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul de resetare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
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
