/**
 * A websocket that reconnects by itself with exponential backoff (SPEC §4 real-time channel:
 * connected, disconnected, error). Incoming text is parsed as JSON; anything else is ignored.
 */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

export type LiveSocketOptions = {
  url: string;
  /** Sent right after the socket opens (the token, SPEC §7). */
  firstMessage?: string;
  onMessage: (data: unknown) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Called when a connection opens again after a drop (refetch what may have been missed). */
  onReconnect?: () => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
};

/** The server closes with this code when the credentials are not valid: retrying cannot help. */
export const AUTH_REJECTED_CLOSE_CODE = 4401;

/** Same origin, ws: or wss: after the page's protocol. */
export function liveSocketUrl(path: string, params: Record<string, string> = {}): string {
  const { protocol, host } = window.location;
  const search = new URLSearchParams(params).toString();
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${path}${search ? `?${search}` : ''}`;
}

/** Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped. */
export function backoffDelay(attempt: number, initialMs = 1000, maxMs = 30000): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 16));
}

/** Opens the socket; returns a function that closes it for good. */
export function openLiveSocket(options: LiveSocketOptions): () => void {
  const { url, firstMessage, onMessage, onStatus, onReconnect, initialDelayMs = 1000, maxDelayMs = 30000 } = options;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let everOpened = false;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer) return;
    const delay = backoffDelay(attempt, initialDelayMs, maxDelayMs);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (stopped) return;
    onStatus?.('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      onStatus?.('disconnected');
      schedule();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (stopped) return;
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      if (firstMessage) ws.send(firstMessage);
      onStatus?.('connected');
      if (reconnected) onReconnect?.();
    };
    ws.onmessage = (event: MessageEvent) => {
      if (stopped || typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      onMessage(data);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) socket = null;
      if (stopped) return;
      if (event.code === AUTH_REJECTED_CLOSE_CODE) {
        onStatus?.('error');
        return;
      }
      onStatus?.('disconnected');
      schedule();
    };
    ws.onerror = () => {
      // A close event follows; it schedules the reconnect.
    };
  };

  // Back on the network: try at once instead of waiting out the backoff.
  const onOnline = () => {
    if (stopped || socket) return;
    if (timer) clearTimeout(timer);
    timer = null;
    attempt = 0;
    connect();
  };
  window.addEventListener('online', onOnline);

  connect();

  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    if (timer) clearTimeout(timer);
    timer = null;
    const ws = socket;
    socket = null;
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) ws.close(1000);
  };
}
