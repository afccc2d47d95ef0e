import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CakeRequestDetail } from '@/features/custom-cakes/api/types';
import { cakeRequest, OPTIONS, quote } from '@/features/custom-cakes/testing/cake-fixtures';
import { installFakeStripe } from '@/testing/fake-stripe';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { CakeFollowRoute } from './custom-cakes';

// The follow page of a custom cake as the app puts it together: card payment's config and field
// handed in, the deposit paid with Stripe.js (here its stand-in) right after accepting.

const CONFIG = { enabled: true, publishableKey: 'pk_test_cofetarie', jsUrl: 'http://localhost:8420/js.stripe.com/v3/' };
const QUOTED = cakeRequest({ status: 'QUOTED', quotes: [quote()] });
const PAID = cakeRequest({ status: 'ACCEPTED', quotes: [quote()], restPayment: 'CARD_AUTO', payments: [{ kind: 'DEPOSIT', amount: '135.00', method: 'CARD' }] });

function setup(accept: () => { status?: number; body: unknown }) {
  let current: CakeRequestDetail = QUOTED;
  const fetches = stubFetchRoutes({
    'GET /user-service/payments/config': { body: CONFIG },
    'GET /user-service/cake-requests/options': { body: OPTIONS },
    'GET /user-service/cake-requests/31': () => ({ body: current }),
    'POST /user-service/cake-requests/31/accept': accept,
  });
  renderRoutes([{ path: '/tort/:id', element: <CakeFollowRoute /> }], '/tort/31?cheie=cheia-secreta');
  return { ...fetches, setServer: (next: CakeRequestDetail) => (current = next) };
}

async function openAccept(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Acceptă oferta' }));
  const form = screen.getByRole('form', { name: 'Acceptă oferta și plătește avansul' });
  expect(within(form).getByTestId('cancellation-terms')).toHaveTextContent(
    'Poți anula gratuit până la 13-12-2026 (cu 7 zile înainte de eveniment), iar avansul îți este rambursat integral. După această dată păstrăm 50% din suma plătită.',
  );
  expect(await within(form).findByLabelText('Numărul cardului')).toBeInTheDocument();
  return form;
}

describe('accepting a custom cake’s quote and paying its deposit', () => {
  it('the rest charged automatically: accepts with the link’s key, pays with the card typed, then reads "Avans plătit"', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe({ confirms: [{ paymentIntent: { id: 'pi_avans', status: 'succeeded' } }] });
    const { callsTo, setServer } = setup(() => (setServer(PAID), { body: { clientSecret: 'pi_avans_secret_1', depositAmount: '135.00' } }));
    const form = await openAccept(user);
    await user.click(within(form).getByRole('radio', { name: 'Plată automată cu cardul cu 24 ore înainte' }));
    await user.click(within(form).getByRole('button', { name: 'Plătește avansul de 135,00 RON' }));

    expect(await screen.findByText('Am încasat avansul de 135,00 RON.', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cake-status')).toHaveTextContent('Status: Avans plătit'));
    const [call] = callsTo('POST', '/user-service/cake-requests/31/accept');
    expect(call.json).toEqual({ quoteId: 71, restPayment: 'CARD_AUTO' });
    expect(call.url.searchParams.get('cheie')).toBe('cheia-secreta');
    expect(new Headers(call.init.headers).get('Authorization')).toBeNull();
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    const [secret, data] = stripe.confirmCardPayment.mock.calls[0] as unknown as [string, { payment_method: { card: unknown } }];
    expect(secret).toBe('pi_avans_secret_1');
    expect(data.payment_method.card).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Plătește avansul/ })).not.toBeInTheDocument();
  });

  it('a card the bank refuses at 3-D Secure says so in Romanian and leaves the quote to pay again', async () => {
    const user = userEvent.setup();
    installFakeStripe({ confirms: [{ error: { type: 'card_error', code: 'payment_intent_authentication_failure' } }] });
    setup(() => ({ body: { clientSecret: 'pi_avans_secret_2', depositAmount: '135.00' } }));
    const form = await openAccept(user);
    await user.click(within(form).getByRole('button', { name: 'Plătește avansul de 135,00 RON' }));

    const refusal = 'Confirmarea plății la bancă (3-D Secure) nu a reușit. Încearcă din nou sau folosește alt card.';
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('cake-status')).toHaveTextContent('Status: Ofertă primită');
    expect(within(form).getByRole('button', { name: 'Plătește avansul de 135,00 RON' })).toBeEnabled();
    expect(screen.queryByText('Am încasat avansul', { exact: false })).not.toBeInTheDocument();
  });

  it('a quote the server no longer takes (a newer version, or expired) shows its message', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe();
    const gone = 'Oferta a fost înlocuită de una nouă. Reîncarcă pagina.';
    setup(() => ({ status: 409, body: { status: 409, message: gone } }));
    const form = await openAccept(user);
    await user.click(within(form).getByRole('button', { name: 'Plătește avansul de 135,00 RON' }));
    expect((await screen.findAllByText(gone)).length).toBeGreaterThan(0);
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });
});
