import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeWebSocket, stubWebSocket } from '@/testing/fake-websocket';
import { installFakeStripe } from '@/testing/fake-stripe';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { UserOrderRoute } from './pages';

const DETAIL = {
  id: 41,
  orderNumber: '1041',
  status: 'NEW',
  orderDate: [2026, 11, 22, 18, 5, 12, 0],
  productInformationList: [{ productId: 12, name: 'Tort Diplomat', dimensionOrders: [{ quantity: 1, value: '1 kg', price: '120.00' }] }],
  deliveryMethodChosen: 'DELIVERY',
  deliveryDetailsBean: { streetAddress: 'Str. Mare', streetNumberAddress: '5', city: 'Sibiu', deliveryFee: '15.00' },
  pickupOrDeliveryMoment: '2026-11-23T10:30:00+02:00',
  subTotalPrice: '120.00',
  totalPrice: '135.00',
};

describe('/user/orders/:orderNumber', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt-ioana', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
  });

  it('finds the id in the orders list, shows the detail and follows it live with the customer token', async () => {
    let detail = DETAIL;
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/get-user-orders': { body: { content: [{ id: 41, orderNumber: '1041', status: 'NEW' }], totalElements: 1 } },
      'GET /user-service/get-order-details/41': () => ({ body: detail }),
    });
    stubWebSocket();
    renderRoutes([{ path: '/user/orders/:orderNumber', element: <UserOrderRoute /> }], '/user/orders/1041');
    expect(await screen.findByText('Tort Diplomat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comanda nr. 1041' })).toBeInTheDocument();
    expect(screen.getByText('Str. Mare nr. 5, Sibiu')).toBeInTheDocument();
    expect(screen.getByText('23-11-2026 10:30')).toBeInTheDocument();
    expect(callsTo('GET', '/user-service/get-order-details/41')[0].init.headers).toMatchObject({ Authorization: 'Bearer jwt-ioana' });

    const socket = FakeWebSocket.last;
    // The token is the first message only, never part of the address.
    expect(new URL(socket.url).search).toBe('');
    socket.serverOpen();
    expect(socket.sent).toEqual(['jwt-ioana']);

    detail = { ...DETAIL, status: 'CONFIRMED', orderTimeToPrepare: '45 min' } as typeof DETAIL;
    socket.serverSend({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'CONFIRMED', orderTimeToPrepare: '45 min' } });
    // A chosen moment: ready then, whatever the preparation time.
    expect(await screen.findByText('Gata pe 23-11-2026 la 10:30')).toBeInTheDocument();
  });

  it('an order still waiting for its card is paid from the customer\'s page, with their session', async () => {
    installFakeStripe({ paymentMethods: [{ paymentMethod: { id: 'pm_bun' } }] });
    const held = { state: 'AWAITING', stateLabel: 'Plată online în așteptare', amount: '135.00', capturedAmount: null, refundedAmount: '0.00', holdUntil: '2026-11-22T16:20:00Z', declineMessage: null, refunds: [] };
    const authorized = { ...held, state: 'AUTHORIZED', stateLabel: 'Plată autorizată (se încasează la acceptarea comenzii)' };
    let detail = { ...DETAIL, status: 'AWAITING_PAYMENT', orderPaymentOptions: 'ONLINE', cardPayment: held };
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/get-user-orders': { body: { content: [{ id: 41, orderNumber: '1041', status: 'AWAITING_PAYMENT' }], totalElements: 1 } },
      'GET /user-service/get-order-details/41': () => ({ body: detail }),
      'GET /user-service/payments/config': { body: { enabled: true, publishableKey: 'pk_test_cofetarie', jsUrl: 'http://localhost:8420/js.stripe.com/v3/' } },
      'POST /user-service/orders/1041/card-payment': () => {
        detail = { ...detail, status: 'NEW', cardPayment: authorized };
        return { body: { orderNumber: '1041', status: 'NEW', cardPayment: authorized, clientSecret: null } };
      },
    });
    stubWebSocket();
    renderRoutes([{ path: '/user/orders/:orderNumber', element: <UserOrderRoute /> }], '/user/orders/1041');
    expect(await screen.findByText('Comanda este rezervată până la 18:20.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Numărul cardului')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Plătește' }));
    await waitFor(() => expect(screen.getByTestId('card-payment-state')).toHaveTextContent('Plată autorizată (se încasează la acceptarea comenzii)'));
    expect(screen.queryByRole('button', { name: 'Plătește' })).not.toBeInTheDocument();
    const [call] = callsTo('POST', '/user-service/orders/1041/card-payment');
    expect(call.json).toEqual({ paymentMethod: 'pm_bun' });
    expect(new Headers(call.init.headers).get('Authorization')).toBe('Bearer jwt-ioana');
    expect(new Headers(call.init.headers).get('X-Order-Key')).toBeNull();
  });

  it("says 'Afisarea detaliilor comenzii nu e posibila.' when the order is not among the customer's", async () => {
    stubFetchRoutes({ 'GET /user-service/get-user-orders': { body: { content: [], totalElements: 0 } } });
    stubWebSocket();
    renderRoutes([{ path: '/user/orders/:orderNumber', element: <UserOrderRoute /> }], '/user/orders/999');
    expect(await screen.findByText('Afisarea detaliilor comenzii nu e posibila.')).toBeInTheDocument();
  });

  it('fails with the same message when the detail cannot be read', async () => {
    stubFetchRoutes({
      'GET /user-service/get-user-orders': { body: { content: [{ id: 41, orderNumber: '1041' }], totalElements: 1 } },
      'GET /user-service/get-order-details/41': { status: 500, body: { status: 500, message: '' } },
    });
    stubWebSocket();
    renderRoutes([{ path: '/user/orders/:orderNumber', element: <UserOrderRoute /> }], '/user/orders/1041');
    await waitFor(() => expect(screen.getByText('Afisarea detaliilor comenzii nu e posibila.')).toBeInTheDocument());
  });

  it('a delivered order not reviewed yet: the review form under the detail, with its order fixed, so the review is of that order', { timeout: 60_000 }, async () => {
    const delivered = { ...DETAIL, status: 'DELIVERED' };
    const row = { id: 41, orderNumber: '1041', status: 'DELIVERED', orderDate: '2026-11-22T18:05:12+02:00', totalPrice: '135.00' };
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/get-user-orders': { body: { content: [row], totalElements: 1 } },
      'GET /user-service/get-order-details/41': { body: delivered },
      'GET /user-service/my-reviews': { body: { orderIds: [] } },
      'POST /user-service/write-review': { body: { id: 3, message: 'Părerea a fost trimisă.' } },
    });
    stubWebSocket();
    const user = userEvent.setup();
    renderRoutes([{ path: '/user/orders/:orderNumber', element: <UserOrderRoute /> }], { pathname: '/user/orders/1041', state: { orderId: 41 } });
    const form = await screen.findByRole('form', { name: 'Scrie o părere' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Citește părerile altor clienți' })).toHaveAttribute('href', '/opinii');
    await user.click(within(form).getByLabelText('3 stele'));
    await user.type(within(form).getByLabelText('Părerea ta'), 'Foarte bun.');
    await user.click(within(form).getByRole('button', { name: 'Trimite părerea' }));
    expect(await screen.findByRole('dialog', { name: 'Mulțumim pentru părere!' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/write-review')[0].json).toEqual({ orderId: 41, rating: 3, text: 'Foarte bun.' });
  });

  it('an order already reviewed says so instead of the form', async () => {
    stubFetchRoutes({
      'GET /user-service/get-user-orders': { body: { content: [{ id: 41, orderNumber: '1041', status: 'DELIVERED' }], totalElements: 1 } },
      'GET /user-service/get-order-details/41': { body: { ...DETAIL, status: 'DELIVERED' } },
      'GET /user-service/my-reviews': { body: { orderIds: [41] } },
    });
    stubWebSocket();
    renderRoutes([{ path: '/user/orders/:orderNumber', element: <UserOrderRoute /> }], '/user/orders/1041');
    expect(await screen.findByText('Ai trimis deja o părere pentru această comandă. Mulțumim!', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Scrie o părere' })).not.toBeInTheDocument();
  });
});
