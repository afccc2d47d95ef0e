import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { renderRoutes } from '@/testing/test-utils';
import { SessionWatcher } from './session-watcher';

const MINUTE = 60 * 1000;

/** Signed in, with `leftMs` of the session left, on a page that watches the session. */
function renderSignedIn(role: Role, leftMs: number) {
  useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role });
  useSessionStore.setState({ expiration: Date.now() + leftMs });
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <SessionWatcher />
          <p>Pagina deschisă</p>
        </>
      ),
    },
    { path: '/auth', element: <p>Autentificare client</p> },
    { path: '/auth/admin', element: <p>Autentificare personal</p> },
  ]);
}

describe('SessionWatcher: the 5-minute check', () => {
  it('a session that ran out while the page stayed open ends at the next check, 5 minutes on', () => {
    vi.useFakeTimers();
    const { router } = renderSignedIn(ROLES.user, 1 * MINUTE);
    act(() => vi.advanceTimersByTime(4 * MINUTE));
    // Expired 3 minutes ago, but not checked yet: still on the page.
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Pagina deschisă')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1 * MINUTE));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?mode=authenticate');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().ended?.reason).toBe('expired');
  });

  it('a valid session is left alone at each check', () => {
    vi.useFakeTimers();
    const { router } = renderSignedIn(ROLES.user, 60 * MINUTE);
    act(() => vi.advanceTimersByTime(15 * MINUTE));
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().token).toBe('jwt');
  });

  it('staff whose session ran out go to the staff sign-in', () => {
    vi.useFakeTimers();
    const { router } = renderSignedIn(ROLES.manager, 2 * MINUTE);
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(router.state.location.pathname).toBe('/auth/admin');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('coming back to the tab checks at once, without waiting for the 5 minutes', () => {
    vi.useFakeTimers();
    const { router } = renderSignedIn(ROLES.user, 1 * MINUTE);
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(router.state.location.pathname).toBe('/');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(router.state.location.pathname).toBe('/auth');
    vi.restoreAllMocks();
  });
});
