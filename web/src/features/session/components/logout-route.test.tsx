import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { renderRoutes } from '@/testing/test-utils';
import { LogoutRoute } from './logout-route';

describe('/logout', () => {
  it('clears the session and lands on the home page', async () => {
    useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Pop', email: 'ioana@example.ro', role: ROLES.user });
    useSessionStore.getState().setSavedAddress({ street: 'Str. Lungă 3' } as never);
    const { router } = renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/', element: <p>Acasă test</p> },
      ],
      '/logout',
    );
    expect(await screen.findByText('Acasă test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const session = useSessionStore.getState();
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(session.savedAddress).toBeNull();
  });

  it('signed out already: still lands on the home page', async () => {
    const { router } = renderRoutes(
      [
        { path: '/logout', element: <LogoutRoute /> },
        { path: '/', element: <p>Acasă test</p> },
      ],
      '/logout',
    );
    expect(await screen.findByText('Acasă test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
