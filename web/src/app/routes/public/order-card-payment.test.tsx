import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubWebSocket } from '@/testing/fake-websocket';
import { installFakeStripe } from '@/testing/fake-stripe';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { orderDetail } from '@/testing/order-fixtures';
import { renderRoutes } from '@/testing/test-utils';
import type { CardPaymentOut, OrderDetail, OrderStatus } from '@/types/api';
import { OrderConfirmationRoute } from './order';

// The order page of an order paid online, and card money still to collect, as the app puts it
// together (card payment's form handed in).

const CONFIG = { enabled: true, publishableKey: 'pk_test_cofetarie', jsUrl: 'http://localhost:8420/js.stripe.com/v3/' };

function payment(extra: Partial<CardPaymentOut>): CardPaymentOut {
  return {
    state: 'AWAITING',
    stateLabel: 'Plată online în așteptare',
    amount: '250.00',
    capturedAmount: null,
    refundedAmount: '0.00',
    holdUntil: '2026-11-22T16:20:00Z',
    declineMessage: null,
    refunds: [],
    ...extra,
  };
}

function online(status: OrderStatus, cardPayment: CardPaymentOut): OrderDetail {
  return orderDetail({ cardAmount: null, statusHistory: [], status, orderPaymentOptions: 'ONLINE', cardPayment });
}

function setup(initial: OrderDetail, routes: Parameters<typeof stubFetchRoutes>[0] = {}) {
  let current = initial;
  const fetches = stubFetchRoutes({
    'GET /user-service/order-status/1041': () => ({ body: current }),
    'GET /user-service/payments/config': { body: CONFIG },
    ...routes,
  });
  stubWebSocket();
  renderRoutes([{ path: '/comanda/:orderNumber', element: <OrderConfirmationRoute /> }], '/comanda/1041?cheie=secret-token');
  return { ...fetches, setServer: (next: OrderDetail) => (current = next) };
}

const statusRegion = () => screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Status:'))!;

describe('The order page of an online card payment', () => {
  it('an order still waiting for its card can be paid from the page, with the link secret; then it has gone to the bakery', async () => {
    const declined = 'Cardul a fost refuzat de bancă. Încercați alt card.';
    const stripe = installFakeStripe({ paymentMethods: [{ paymentMethod: { id: 'pm_bun' } }] });
    const authorized = payment({ state: 'AUTHORIZED', stateLabel: 'Plată autorizată (se încasează la acceptarea comenzii)' });
    const answer = { orderNumber: '1041', status: 'NEW', cardPayment: authorized, clientSecret: null };
    const { callsTo, setServer } = setup(online('AWAITING_PAYMENT', payment({ declineMessage: declined })), {
      'POST /user-service/orders/1041/card-payment': () => (setServer(online('NEW', authorized)), { body: answer }),
    });
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Așteaptă plata'));
    expect(screen.getByText(declined)).toBeInTheDocument();
    expect(screen.getByText('Comanda este rezervată până la 18:20.')).toBeInTheDocument();
    expect(screen.getByText('Total de plată:')).toHaveTextContent('250,00 RON');
    expect(await screen.findByLabelText('Numărul cardului')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Plătește' }));
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Nouă'));
    expect(screen.getByTestId('card-payment-state')).toHaveTextContent('Plată autorizată (se încasează la acceptarea comenzii)');
    expect(screen.queryByRole('button', { name: 'Plătește' })).not.toBeInTheDocument();
    const [call] = callsTo('POST', '/user-service/orders/1041/card-payment');
    expect(call.json).toEqual({ paymentMethod: 'pm_bun' });
    expect(new Headers(call.init.headers).get('X-Order-Key')).toBe('secret-token');
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: expect.anything() });
    expect(callsTo('GET', '/user-service/order-status/1041')).toHaveLength(2);
  });

  it('a lapsed hold reads as cancelled, with nothing to pay', async () => {
    setup(online('PAYMENT_EXPIRED', payment({ state: 'EXPIRED', stateLabel: 'Plată neefectuată' })));
    expect(await screen.findByText('Timpul pentru plată a expirat; comanda a fost anulată.')).toBeInTheDocument();
    expect(statusRegion()).toHaveTextContent('Status: Plată expirată');
    expect(screen.queryByRole('button', { name: 'Plătește' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Urmărim comanda/)).not.toBeInTheDocument();
  });

  it('a paid order refunded in part shows what was taken, what was given back and why', async () => {
    const refunded = payment({
      state: 'PARTIALLY_REFUNDED',
      stateLabel: 'Plătit online, rambursat parțial',
      capturedAmount: '250.00',
      refundedAmount: '50.00',
      refunds: [{ amount: '50.00', reason: 'Tortul a fost livrat fără fructe', createdAt: '2026-11-23T09:00:00Z' }],
    });
    setup(online('DELIVERED', refunded));
    const card = await screen.findByRole('region', { name: 'Plata online' });
    expect(within(card).getByTestId('card-payment-state')).toHaveTextContent('Plătit online, rambursat parțial');
    expect(within(card).getByText('Încasat').nextElementSibling).toHaveTextContent('250,00 RON');
    expect(within(card).getByText('Rambursat').nextElementSibling).toHaveTextContent('50,00 RON');
    expect(within(card).getByRole('list', { name: 'Rambursări' })).toHaveTextContent('23-11-2026: 50,00 RON rambursați — Tortul a fost livrat fără fructe');
    expect(screen.getByText('Plata').nextElementSibling).toHaveTextContent('Plată online cu cardul');
  });

  it('card at pickup reads as money still to collect, never as paid', async () => {
    setup(orderDetail({ orderPaymentOptions: 'CARD', statusHistory: [] }));
    const fact = (await screen.findByText('Plata')).nextElementSibling as HTMLElement;
    expect(fact).toHaveTextContent('De încasat cu cardul la ridicare');
    expect(fact).not.toHaveTextContent(/plătit/i);
    expect(screen.queryByRole('region', { name: 'Plata online' })).not.toBeInTheDocument();
  });
});
