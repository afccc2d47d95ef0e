import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import type { OrderDetail } from '../api/types';
import { FakeWebSocket, stubWebSocket } from '../testing/fake-websocket';
import { GuestOrderPage } from './guest-order-page';

const ORDER: OrderDetail = {
  id: 41,
  orderNumber: '1041',
  status: 'NEW',
  orderDate: [2026, 11, 22, 18, 5, 12, 0],
  firstName: 'Ana',
  lastName: 'Pop',
  phoneNumber: '0722123456',
  email: 'ana@example.ro',
  productInformationList: [
    {
      productId: 12,
      name: 'Tort Diplomat',
      dimensionOrders: [{ quantity: 2, value: '1 kg', price: '120.00', boxPrice: '5.00' }],
      extraIngredientsBeanList: [{ name: 'Fructe de pădure', price: '12.00' }],
      preferredMessage: 'La mulți ani, Ana!',
    },
  ],
  orderPromotionDetails: [],
  deliveryMethodChosen: 'PICKUP',
  deliveryDetailsBean: { deliveryMethod: 'PICKUP', deliveryFee: '0.00' },
  pickupLocationBean: { name: 'Cofetăria din centru', description: 'Str. Nicolae Bălcescu 12' },
  pickupOrDeliveryMoment: null,
  totalPackageCost: '10.00',
  subTotalPrice: '240.00',
  totalPrice: '250.00',
  orderPaymentOptions: 'CASH',
  orderTimeToPrepare: null,
  rejectionReason: null,
};

function setup(initial: OrderDetail = ORDER) {
  let current = initial;
  const fetches = stubFetchRoutes({ 'GET /user-service/order-status/1041': () => ({ body: current }) });
  stubWebSocket();
  const view = renderRoutes(
    [{ path: '/comanda/:orderNumber', element: <GuestOrderPage orderNumber="1041" cheie="secret-token" justPlaced /> }],
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
    expect(callsTo('GET', '/user-service/order-status/1041')[0].url.searchParams.get('cheie')).toBe('secret-token');
  });

  it('follows the order over the websocket with the link token and updates on a status message, without a reload', async () => {
    const { setServer } = setup();
    await screen.findByText('Tort Diplomat');
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/user-service/ws?orderToken=secret-token'.replace('localhost:3000', window.location.host));
    act(() => socket.open());
    expect(await screen.findByText(/Urmărim comanda în timp real/)).toBeInTheDocument();

    // A new-order message (staff only) and another order's change are ignored.
    act(() => socket.receive({ orderNumber: '1042', id: 42, status: 'NEW' }));
    act(() => socket.receive({ type: 'ORDER_STATUS_CHANGED', order: { id: 40, orderNumber: '1040', status: 'REJECTED', rejectionReason: 'x' } }));
    expect(statusRegion()).toHaveTextContent('Status: Nouă');

    // Accepted with 20 minutes.
    setServer({ ...ORDER, status: 'CONFIRMED', orderTimeToPrepare: '20 min', totalPackageCost: '2.50', totalPrice: '242.50' });
    act(() =>
      socket.receive({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'CONFIRMED', orderTimeToPrepare: '20 min', rejectionReason: null }, eventId: 89 }),
    );
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Acceptată'));
    expect(screen.getByText('Timp de pregătire: 20 min')).toBeInTheDocument();
    // The detail is read again: the packaging cost the staff set shows in the totals.
    await waitFor(() => expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('242,50 RON'));

    // Delivered.
    setServer({ ...ORDER, status: 'DELIVERED', orderTimeToPrepare: '20 min' });
    act(() => socket.receive({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'DELIVERED' } }));
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Livrată'));
    expect(screen.getByText('Comanda a fost livrata')).toBeInTheDocument();
  });

  it('shows the reason of a rejection', async () => {
    const { setServer } = setup();
    await screen.findByText('Tort Diplomat');
    setServer({ ...ORDER, status: 'REJECTED', rejectionReason: 'Nu mai avem blat de diplomat.' });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    act(() =>
      socket.receive({ type: 'ORDER_STATUS_CHANGED', order: { id: 41, orderNumber: '1041', status: 'REJECTED', orderTimeToPrepare: null, rejectionReason: 'Nu mai avem blat de diplomat.' } }),
    );
    await waitFor(() => expect(statusRegion()).toHaveTextContent('Status: Respinsă'));
    expect(screen.getByText('Motiv: Nu mai avem blat de diplomat.')).toBeInTheDocument();
  });

  it('reconnects after a drop and reads the order again', async () => {
    const { callsTo, setServer } = setup();
    await screen.findByText('Tort Diplomat');
    act(() => FakeWebSocket.latest().open());
    const before = callsTo('GET', '/user-service/order-status/1041').length;
    setServer({ ...ORDER, status: 'CONFIRMED', orderTimeToPrepare: '2 h' });
    act(() => FakeWebSocket.latest().drop());
    expect(await screen.findByText(/Conexiunea s-a întrerupt/)).toBeInTheDocument();
    // The first retry comes after 1 second.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 2500 });
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(callsTo('GET', '/user-service/order-status/1041').length).toBe(before + 1));
    expect(await screen.findByText('Timp de pregătire: 2 ore')).toBeInTheDocument();
  });

  it('says the order was not found without the link secret or for a wrong one', async () => {
    stubFetchRoutes({ 'GET /user-service/order-status/1041': { status: 404, body: { status: 404, message: 'Comanda nu există.' } } });
    stubWebSocket();
    renderRoutes([{ path: '/comanda/:orderNumber', element: <GuestOrderPage orderNumber="1041" cheie="gresit" /> }], '/comanda/1041?cheie=gresit');
    expect(await screen.findByText('Comanda nu a fost găsită. Verifică linkul primit pe e-mail.')).toBeInTheDocument();
  });
});
