import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { orderDetail } from '@/testing/order-fixtures';
import type { OrderDetail } from '@/types/api';
import { FakeWebSocket, stubWebSocket } from '@/testing/fake-websocket';
import { GuestOrderPage } from './guest-order-page';

// The panel's order without its promotion, coupon and notes, paid in cash, picked up in the centre.
const ORDER: OrderDetail = orderDetail({
  orderPromotionDetails: [],
  pickupLocationBean: { name: 'Cofetăria din centru', description: 'Str. Nicolae Bălcescu 12' },
  additionalInformation: null,
  coupon: null,
  updatedPriceAfterCoupon: null,
  cardAmount: null,
  statusHistory: [],
  orderPaymentOptions: 'CASH',
});
/** Accepted at 18:10 on 22-11-2026 (the order asked for as soon as possible). */
const ACCEPTED = [{ fromStatus: 'NEW' as const, toStatus: 'CONFIRMED' as const, changedBy: 2, changedByName: 'Maria', note: null, changedAt: '2026-11-22T18:10:00+02:00' }];

function setup(initial: OrderDetail = ORDER) {
  let current = initial;
  const fetches = stubFetchRoutes({ 'GET /user-service/order-status/1041': () => ({ body: current }) });
  stubWebSocket();
  const view = renderRoutes(
    [{ path: '/comanda/:orderNumber', element: <GuestOrderPage orderNumber="1041" cheie="secret-token" justPlaced reconnectDelay={() => 10} /> }],
    '/comanda/1041?cheie=secret-token',
  );
  return { ...fetches, ...view, setServer: (next: OrderDetail) => (current = next) };
}

const statusRegion = () => screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Status:'))!;

describe('GuestOrderPage (/comanda/:orderNumber?cheie=…)', () => {
  it('shows the order: number, status, lines, moment, pickup point and the totals', async () => {
    const { callsTo } = setup();
    expect(await screen.findByText('Tort Diplomat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comanda nr. 1041' })).toBeInTheDocument();
    expect(screen.getByText('Comanda a fost plasată!')).toBeInTheDocument();
    expect(statusRegion()).toHaveTextContent('Status: Nouă');
    expect(screen.getByText('Cât mai curând posibil')).toBeInTheDocument();
    expect(screen.getByText('Cofetăria din centru')).toBeInTheDocument();
    expect(screen.getByText('22-11-2026 18:05')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('250,00 RON');
    expect(screen.getByText('Ambalaje').nextElementSibling).toHaveTextContent('10,00 RON');
    // The link's secret goes in a header, never in the address (which logs keep).
    const [call] = callsTo('GET', '/user-service/order-status/1041');
    expect(call.url.search).toBe('');
    expect(new Headers(call.init.headers).get('X-Order-Key')).toBe('secret-token');
  });

  it('follows the order over the websocket with the link token and updates on a status message, without a reload', async () => {
    const { setServer } = setup();
    await screen.findByText('Tort Diplomat');
    const socket = FakeWebSocket.last;
    // The secret is the first message, not part of the address.
    expect(socket.url).toBe(`ws://${window.location.host}/user-service/ws`);
    socket.serverOpen();
    expect(socket.sent).toEqual([JSON.stringify({ orderToken: 'secret-token' })]);
    expect(await screen.findByText(/Urmărim comanda în timp real/)).toBeInTheDocument();

    // A new-order message (staff only) and another order's change are ignored.
    socket.serverSend({ orderNumber: '1042', id: 42, status: 'NEW' });
    socket.serverSend({ type: 'ORDER_STATUS_CHANGED', order: { id: 40, orderNumber: '1040', status: 'REJECTED', rejectionReason: 'x' } });
    expect(statusRegion()).toHaveTextContent('Status: Nouă');

    // Accepted with 20 minutes.
    setServer({ ...ORDER, status: 'CONFIRMED', orderTimeToPrepare: '20 min', totalPackageCost: '2.50', totalPrice: '242.50', statusHistory: ACCEPTED });
    socket.serverSend({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'CONFIRMED', orderTimeToPrepare: '20 min', rejectionReason: null }, eventId: 89 });
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Acceptată'));
    // Ready at the acceptance plus 20 minutes, as a clock (another day than today: with its date).
    expect(await screen.findByText('Gata pe 22-11-2026 la 18:30')).toBeInTheDocument();
    expect(screen.queryByText(/Timp de pregătire/)).not.toBeInTheDocument();
    // The detail is read again: the packaging cost the staff set shows in the totals.
    await waitFor(() => expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('242,50 RON'));

    // Delivered.
    setServer({ ...ORDER, status: 'DELIVERED', orderTimeToPrepare: '20 min' });
    socket.serverSend({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'DELIVERED' } });
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Livrată'));
    expect(screen.getByText('Comanda a fost livrata')).toBeInTheDocument();
  });

  it('shows the reason of a rejection', async () => {
    const { setServer } = setup();
    await screen.findByText('Tort Diplomat');
    setServer({ ...ORDER, status: 'REJECTED', rejectionReason: 'Nu mai avem blat de diplomat.' });
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    socket.serverSend({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'REJECTED', orderTimeToPrepare: null, rejectionReason: 'Nu mai avem blat de diplomat.' } });
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Respinsă'));
    expect(screen.getByText('Motiv: Nu mai avem blat de diplomat.')).toBeInTheDocument();
  });

  it('reconnects after a drop and reads the order again', async () => {
    const { callsTo, setServer } = setup();
    await screen.findByText('Tort Diplomat');
    FakeWebSocket.last.serverOpen();
    const before = callsTo('GET', '/user-service/order-status/1041').length;
    setServer({ ...ORDER, status: 'CONFIRMED', orderTimeToPrepare: '2 h', statusHistory: ACCEPTED });
    FakeWebSocket.last.serverClose();
    expect(await screen.findByText(/Conexiunea s-a întrerupt/)).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    FakeWebSocket.last.serverOpen();
    await waitFor(() => expect(callsTo('GET', '/user-service/order-status/1041').length).toBe(before + 1));
    expect(await screen.findByText('Gata pe 22-11-2026 la 20:10')).toBeInTheDocument();
  });

  it('says the order was not found without the link secret or for a wrong one', async () => {
    stubFetchRoutes({ 'GET /user-service/order-status/1041': { status: 404, body: { status: 404, message: 'Comanda nu există.' } } });
    stubWebSocket();
    renderRoutes([{ path: '/comanda/:orderNumber', element: <GuestOrderPage orderNumber="1041" cheie="gresit" /> }], '/comanda/1041?cheie=gresit');
    expect(await screen.findByText('Comanda nu a fost găsită. Verifică linkul primit pe e-mail.')).toBeInTheDocument();
  });
});
