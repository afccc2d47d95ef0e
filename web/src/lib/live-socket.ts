/**
 * The app's one real-time channel client: a websocket to /user-service/ws that
 * reconnects by itself with exponential backoff and jitter, reports its status, hands over every
 * incoming JSON object one by one in arrival order, and says when a connection came back so the
 * page can read again what it may have missed. The orders panel and the customer's order pages
 * both use it, through useLiveSocket.
 *
 * Credentials never go in the socket's address: an address is written to the logs of every proxy
 * and server on the way. They are the first message instead (the session token, or the order
 * link's secret as {"orderToken": …}), which the service reads before anything else.
 */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

export type LiveMessage = Record<string, unknown>;

/** Close code of user-service when the token is missing, expired or forged: retrying cannot help. */
const AUTH_REFUSED_CLOSE_CODE = 4401;

type LiveTarget = {
  url: string;
  /** Sent right after the socket opens: the credentials (never in the address, which logs keep). */
  firstMessage?: string;
};

export type LiveSocketOptions = {
  /** Where to connect, read before every attempt; null stays disconnected (e.g. the session expired). */
  target: () => LiveTarget | null;
  onMessage: (message: LiveMessage) => void;
  onStatus?: (status: LiveStatus, detail: { authRefused: boolean }) => void;
  /** A connection opened after an earlier one was lost. */
  onReconnected?: () => void;
  /** Milliseconds before reconnect attempt `attempt` (1, 2, …); tests shorten it. */
  reconnectDelay?: (attempt: number) => number;
};

/** 1 s, 2 s, 4 s … up to 30 s, with ±20 % jitter so that many pages do not reconnect at once. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Same origin (the gateway proxies the services), ws: or wss: after the page's protocol. No query:
 * credentials go in the first message (see above).
 */
export function liveSocketUrl(path: string, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${path}`;
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = true;
  private everOpened = false;
  private lostSinceOpen = false;
  private readonly queue: LiveMessage[] = [];
  private draining = false;
  private readonly options: LiveSocketOptions;

  constructor(options: LiveSocketOptions) {
    this.options = options;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.dropConnection);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.dropConnection);
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) this.discard(socket, 1000);
  }

  /** Try again at once: back online, the tab visible again, or the user asked. */
  readonly reconnectNow = (): void => {
    if (this.stopped) return;
    const state = this.socket?.readyState;
    if (state === WebSocket.OPEN || state === WebSocket.CONNECTING) return;
    this.clearTimer();
    this.connect();
  };

  /** The network went away: drop the socket now instead of waiting for a timeout. */
  readonly dropConnection = (): void => {
    if (this.stopped || !this.socket) return;
    const socket = this.socket;
    this.socket = null;
    this.discard(socket);
    this.handleClose(1006);
  };

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };

  private discard(socket: WebSocket, code?: number) {
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    try {
      socket.close(code);
    } catch {
      // Already closed.
    }
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private report(status: LiveStatus, authRefused = false) {
    this.options.onStatus?.(status, { authRefused });
  }

  private connect() {
    const target = this.options.target();
    if (!target) {
      this.report('disconnected');
      return;
    }
    this.report('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(target.url);
    } catch {
      this.report('error');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      if (target.firstMessage) {
        try {
          socket.send(target.firstMessage);
        } catch {
          // Closing already; the close handler takes over.
        }
      }
      this.attempt = 0;
      const reconnected = this.everOpened && this.lostSinceOpen;
      this.everOpened = true;
      this.lostSinceOpen = false;
      this.report('connected');
      if (reconnected) this.options.onReconnected?.();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.enqueue(event.data);
    };
    socket.onerror = () => {
      // A close event follows and schedules the retry.
      if (this.socket === socket) this.report('error');
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
    if (code === AUTH_REFUSED_CLOSE_CODE) {
      // The same token would be refused again; a new sign-in opens a new socket.
      this.report('error', true);
      return;
    }
    this.report('disconnected');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    this.clearTimer();
    this.attempt += 1;
    const delay = (this.options.reconnectDelay ?? backoffDelay)(this.attempt);
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
    this.queue.push(parsed as LiveMessage);
    this.drain();
  }

  // A handler that causes another message (or throws) must not reorder or lose the rest.
  private drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length) {
        const message = this.queue.shift()!;
        try {
          this.options.onMessage(message);
        } catch (error) {
          console.error('live socket: a message could not be handled', error);
        }
      }
    } finally {
      this.draining = false;
    }
  }
}
