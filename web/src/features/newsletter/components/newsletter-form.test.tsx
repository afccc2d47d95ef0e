import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { NewsletterForm } from './newsletter-form';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

const email = () => screen.getByLabelText('Adresa de email pentru newsletter');
const terms = () => screen.getByRole('checkbox', { name: /Sunt de acord cu termenii și condițiile/ });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Mă abonez' }));

describe('NewsletterForm (footer signup)', () => {
  beforeEach(() => {
    toast.dismiss();
  });
  afterEach(clearCookies);

  it('with nothing filled in, asks for the e-mail and the terms and sends nothing', async () => {
    const { calls } = stubFetchRoutes({});
    renderWithRouter(<NewsletterForm />);
    await send();
    expect(await screen.findByText('Adresa de email este obligatorie.')).toBeInTheDocument();
    expect(screen.getByText('Trebuie să accepți termenii și condițiile.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('an e-mail without the terms is still refused', async () => {
    const { calls } = stubFetchRoutes({});
    renderWithRouter(<NewsletterForm />);
    await userEvent.type(email(), 'ioana@example.ro');
    await send();
    expect(await screen.findByText('Trebuie să accepți termenii și condițiile.')).toBeInTheDocument();
    expect(screen.queryByText('Adresa de email este obligatorie.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the terms without an e-mail, or with a wrong one, are refused', async () => {
    const { calls } = stubFetchRoutes({});
    renderWithRouter(<NewsletterForm />);
    await userEvent.click(terms());
    await send();
    expect(await screen.findByText('Adresa de email este obligatorie.')).toBeInTheDocument();
    await userEvent.type(email(), 'ioana@');
    await send();
    expect(await screen.findByText('Te rugăm să introduci o adresă de email validă.')).toBeInTheDocument();
    expect(screen.queryByText('Trebuie să accepți termenii și condițiile.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('both filled in: subscribes from the footer, shows the answer and empties the form', async () => {
    const { callsTo } = stubFetchRoutes({
      'POST /user-service/subscribe': { body: { message: 'Verifică-ți e-mailul pentru a confirma abonarea.' } },
    });
    renderWithRouter(<NewsletterForm />);
    await userEvent.type(email(), 'ioana@example.ro');
    await userEvent.click(terms());
    await send();
    expect(await screen.findByText('Verifică-ți e-mailul pentru a confirma abonarea.')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/subscribe')[0].json).toEqual({ email: 'ioana@example.ro', consent: true, source: 'footer' });
    await waitFor(() => expect(email()).toHaveValue(''));
    expect(terms()).not.toBeChecked();
    expect(document.cookie).toContain('newsletter_subscribed=1');
  });

  it('a service that fails without a word says "Abonarea nu este disponibilă în acest moment."', async () => {
    stubFetchRoutes({ 'POST /user-service/subscribe': { status: 503 } });
    renderWithRouter(<NewsletterForm />);
    await userEvent.type(email(), 'ioana@example.ro');
    await userEvent.click(terms());
    await send();
    expect(await screen.findByText('Abonarea nu este disponibilă în acest moment.')).toBeInTheDocument();
    expect(email()).toHaveValue('ioana@example.ro'); // kept, to try again
  });
});
