import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CakePaymentCheck, CakeRequestDetail } from '@/features/custom-cakes/api/types';
import { cakeRequest, OPTIONS, payment, quote } from '@/features/custom-cakes/testing/cake-fixtures';
import { installFakeStripe } from '@/testing/fake-stripe';
import { stubFetchRoutes, type StubReply } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { CakeFollowRoute } from './custom-cakes';

// The follow page of a custom cake as the app puts it together: card payment's config and field
// handed in; the server answers a card setup, Stripe.js (here its stand-in) saves the typed card on
// it, and the server charges it (payment-check), with 3-D Secure on the charge when the bank asks.

const CONFIG = { enabled: true, publishableKey: 'pk_test_cofetarie', jsUrl: 'http://localhost:8420/js.stripe.com/v3/' };
const QUOTED = cakeRequest({ status: 'QUOTED', quotes: [quote()] });
const PAID = cakeRequest({ status: 'ACCEPTED', quotes: [quote()], restPayment: 'CARD_AUTO', payments: [payment()], depositPaid: '135.00', restDue: '315.00' });
const CAPTURED: CakePaymentCheck = { status: 'ACCEPTED', purpose: 'DEPOSIT', state: 'CAPTURED', clientSecret: null, declineMessage: null };
const DECLINED = 'Cardul a fost refuzat de bancă: fonduri insuficiente. Încearcă alt card.';

type Routes = { accept?: () => StubReply; checks?: (() => StubReply)[]; payRest?: () => StubReply };

function setup(start: CakeRequestDetail, { accept, checks = [], payRest }: Routes) {
  let current = start;
  const answers = [...checks];
  const fetches = stubFetchRoutes({
    'GET /user-service/payments/config': { body: CONFIG },
    'GET /user-service/cake-requests/options': { body: OPTIONS },
    'GET /user-service/business-information': { status: 404, body: { status: 404, message: '—' } },
    'GET /user-service/cake-requests/31': () => ({ body: current }),
    'POST /user-service/cake-requests/31/accept': accept ?? { body: { clientSecret: 'seti_avans_secret', depositAmount: '135.00' } },
    'POST /user-service/cake-requests/31/payment-check': () => answers.shift()?.() ?? { status: 409, body: { status: 409, message: 'Nicio plată în curs.' } },
    'POST /user-service/cake-requests/31/pay-rest': payRest ?? { body: { clientSecret: 'seti_rest_secret', restAmount: '315.00' } },
  });
  renderRoutes([{ path: '/tort/:id', element: <CakeFollowRoute /> }], '/tort/31?cheie=cheia-secreta');
  return { ...fetches, setServer: (next: CakeRequestDetail) => (current = next) };
}

async function openAccept(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Acceptă oferta' }));
  const form = screen.getByRole('form', { name: 'Acceptă oferta și plătește avansul' });
  expect(within(form).getByTestId('cancellation-terms')).toHaveTextContent(
    'Poți anula gratuit până la 13-12-2026 (cu 7 zile înainte de eveniment), iar avansul îți este rambursat integral. După această dată păstrăm 50% din prețul tortului (cel mult cât ai plătit).',
  );
  expect(await within(form).findByLabelText('Numărul cardului')).toBeInTheDocument();
  return form;
}

const PAY_DEPOSIT = { name: 'Plătește avansul de 135,00 RON' };

