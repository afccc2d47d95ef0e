import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { welcomeState } from '../lib/welcome';
import { WelcomeModal } from './welcome-modal';

function renderAt(state: unknown, search = '') {
  const page = (text: string) => (
    <>
      <p>{text}</p>
      <WelcomeModal />
    </>
  );
  return renderRoutes(
    [
      { path: '/', element: page('Prima pagină de test') },
      { path: '/meniu', element: page('Meniul de test') },
    ],
    { pathname: '/', search, state },
  );
}

describe('storefront welcome modal after signing in', () => {
  it("a first sign-in: 'Bine ai venit, Ioana!' with what the account gives, focus on 'Vezi meniul'", async () => {
    renderAt(welcomeState('Ioana', true));
    const dialog = await screen.findByRole('dialog', { name: 'Bine ai venit, Ioana!' });
    expect(within(dialog).getByText(/„Contul meu”/)).toBeVisible();
    expect(within(dialog).getByText(/Adresele salvate/)).toBeVisible();
    expect(within(dialog).getByText(/Urmărești fiecare comandă/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Vezi meniul' })).toHaveFocus();
    // One close button only (no × beside "Închide").
    expect(within(dialog).getAllByRole('button', { name: /Închide/ })).toHaveLength(1);
  });

  it("a later sign-in: 'Bine ai revenit, Ioana!', shorter", async () => {
    renderAt(welcomeState('Ioana', false));
    const dialog = await screen.findByRole('dialog', { name: 'Bine ai revenit, Ioana!' });
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Ne bucurăm să te revedem/)).toBeVisible();
  });

  it("'Închide' closes it and clears the router state: it shows once, and not after a reload", async () => {
    const { router } = renderAt(welcomeState('Ioana', true));
    const dialog = await screen.findByRole('dialog', { name: 'Bine ai venit, Ioana!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    // Replaced, not pushed: Back does not lead to an entry that still holds the welcome.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Prima pagină de test')).toBeVisible();
  });

  it('Escape closes it too, keeping the address (search included)', async () => {
    const { router } = renderAt(welcomeState('Ioana', false), '?category=torturi');
    await screen.findByRole('dialog', { name: 'Bine ai revenit, Ioana!' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?category=torturi');
    expect(router.state.location.state).toBeNull();
  });

  it("'Vezi meniul' goes to /meniu and closes; Back shows the page without the welcome", async () => {
    const { router } = renderAt(welcomeState('Ioana', true));
    const dialog = await screen.findByRole('dialog', { name: 'Bine ai venit, Ioana!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vezi meniul' }));
    expect(await screen.findByText('Meniul de test')).toBeVisible();
    expect(router.state.location.pathname).toBe('/meniu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Prima pagină de test')).toBeVisible();
    expect(router.state.location.state).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown without the state (or with some other state)', async () => {
    renderAt(null);
    expect(await screen.findByText('Prima pagină de test')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    renderAt({ orderId: 41 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a first name it greets without one', async () => {
    renderAt(welcomeState('', true));
    expect(await screen.findByRole('dialog', { name: 'Bine ai venit!' })).toBeVisible();
  });
});
