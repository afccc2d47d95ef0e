import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { backoffDelay, liveSocketUrl } from '@/lib/live-socket';
import { FakeWebSocket, stubWebSocket } from '@/testing/fake-websocket';
import { NEW_ORDER_MESSAGE, ORDER_DETAIL, ordersPage, SUMMARY_NEW } from '../testing/fixtures';
import { renderPanel, STAFF_TOKEN } from '../testing/render-panel';

const LIST = 'GET /user-service/get-all-orders';

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static instances: { title: string; options?: NotificationOptions }[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as NotificationPermission;
  });
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.instances.push({ title, options });
  }
  close() {}
}

function listCalls(api: ReturnType<typeof stubFetchRoutes>) {
  return api.callsTo('GET', '/user-service/get-all-orders').length;
}

async function connectedPanel(path = '/comenzi', hello: Record<string, unknown> = {}) {
  const api = stubFetchRoutes({
    [LIST]: { body: ordersPage([SUMMARY_NEW]) },
    'GET /admin-service/get-order-details/41': { body: ORDER_DETAIL },
  });
  const utils = renderPanel(path);
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  FakeWebSocket.last.serverOpen();
  FakeWebSocket.last.serverSend({ type: 'CONNECTED', staff: true, ...hello });
  return { api, ...utils };
}

beforeEach(() => {
  stubWebSocket();
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  FakeNotification.permission = 'default';
  FakeNotification.instances = [];
  vi.stubGlobal('Notification', FakeNotification);
  setVisibility('visible');
});

afterEach(() => {
  setVisibility('visible');
});