describe('accepting a custom cake’s quote and paying its deposit', () => {
  it('the rest charged automatically: accepts with the link’s key, saves the card, the server charges it, and the page reads "Avans plătit" at once', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe();
    const { callsTo, setServer } = setup(QUOTED, { checks: [() => (setServer(PAID), { body: CAPTURED })] });
    const form = await openAccept(user);
    await user.click(within(form).getByRole('radio', { name: 'Plată automată cu cardul cu 24 ore înainte' }));
    await user.click(within(form).getByRole('button', PAY_DEPOSIT));

    expect(await screen.findByText('Am încasat avansul de 135,00 RON.', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cake-status')).toHaveTextContent('Status: Avans plătit'));
    const [call] = callsTo('POST', '/user-service/cake-requests/31/accept');
    expect(call.json).toEqual({ quoteId: 71, restPayment: 'CARD_AUTO' });
    expect(call.url.searchParams.get('cheie')).toBe('cheia-secreta');
    expect(new Headers(call.init.headers).get('Authorization')).toBeNull();
    expect(stripe.confirmCardSetup).toHaveBeenCalledTimes(1);
    const [secret, data] = stripe.confirmCardSetup.mock.calls[0] as unknown as [string, { payment_method: { card: unknown } }];
    expect(secret).toBe('seti_avans_secret');
    expect(data.payment_method.card).toBeTruthy();
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(callsTo('POST', '/user-service/cake-requests/31/payment-check')).toHaveLength(1);
    expect(callsTo('POST', '/user-service/cake-requests/31/payment-check')[0].url.searchParams.get('cheie')).toBe('cheia-secreta');
    expect(screen.queryByRole('button', { name: /Plătește avansul/ })).not.toBeInTheDocument();
  });

  it('3-D Secure on the charge: Stripe.js runs the bank’s window, then the server looks again', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe({ confirms: [{ paymentIntent: { id: 'pi_avans', status: 'succeeded' } }] });
    const { callsTo, setServer } = setup(QUOTED, {
      checks: [
        () => ({ body: { ...CAPTURED, status: 'QUOTED', state: 'AWAITING', clientSecret: 'pi_avans_secret_3ds' } }),
        () => (setServer(PAID), { body: CAPTURED }),
      ],
    });
    const form = await openAccept(user);
    await user.click(within(form).getByRole('button', PAY_DEPOSIT));

    expect(await screen.findByText('Am încasat avansul de 135,00 RON.', { exact: false })).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_avans_secret_3ds');
    expect(callsTo('POST', '/user-service/cake-requests/31/payment-check')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('cake-status')).toHaveTextContent('Status: Avans plătit'));
  });

  it('a card the bank refuses shows the bank’s reason and lets the customer pay with another card', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe();
    const { callsTo, setServer } = setup(QUOTED, {
      checks: [() => ({ status: 402, body: { status: 402, message: DECLINED } }), () => (setServer(PAID), { body: CAPTURED })],
    });
    const form = await openAccept(user);
    await user.click(within(form).getByRole('button', PAY_DEPOSIT));

    expect((await screen.findAllByText(DECLINED)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('cake-status')).toHaveTextContent('Status: Ofertă primită');
    expect(screen.queryByText('Am încasat avansul', { exact: false })).not.toBeInTheDocument();

    // Another card: accepted again, and this time charged.
    await waitFor(() => expect(within(form).getByRole('button', PAY_DEPOSIT)).toBeEnabled());
    await user.click(within(form).getByRole('button', PAY_DEPOSIT));
    expect(await screen.findByText('Am încasat avansul de 135,00 RON.', { exact: false })).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/cake-requests/31/accept')).toHaveLength(2);
    expect(stripe.confirmCardSetup).toHaveBeenCalledTimes(2);
  });

  it('a card refused when it is saved (3-D Secure failed) says so in Romanian and asks the server nothing more', async () => {
    const user = userEvent.setup();
    installFakeStripe({ setups: [{ error: { type: 'card_error', code: 'setup_intent_authentication_failure' } }] });
    const { callsTo } = setup(QUOTED, {});
    const form = await openAccept(user);
    await user.click(within(form).getByRole('button', PAY_DEPOSIT));

    const refusal = 'Confirmarea plății la bancă (3-D Secure) nu a reușit. Încearcă din nou sau folosește alt card.';
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(callsTo('POST', '/user-service/cake-requests/31/payment-check')).toHaveLength(0);
    expect(within(form).getByRole('button', PAY_DEPOSIT)).toBeEnabled();
  });

  it('a quote the server no longer takes (a newer version, or expired) shows its message', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe();
    const gone = 'Oferta a fost înlocuită de una nouă. Reîncarcă pagina.';
    setup(QUOTED, { accept: () => ({ status: 409, body: { status: 409, message: gone } }) });
    const form = await openAccept(user);
    await user.click(within(form).getByRole('button', PAY_DEPOSIT));
    expect((await screen.findAllByText(gone)).length).toBeGreaterThan(0);
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });
});

describe('paying online the rest the saved card did not pay', () => {
  const UNPAID = cakeRequest({
    status: 'LOCKED',
    quotes: [quote()],
    restPayment: 'CARD_AUTO',
    payments: [payment(), payment({ purpose: 'REST', amount: '315.00', state: 'AWAITING', capturedAt: null })],
    depositPaid: '135.00',
    restDue: '315.00',
  });

  it('offers "Plătește restul online" and pays it as the deposit: card saved, then charged', async () => {
    const user = userEvent.setup();
    const stripe = installFakeStripe();
    const restPaid = { ...UNPAID, payments: [payment(), payment({ purpose: 'REST', amount: '315.00' })], restDue: '0.00' };
    const { callsTo, setServer } = setup(UNPAID, { checks: [() => (setServer(restPaid), { body: { ...CAPTURED, status: 'LOCKED', purpose: 'REST' } })] });
    const form = await screen.findByRole('form', { name: 'Plătește restul online' });
    expect(within(form).getByTestId('rest-unpaid')).toHaveTextContent('Plata automată a restului de 315,00 RON nu a reușit.');
    expect(await within(form).findByLabelText('Numărul cardului')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Plătește restul online' }));

    expect(await screen.findByText('Am încasat restul de 315,00 RON.', { exact: false })).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/cake-requests/31/pay-rest')[0].url.searchParams.get('cheie')).toBe('cheia-secreta');
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_rest_secret', expect.anything());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Plătește restul online' })).not.toBeInTheDocument());
  });

  it('is not offered when the rest is paid at pickup', async () => {
    installFakeStripe();
    setup({ ...UNPAID, restPayment: 'AT_PICKUP', payments: [payment()] }, {});
    expect(await screen.findByTestId('cake-status')).toHaveTextContent('Status: Blocat pentru modificări');
    expect(screen.queryByRole('form', { name: 'Plătește restul online' })).not.toBeInTheDocument();
  });
});
