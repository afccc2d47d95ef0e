import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardPaymentOut, CardPaymentState } from '@/types/api';
import { installFakeStripe } from '@/testing/fake-stripe';
import { stubFetchRoutes, type StubReply } from '@/testing/fetch-routes';
import { ANSWER, addTort, fillContact, renderCheckout as renderCheckoutPage, startCheckoutDay } from '@/features/checkout/components/checkout-test-kit';
import { AWAITING_PAYMENT_STORAGE } from '@/features/checkout/lib/awaiting-payment';
import { CardCheckout } from './checkout';

// "Plată online cu cardul" at the checkout, as the app puts it together (card payment handed in):
// Stripe.js is the fake of @/testing/fake-stripe.

const renderCheckout = () => renderCheckoutPage(undefined, (business) => <CardCheckout business={business} businessLoading={false} businessError={false} />);

const CONFIG = { enabled: true, publishableKey: 'pk_test_cofetarie', jsUrl: 'http://localhost:8420/js.stripe.com/v3/' };
const PLACED = { ...ANSWER, status: 'AWAITING_PAYMENT', totalPrice: '137.00', payBy: '2026-12-23T10:15:00Z' };
const DECLINED = 'Cardul a fost refuzat de bancă. Încercați alt card.';

function cardPayment(state: CardPaymentState, extra: Partial<CardPaymentOut> = {}): CardPaymentOut {
  const labels: Record<string, string> = { AWAITING: 'Plată online în așteptare', AUTHORIZED: 'Plată autorizată (se încasează la acceptarea comenzii)' };
  return { state, stateLabel: labels[state] ?? state, amount: '137.00', capturedAmount: null, refundedAmount: '0.00', holdUntil: PLACED.payBy, declineMessage: null, refunds: [], ...extra };
}

const result = (state: CardPaymentState, extra: { clientSecret?: string | null; status?: string } = {}): StubReply => ({
  body: { orderNumber: '1041', status: extra.status ?? (state === 'AUTHORIZED' ? 'NEW' : 'AWAITING_PAYMENT'), cardPayment: cardPayment(state), clientSecret: extra.clientSecret ?? null },
});

async function chooseOnline() {
  await userEvent.click(await screen.findByRole('radio', { name: /Plată online cu cardul/ }));
  expect(await screen.findByLabelText('Numărul cardului')).toBeInTheDocument();
}

