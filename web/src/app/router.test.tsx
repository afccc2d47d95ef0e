import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WELCOME_SESSION_KEY } from '@/features/orders-panel/components/welcome-modal';
import { decideAccess } from '@/features/session/lib/access';
import { ROLES, type Role } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubWebSocket } from '@/testing/fake-websocket';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { routes } from './router';

function signIn(role: Role) {
  useSessionStore.getState().login('jwt', { firstName: 'Test', lastName: 'Persoana', email: 't@example.ro', role });
}

async function landOn(path: string) {
  const { router } = renderRoutes(routes, path);
  // Lazy areas resolve asynchronously (slowly on a loaded machine); wait until the router is idle.
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 15_000 });
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
  return router;
}

type Who = 'admin' | 'manager' | 'user' | 'anonymous';
const ROLE_OF: Record<Exclude<Who, 'anonymous'>, Role> = {
  admin: ROLES.admin,
  manager: ROLES.manager,
  user: ROLES.user,
};

// Expected final pathname for each (who, area).
const CASES: [Who, string, string][] = [
  ['admin', '/admin', '/admin'],
  ['manager', '/admin', '/'],
  ['user', '/admin', '/'],
  ['anonymous', '/admin', '/auth'],
  ['admin', '/comenzi', '/comenzi'],
  ['manager', '/comenzi', '/comenzi'],
  ['user', '/comenzi', '/'],
  ['anonymous', '/comenzi', '/auth'],
  ['admin', '/user/details', '/user/details'],
  ['manager', '/user/details', '/user/details'],
  ['user', '/user/details', '/user/details'],
  ['anonymous', '/user/details', '/auth'],
];

describe('route guards: sessions and roles', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it.each(CASES)('%s opening %s ends on %s', async (who, path, expected) => {
    if (who !== 'anonymous') signIn(ROLE_OF[who]);
    const router = await landOn(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    if (expected === '/auth') {
      expect(await screen.findByRole('heading', { name: 'Autentificare' })).toBeVisible();
    }
    if (expected === '/admin') {
      expect(await screen.findByRole('heading', { name: 'Tablou de bord' })).toBeVisible();
      expect(screen.getByText('Test')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Deconectare' })).toBeVisible();
    }
    if (expected === '/comenzi') {
      expect(await screen.findByRole('heading', { name: 'Toate comenzile' })).toBeVisible();
      // The admin-panel link is for admins only.
      const adminLink = screen.queryByRole('link', { name: 'Panou administrare' });
      if (who === 'admin') expect(adminLink).toBeInTheDocument();
      else expect(adminLink).not.toBeInTheDocument();
    }
  });

  it('an expired session is cleared and sent to /auth (staff to the staff sign-in, /auth/admin)', async () => {
    signIn(ROLES.user);
    useSessionStore.setState({ expiration: Date.now() - 1 });
    const customer = await landOn('/user/orders');
    await waitFor(() => expect(customer.state.location.pathname).toBe('/auth'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(await screen.findByText('Sesiunea a expirat. Te rugăm să te autentifici din nou.')).toBeVisible();
    customer.dispose();

    signIn(ROLES.admin);
    useSessionStore.setState({ expiration: Date.now() - 1 });
    const router = await landOn('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/admin'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('a 401 to a signed-in call (sessions ended elsewhere) signs the customer out and opens /auth with why', async () => {
    const message = 'Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.';
    stubFetchRoutes({ 'GET /user-service/user-contact-information': { status: 401, body: { status: 401, message, errors: {} } } });
    signIn(ROLES.user);
    const router = await landOn('/user/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?mode=authenticate');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, expiration: null });
    const title = await screen.findByText('Sesiunea s-a încheiat', { selector: '.alert__title' });
    expect(title.closest('.alert')).toHaveTextContent(message);
  });

  it('a 401 in the orders panel sends the staff to /auth/admin', async () => {
    stubFetchRoutes({ 'GET /user-service/get-all-orders': { status: 401, body: { status: 401, message: '', errors: {} } } });
    signIn(ROLES.manager);
    const router = await landOn('/comenzi');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/admin'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByText('Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.')).toBeVisible();
  });

  it('decideAccess covers the role matrix', () => {
    const now = 1_000_000;
    const base = { token: 't', expiration: now + 10, user: { firstName: 'a', lastName: 'b', email: 'c', role: ROLES.manager } };
    expect(decideAccess(base, [ROLES.admin], now)).toBe('home');
    expect(decideAccess(base, [ROLES.admin, ROLES.manager], now)).toBe('allow');
    expect(decideAccess(base, 'signed-in', now)).toBe('allow');
    expect(decideAccess({ ...base, expiration: now - 1 }, 'signed-in', now)).toBe('login');
    expect(decideAccess({ token: null, expiration: null, user: null }, [ROLES.admin], now)).toBe('login');
  });
});

describe('unknown pages', () => {
  it('show the not-found text, word for word', async () => {
    await landOn('/nu-exista-pagina');
    expect(await screen.findByRole('heading', { name: 'A aparut o eroare! Aceasta pagina nu a putut fi gasita.' })).toBeVisible();
  });
});

describe('the app routes its own addresses', () => {
  beforeEach(() => useSessionStore.getState().logout());

  /** An empty page of orders: the list is not what these tests look at, the question asked is. */
  const NO_ORDERS = {
    content: [],
    totalElements: 0,
    numberOfNewOrders: 0,
    numberOfConfirmedOrders: 0,
    numberOfRejectedOrders: 0,
    numberOfScheduledOrders: 0,
    numberOfDeliveredOrders: 0,
    page: 0,
    size: 10,
  };

  it.each([
    ['/comenzi/confirmate', 'Comenzi procesate', 'CONFIRMED'],
    ['/comenzi/programate', 'Comenzi programate', 'SCHEDULED'],
  ])('%s shows "%s" and asks only for the %s orders', async (path, title, status) => {
    stubWebSocket();
    sessionStorage.setItem(WELCOME_SESSION_KEY, '1');
    const api = stubFetchRoutes({ 'GET /user-service/get-all-orders': { body: NO_ORDERS } });
    signIn(ROLES.manager);
    await landOn(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(api.calledPaths()).toContain(`/user-service/get-all-orders?status=${status}&page=0&size=10`));
    const asked = api.calledPaths().filter((p) => p.startsWith('/user-service/get-all-orders?status='));
    expect(asked.every((p) => p.includes(`status=${status}&`))).toBe(true);
  });

  it('/logout signs the customer out here and lands on the home page', async () => {
    stubFetchRoutes({});
    signIn(ROLES.user);
    const router = await landOn('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(screen.queryByText('Te deconectăm…')).not.toBeInTheDocument();
  });
});
