import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { NewsletterPopup } from './newsletter-popup';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('newsletter popup: when it shows, its e-mail check, its cookies', () => {
  afterEach(() => {
    clearCookies();
    vi.unstubAllGlobals();
  });

  it('refuses a bad e-mail with the alert, subscribes from the popup and is not shown again', async () => {
    const { callsTo } = stubFetchRoutes({
      'POST /user-service/subscribe': { body: { message: 'Vă mulțumim! V-am trimis un e-mail: confirmați abonarea din linkul primit.' } },
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithRouter(<NewsletterPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Abonează-te la newsletter' });
    await userEvent.type(screen.getByLabelText('Adresa de email'), 'ana@exemplu');
    await userEvent.click(screen.getByRole('button', { name: 'Mă abonez' }));
    expect(alert).toHaveBeenCalledWith('Te rugăm să introduci o adresă de email validă.');
    expect(callsTo('POST', '/user-service/subscribe')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Adresa de email'));
    await userEvent.type(screen.getByLabelText('Adresa de email'), 'ana@exemplu.ro');
    await userEvent.click(screen.getByRole('button', { name: 'Mă abonez' }));
    expect(await screen.findByText('Vă mulțumim! V-am trimis un e-mail: confirmați abonarea din linkul primit.')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/subscribe')[0].json).toEqual({ email: 'ana@exemplu.ro', consent: true, source: 'popup' });
    expect(document.cookie).toContain('newsletter_subscribed=1');
    expect(dialog).toBeInTheDocument();
  });

  it('closing it stores the 14-day cookie and it stays closed', async () => {
    stubFetchRoutes({});
    const { unmount } = renderWithRouter(<NewsletterPopup />);
    await userEvent.click(await screen.findByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('newsletter_popup_closed=1');
    unmount();
    renderWithRouter(<NewsletterPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a service that fails without a word says "Abonarea nu este disponibilă în acest moment." and keeps the popup to try again', async () => {
    const { callsTo } = stubFetchRoutes({ 'POST /user-service/subscribe': { status: 503 } });
    renderWithRouter(<NewsletterPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Abonează-te la newsletter' });
    await userEvent.type(screen.getByLabelText('Adresa de email'), 'ana@exemplu.ro');
    await userEvent.click(screen.getByRole('button', { name: 'Mă abonez' }));
    expect(await screen.findByText('Abonarea nu este disponibilă în acest moment.')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/subscribe')).toHaveLength(1);
    expect(screen.getByLabelText('Adresa de email')).toHaveValue('ana@exemplu.ro');
    expect(dialog).toBeInTheDocument();
    expect(document.cookie).not.toContain('newsletter_subscribed=1');
  });
});