describe('the real-time channel', () => {
  it('opens one websocket on the same origin and sends the token as the first message, never in the address', async () => {
    await connectedPanel();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.url).toBe(`ws://${location.host}/user-service/ws`);
    expect(FakeWebSocket.last.url).not.toContain(STAFF_TOKEN);
    expect(FakeWebSocket.last.sent).toEqual([STAFF_TOKEN]);
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');
    expect(screen.getByText('Conectat')).toBeVisible();
  });

  it('uses wss: on https pages', () => {
    expect(liveSocketUrl('/user-service/ws', { protocol: 'https:', host: 'dulce.ro' } as Location)).toBe('wss://dulce.ro/user-service/ws');
    expect(liveSocketUrl('/user-service/ws', { protocol: 'http:', host: 'localhost:8080' } as Location)).toBe('ws://localhost:8080/user-service/ws');
  });

  it('backs off exponentially up to 30 seconds', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => backoffDelay(n, mid))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('a new order opens the modal, starts the looping ring and refetches the table; closing stops the ring', async () => {
    const { api } = await connectedPanel();
    await screen.findByRole('table');
    const before = listCalls(api);
    const ring = screen.getByTestId('new-order-ring') as HTMLAudioElement;
    expect(ring.loop).toBe(true);
    expect(ring).toHaveAttribute('data-ringing', 'false');

    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);

    const dialog = await screen.findByRole('dialog', { name: 'Comandă nouă!' });
    expect(within(dialog).getByText('#1042')).toBeVisible();
    expect(within(dialog).getByText('Dan Popa')).toBeVisible();
    expect(within(dialog).getByText('99,50 RON')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Vezi comanda' })).toHaveAttribute('href', '/comenzi/42');
    expect(within(dialog).queryByText(/Au sosit/)).not.toBeInTheDocument();
    expect(ring).toHaveAttribute('data-ringing', 'true');
    expect(play).toHaveBeenCalled();
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ring).toHaveAttribute('data-ringing', 'false');
    expect(pause).toHaveBeenCalled();
  });

  it('Escape dismisses the alert and stops the ring', async () => {
    await connectedPanel();
    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);
    await screen.findByRole('dialog', { name: 'Comandă nouă!' });
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('new-order-ring')).toHaveAttribute('data-ringing', 'false');
  });

  it('several new orders before dismissal: says to check the table', async () => {
    await connectedPanel();
    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);
    FakeWebSocket.last.serverSend({ ...NEW_ORDER_MESSAGE, orderNumber: '1043', id: 43, client: 'Eva Dima', eventId: 89 });
    FakeWebSocket.last.serverSend({ ...NEW_ORDER_MESSAGE, orderNumber: '1044', id: 44, client: 'Radu Vlad', eventId: 90 });
    // The same event delivered twice counts once.
    FakeWebSocket.last.serverSend({ ...NEW_ORDER_MESSAGE, orderNumber: '1044', id: 44, client: 'Radu Vlad', eventId: 90 });
    const dialog = await screen.findByRole('dialog', { name: 'Comandă nouă!' });
    expect(within(dialog).getByText('Au sosit 3 comenzi noi. Verificați tabelul.')).toBeVisible();
    expect(within(dialog).getByText('#1044')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Vezi comanda' })).toHaveAttribute('href', '/comenzi/44');
  });

  it('a status message refetches the table and the open detail without the modal', async () => {
    const { api } = await connectedPanel('/comenzi/41');
    await screen.findByRole('heading', { name: 'Comanda #1041' });
    const detailBefore = api.callsTo('GET', '/admin-service/get-order-details/41').length;
    const listBefore = listCalls(api);
    FakeWebSocket.last.serverSend({
      type: 'ORDER_STATUS_CHANGED',
      order: { id: 41, orderNumber: '1041', status: 'CONFIRMED', orderTimeToPrepare: '20 min', rejectionReason: null },
      eventId: 91,
    });
    await waitFor(() => expect(api.callsTo('GET', '/admin-service/get-order-details/41').length).toBe(detailBefore + 1));
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(listBefore));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('new-order-ring')).toHaveAttribute('data-ringing', 'false');
    expect(play).not.toHaveBeenCalled();
  });

  it('ignores messages that are not JSON objects', async () => {
    await connectedPanel();
    FakeWebSocket.last.serverSend('not json');
    FakeWebSocket.last.serverSend([1, 2]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a lost connection shows the offline banner; it reconnects by itself and refetches', async () => {
    const { api } = await connectedPanel();
    await screen.findByRole('table');
    const before = listCalls(api);
    FakeWebSocket.last.serverClose(1006);
    expect(screen.getByText('Offline — reconectare…')).toBeVisible();
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-connection', 'disconnected');

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    FakeWebSocket.last.serverOpen();
    expect(FakeWebSocket.last.sent[0]).toBe(STAFF_TOKEN);
    expect(screen.queryByText('Offline — reconectare…')).not.toBeInTheDocument();
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
  });

  it('keeps trying when the reconnection fails', async () => {
    await connectedPanel();
    FakeWebSocket.last.serverClose(1006);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    FakeWebSocket.last.serverClose(1006);
    expect(screen.getByText('Offline — reconectare…')).toBeVisible();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(3));
  });

  it('does not retry once the service refused the token (close code 4401)', async () => {
    await connectedPanel();
    FakeWebSocket.last.serverClose(4401);
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-connection', 'error');
    // Well past the test's 10 ms reconnect delay.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('after a 4401 reads the orders again, so that a refused token signs the staff out', async () => {
    const { api } = await connectedPanel();
    const before = listCalls(api);
    FakeWebSocket.last.serverClose(4401);
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
  });

  it('shows a desktop notification only when the tab is hidden and permission is granted', async () => {
    await connectedPanel();
    // Granted but visible: no notification.
    FakeNotification.permission = 'granted';
    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);
    expect(FakeNotification.instances).toHaveLength(0);

    // Hidden but not granted: none.
    FakeNotification.permission = 'default';
    setVisibility('hidden');
    FakeWebSocket.last.serverSend({ ...NEW_ORDER_MESSAGE, orderNumber: '1043', id: 43, eventId: 89 });
    expect(FakeNotification.instances).toHaveLength(0);

    // Hidden and granted: 'Comandă nouă #1044'.
    FakeNotification.permission = 'granted';
    FakeWebSocket.last.serverSend({ ...NEW_ORDER_MESSAGE, orderNumber: '1044', id: 44, eventId: 90 });
    expect(FakeNotification.instances).toHaveLength(1);
    expect(FakeNotification.instances[0].title).toBe('Comandă nouă #1044');
  });

  it('a button asks for the notification permission', async () => {
    await connectedPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Activează notificările' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
    expect(await screen.findByText('Notificări pe desktop active')).toBeVisible();
  });

  it('offers to start the sound when the browser blocks autoplay', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    await connectedPanel();
    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);
    const dialog = await screen.findByRole('dialog', { name: 'Comandă nouă!' });
    const start = await within(dialog).findByRole('button', { name: 'Pornește sunetul' });
    await userEvent.setup().click(start);
    expect(play).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Pornește sunetul' })).not.toBeInTheDocument());
  });

  it('a new order closes the welcome message so the alert is the only dialog', async () => {
    stubFetchRoutes({ [LIST]: { body: ordersPage([]) } });
    renderPanel('/comenzi', { welcome: true });
    await screen.findByRole('dialog', { name: 'Bine ați venit în panoul de comenzi!' });
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);
    await screen.findByRole('dialog', { name: 'Comandă nouă!' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('an alert over an open accept form: Escape closes only the alert, the form stays', async () => {
    await connectedPanel('/comenzi/41');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acceptă comanda' }));
    const form = screen.getByRole('dialog', { name: 'Acceptă comanda #1041' });
    FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE);
    const alert = await screen.findByRole('dialog', { name: 'Comandă nouă!' });
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Comandă nouă!' })).not.toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(form).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an order left unanswered rings louder after the minutes the server gives, with a banner', async () => {
    await connectedPanel('/comenzi', { unansweredOrderMinutes: 2 });
    await screen.findByRole('table');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      act(() => FakeWebSocket.last.serverSend(NEW_ORDER_MESSAGE));
      expect(screen.getByRole('dialog', { name: 'Comandă nouă!' })).toBeVisible();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByTestId('escalated-banner')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(75_000));
      expect(screen.getByTestId('escalated-banner')).toHaveTextContent('Comandă fără răspuns de peste 2 minute!');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the socket when the panel unmounts', async () => {
    const { unmount } = await connectedPanel();
    const socket = FakeWebSocket.last;
    act(() => unmount());
    expect(socket.closedByClient).toBe(true);
  });
});