describe('CheckoutPage: online card payment', () => {
  beforeEach(startCheckoutDay);

  it('offers "Plată online cu cardul" only when the server says it is on, with the amount and what happens to it', async () => {
    addTort(1); // 137,00 RON
    stubFetchRoutes({ 'GET /user-service/payments/config': { body: { enabled: false, publishableKey: null, jsUrl: null } } });
    const first = await renderCheckout();
    expect(await screen.findByRole('radio', { name: /Numerar și card/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Plată online cu cardul/ })).not.toBeInTheDocument());
    first.unmount();

    const stripe = installFakeStripe();
    stubFetchRoutes({ 'GET /user-service/payments/config': { body: CONFIG } });
    await renderCheckout();
    // Stripe.js waits for that choice: a customer who pays otherwise never downloads it.
    expect(await screen.findByRole('radio', { name: /Plată online cu cardul/ })).not.toBeChecked();
    expect(stripe.keys).toEqual([]);
    await chooseOnline();
    expect(stripe.keys).toEqual(['pk_test_cofetarie']);
    expect(screen.getByText('Total de plată:')).toHaveTextContent('Total de plată: 137,00 RON');
    expect(screen.getByRole('group', { name: 'Datele cardului' })).toHaveAccessibleDescription(/Suma este doar rezervată pe card acum; o încasăm când cofetăria acceptă comanda\./);
  });

  it("shows the card field's refusal in Romanian, never Stripe's English, and places nothing", async () => {
    addTort(1);
    installFakeStripe({ paymentMethods: [{ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } }] });
    const { callsTo } = stubFetchRoutes({ 'GET /user-service/payments/config': { body: CONFIG } });
    await renderCheckout();
    await fillContact();
    await chooseOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    const group = screen.getByRole('group', { name: 'Datele cardului' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/Numărul cardului este incomplet\. Scrie toate cifrele de pe card\./));
    expect(screen.queryByText(/Your card/)).not.toBeInTheDocument();
    expect(callsTo('POST', '/user-service/place-order')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toBeEnabled();
  });

  it('a declined card keeps the placed order; another card pays the same order, which then opens', async () => {
    addTort(1);
    const stripe = installFakeStripe({ paymentMethods: [{ paymentMethod: { id: 'pm_refuzat' } }, { paymentMethod: { id: 'pm_bun' } }] });
    let tries = 0;
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/payments/config': { body: CONFIG },
      'POST /user-service/place-order': { status: 201, body: PLACED },
      'POST /user-service/orders/1041/card-payment': () => {
        tries += 1;
        return tries === 1 ? { status: 402, body: { status: 402, message: DECLINED, errors: {} } } : result('AUTHORIZED');
      },
    });
    const { router } = await renderCheckout();
    await fillContact();
    await chooseOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));

    expect(await screen.findByText('Comanda nr. 1041 așteaptă plata')).toBeInTheDocument();
    expect(screen.getByText('Comanda este rezervată până la 12:15.')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Datele cardului' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(new RegExp(DECLINED.replace(/\./g, '\\.'))));
    expect(router.state.location.pathname).toBe('/checkout');
    const [placed] = callsTo('POST', '/user-service/place-order');
    expect(placed.json).toMatchObject({ orderPaymentOptions: 'ONLINE', cashAmount: null, cardAmount: null });
    // The method is settled once the order is placed: no second order in cash by mistake.
    expect(screen.queryByRole('radio', { name: 'Numerar' })).not.toBeInTheDocument();

    expect(JSON.parse(sessionStorage.getItem(AWAITING_PAYMENT_STORAGE) ?? '{}')).toMatchObject({ orderNumber: '1041', followToken: 'secret' });

    await userEvent.click(await screen.findByRole('button', { name: 'Plătește' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(router.state.location.search).toBe('?cheie=secret');
    expect(sessionStorage.getItem(AWAITING_PAYMENT_STORAGE)).toBeNull();
    expect(callsTo('POST', '/user-service/place-order')).toHaveLength(1);
    const payments = callsTo('POST', '/user-service/orders/1041/card-payment');
    expect(payments.map((c) => c.json)).toEqual([{ paymentMethod: 'pm_refuzat' }, { paymentMethod: 'pm_bun' }]);
    expect(payments.every((c) => new Headers(c.init.headers).get('X-Order-Key') === 'secret')).toBe(true);
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('after a reload of the checkout the waiting order is paid, never placed a second time', async () => {
    addTort(1);
    const waiting = { orderNumber: '1041', followToken: 'secret', followUrl: '/comanda/1041?cheie=secret', payBy: PLACED.payBy, total: '137.00' };
    sessionStorage.setItem(AWAITING_PAYMENT_STORAGE, JSON.stringify(waiting));
    installFakeStripe({ paymentMethods: [{ paymentMethod: { id: 'pm_bun' } }] });
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/payments/config': { body: CONFIG },
      'POST /user-service/orders/1041/card-payment': result('AUTHORIZED'),
    });
    const { router } = await renderCheckout();
    expect(await screen.findByText('Comanda nr. 1041 așteaptă plata')).toBeInTheDocument();
    expect(screen.getByText('Comanda este rezervată până la 12:15.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Numărul cardului')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Plătește' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(callsTo('POST', '/user-service/place-order')).toHaveLength(0);
    expect(callsTo('POST', '/user-service/orders/1041/card-payment')[0].json).toEqual({ paymentMethod: 'pm_bun' });
  });

  it('3-D Secure: the bank\'s dialog runs with the client secret, then the server is asked to check', async () => {
    addTort(1);
    const stripe = installFakeStripe({ paymentMethods: [{ paymentMethod: { id: 'pm_3ds' } }] });
    const order: string[] = [];
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/payments/config': { body: CONFIG },
      'POST /user-service/place-order': { status: 201, body: PLACED },
      'POST /user-service/orders/1041/card-payment': () => (order.push('pay'), result('AWAITING', { clientSecret: 'pi_123_secret_abc' })),
      'POST /user-service/orders/1041/card-payment/check': () => (order.push('check'), result('AUTHORIZED')),
    });
    stripe.confirmCardPayment.mockImplementation(async () => (order.push('3ds'), { paymentIntent: { id: 'pi_123', status: 'requires_capture' } }));
    const { router } = await renderCheckout();
    await fillContact();
    await chooseOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(order).toEqual(['pay', '3ds', 'check']);
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc');
    expect(new Headers(callsTo('POST', '/user-service/orders/1041/card-payment/check')[0].init.headers).get('X-Order-Key')).toBe('secret');
  });

  it('a failed 3-D Secure keeps the customer on the checkout with the reason, ready to pay again', async () => {
    addTort(1);
    const failed = 'Autentificarea 3-D Secure nu a reușit. Încercați din nou sau folosiți alt card.';
    installFakeStripe({ paymentMethods: [{ paymentMethod: { id: 'pm_3ds' } }], confirms: [{ error: { message: 'authentication failed' } }] });
    stubFetchRoutes({
      'GET /user-service/payments/config': { body: CONFIG },
      'POST /user-service/place-order': { status: 201, body: PLACED },
      'POST /user-service/orders/1041/card-payment': result('AWAITING', { clientSecret: 'pi_123_secret_abc' }),
      'POST /user-service/orders/1041/card-payment/check': { body: { ...result('AWAITING').body as object, cardPayment: cardPayment('AWAITING', { declineMessage: failed }) } },
    });
    const { router } = await renderCheckout();
    await fillContact();
    await chooseOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    const group = await screen.findByRole('group', { name: 'Datele cardului' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/Autentificarea 3-D Secure nu a reușit\./));
    expect(screen.getByRole('button', { name: 'Plătește' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('says so when Stripe.js cannot be loaded, and the other methods still place the order', async () => {
    addTort(1);
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/payments/config': { body: { ...CONFIG, jsUrl: 'http://localhost:8420/nu-exista/js.stripe.com/v3/' } },
      'POST /user-service/place-order': { status: 201, body: ANSWER },
    });
    const { router } = await renderCheckout();
    await fillContact();
    await userEvent.click(await screen.findByRole('radio', { name: /Plată online cu cardul/ }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="nu-exista"]');
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText(/Plata online cu cardul nu poate fi încărcată acum\. Alege altă metodă de plată/)).toBeInTheDocument();
    script.remove();

    await userEvent.click(screen.getByRole('radio', { name: 'Numerar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(callsTo('POST', '/user-service/place-order')[0].json).toMatchObject({ orderPaymentOptions: 'CASH' });
  });
});
