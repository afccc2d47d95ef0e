/**
 * The orders panel's real-time channel (SPEC §4, §7): one websocket to /user-service/ws with the
 * token as a query parameter and again as the first message. It reconnects by itself with an
 * exponential backoff, reports its status, and queues every incoming JSON object, handing them
 * over one by one in arrival order.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

export type SocketMessage = Record<string, unknown>;

/** Close code of user-service when the token is missing, expired or forged. */
export const AUTH_REFUSED_CODE = 4401;

export type OrdersSocketOptions = {
  /** The token to connect with; null means "do not connect now". */
  token: () => string | null;
  onStatus: (status: ConnectionStatus, detail: { authRefused: boolean }) => void;
  onMessage: (message: SocketMessage) => void;
  /** Called when a connection opens after an earlier one was lost (the table must refetch). */
  onReconnected: () => void;
  /** Milliseconds to wait before reconnect attempt `attempt` (1, 2, …). */
  delay?: (attempt: number) => number;
};

/** 1 s, 2 s, 4 s … up to 30 s, with ±20 % jitter so many panels do not reconnect at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** ws:/wss: by the page's protocol, same origin (the gateway proxies /user-service/ws). */
export function socketUrl(token: string, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/user-service/ws?token=${encodeURIComponent(token)}`;
}

export class OrdersSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = true;
  private everOpened = false;
  private lostSinceOpen = false;
  private readonly queue: SocketMessage[] = [];
  private draining = false;
  private readonly options: OrdersSocketOptions;

  constructor(options: OrdersSocketOptions) {
    this.options = options;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      try {
        socket.close(1000);
      } catch {
        /* already closed */
      }
    }
  }

  /** Try again at once (the browser came back online, the tab became visible, or the user asked). */
  reconnectNow(): void {
    if (this.stopped) return;
    const state = this.socket?.readyState;
    if (state === WebSocket.OPEN || state === WebSocket.CONNECTING) return;
    this.clearTimer();
    this.connect();
  }

  /** The network went away: drop the socket now instead of waiting for a timeout. */
  dropConnection(): void {
    if (this.stopped || !this.socket) return;
    const socket = this.socket;
    this.socket = null;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    try {
      socket.close();
    } catch {
      /* ignore */
    }
    this.handleClose(1006);
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private connect() {
    const token = this.options.token();
    if (!token) {
      this.options.onStatus('disconnected', { authRefused: false });
      return;
    }
    this.options.onStatus('connecting', { authRefused: false });
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl(token));
    } catch {
      this.options.onStatus('error', { authRefused: false });
      this.scheduleReconnect(false);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      // The token again as the first message (SPEC §7); the service ignores it if the query had it.
      try {
        socket.send(token);
      } catch {
        /* closing */
      }
      this.attempt = 0;
      const reconnected = this.everOpened && this.lostSinceOpen;
      this.everOpened = true;
      this.lostSinceOpen = false;
      this.options.onStatus('connected', { authRefused: false });
      if (reconnected) this.options.onReconnected();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      this.enqueue(event.data);
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.options.onStatus('error', { authRefused: false });
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handleClose(event.code);
    };
  }

  private handleClose(code: number) {
    this.lostSinceOpen = true;
    if (this.stopped) return;
    const authRefused = code === AUTH_REFUSED_CODE;
    this.options.onStatus(authRefused ? 'error' : 'disconnected', { authRefused });
    this.scheduleReconnect(authRefused);
  }

  private scheduleReconnect(slow: boolean) {
    if (this.stopped) return;
    this.clearTimer();
    this.attempt += 1;
    const delay = slow ? 30_000 : (this.options.delay ?? backoffDelay)(this.attempt);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private enqueue(data: unknown) {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return;
    this.queue.push(parsed as SocketMessage);
    this.drain();
  }

  private drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length) {
        const message = this.queue.shift()!;
        try {
          this.options.onMessage(message);
        } catch (error) {
          console.error('orders socket: a message could not be handled', error);
        }
      }
    } finally {
      this.draining = false;
    }
  }
}

/** A new order: a JSON object with `orderNumber` at its top level. */
export function isNewOrderMessage(message: SocketMessage): boolean {
  return typeof message.orderNumber === 'string' || typeof message.orderNumber === 'number';
}
