import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { renderRoutes } from '@/testing/test-utils';
import { StaffLayout } from './staff-layout';

describe('staff sign-out', () => {
  it('"Deconectare" in the staff header ends the session and lands on the home page', async () => {
    useSessionStore.getState().login('jwt-staff', { firstName: 'Dan', lastName: 'Munteanu', email: 'dan@brutarie.ro', role: ROLES.manager });
    const { router } = renderRoutes(
      [
        {
          path: '/comenzi',
          element: <StaffLayout area="Comenzi" homePath="/comenzi" groups={[{ title: 'Comenzi', items: [{ to: '/comenzi', label: 'Toate' }] }]} />,
          children: [{ index: true, element: <p>Panoul de comenzi</p> }],
        },
        { path: '/', element: <p>Acasă test</p> },
      ],
      '/comenzi',
    );
    expect(screen.getByText('Dan')).toBeInTheDocument();
    expect(screen.getByText('Panoul de comenzi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deconectare' }));
    expect(await screen.findByText('Acasă test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByText('Te-ai deconectat. Pe curând!')).toBeInTheDocument();
  });
});
