import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { PublicLayoutRoute } from './layout';

const SLOW = { timeout: 15_000 };
const NEWSLETTER = 'Abonează-te la newsletter';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function renderLayout(state: unknown) {
  const stub = stubFetchRoutes({ 'GET /user-service/restaurant/last-key': { body: { lastKey: 1 } } });
  const rendered = renderRoutes(
    [{ path: '/', element: <PublicLayoutRoute />, children: [{ index: true, element: <p>Acasă test</p> }] }],
    { pathname: '/', state },
  );
  // The layout asks for the business details (their last-key first) once the page has loaded: the
  // popup may open from then on.
  const loaded = () => waitFor(() => expect(stub.calledPaths()).toContain('/user-service/restaurant/last-key'), SLOW);
  return { ...rendered, loaded };
}

describe('public layout: one dialog at a time', () => {
  afterEach(clearCookies);

  it('right after signing in the welcome shows, and the newsletter popup waits until it is closed', { timeout: 60_000 }, async () => {
    useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
    const { loaded } = renderLayout({ welcome: { firstName: 'Ioana', firstTime: true } });
    const welcome = await screen.findByRole('dialog', { name: 'Bine ai venit, Ioana!' }, SLOW);
    await loaded();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(within(welcome).getByRole('button', { name: 'Închide' }));
    expect(await screen.findByRole('dialog', { name: NEWSLETTER }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bine ai venit, Ioana!' })).not.toBeInTheDocument();
  });

  it('without the welcome, the newsletter popup opens once the page has loaded', { timeout: 60_000 }, async () => {
    const { loaded } = renderLayout(null);
    await loaded();
    expect(await screen.findByRole('dialog', { name: NEWSLETTER }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('public layout: the footer', () => {
  afterEach(clearCookies);

  it('every storefront page ends with the newsletter signup, which subscribes from the footer, and the "Administrare" link', { timeout: 60_000 }, async () => {
    // The popup was closed on an earlier visit: the footer's own form is the one on the page.
    document.cookie = 'newsletter_popup_closed=1; path=/';
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: 1 } },
      'POST /user-service/subscribe': { body: { message: 'Verifică-ți e-mailul pentru a confirma abonarea.' } },
    });
    renderRoutes([{ path: '/', element: <PublicLayoutRoute />, children: [{ index: true, element: <p>Acasă test</p> }] }], '/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Administrare' })).toHaveAttribute('href', '/auth/admin');

    // The form comes in its own chunk once the footer is near (at once here: jsdom sees no viewport).
    await userEvent.type(await footer.findByLabelText('Adresa de email pentru newsletter', {}, SLOW), 'ioana@example.ro');
    await userEvent.click(footer.getByRole('checkbox', { name: /Sunt de acord cu termenii și condițiile/ }));
    await userEvent.click(footer.getByRole('button', { name: 'Mă abonez' }));
    expect(await screen.findByText('Verifică-ți e-mailul pentru a confirma abonarea.', {}, SLOW)).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/subscribe').map((c) => c.json)).toEqual([
      { email: 'ioana@example.ro', consent: true, source: 'footer' },
    ]);
    expect(screen.queryByRole('dialog', { name: NEWSLETTER })).not.toBeInTheDocument();
  });
});
