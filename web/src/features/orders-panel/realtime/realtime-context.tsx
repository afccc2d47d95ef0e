import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSessionStore } from '@/stores/session';
import { orderKeys } from '../api/keys';
import type { NewOrderMessage, StatusChangedMessage } from '../api/types';
import {
  notificationPermission,
  notifyNewOrder,
  requestNotificationPermission,
  type PermissionState,
} from './desktop-notification';
import { isNewOrderMessage, OrdersSocket, type ConnectionStatus, type SocketMessage } from './orders-socket';

export type OrdersRealtime = {
  status: ConnectionStatus;
  /** The service refused the token (close code 4401). */
  authRefused: boolean;
  reconnect: () => void;
  /** New orders received since the alert was last dismissed, oldest first. */
  pending: NewOrderMessage[];
  /** The order number of the last new order received (the table flashes its row). */
  lastArrived: string | null;
  /** Closes the new-order alert and stops the ring. */
  dismiss: () => void;
  ringing: boolean;
  /** The browser blocked the ring (no user gesture yet); `playSound` retries from a click. */
  soundBlocked: boolean;
  playSound: () => void;
  notificationPermission: PermissionState;
  requestNotifications: () => Promise<void>;
};

const RealtimeContext = createContext<OrdersRealtime | null>(null);

/** The panel's real-time state; null outside OrdersRealtimeProvider. */
export function useOrdersRealtime(): OrdersRealtime | null {
  return useContext(RealtimeContext);
}

export const RING_SRC = `${import.meta.env.BASE_URL}sounds/new-order.wav`;

type ProviderProps = {
  children: ReactNode;
  /** Reconnect delay per attempt (tests shorten it); default exponential backoff up to 30 s. */
  reconnectDelay?: (attempt: number) => number;
};

/**
 * One websocket per panel. New orders (a top-level orderNumber) raise the alert with a looping
 * ring, a desktop notification when the tab is hidden, and refetch the tables; status messages
 * (a `type`) refetch the tables and the open detail; after a reconnection everything refetches.
 */
export function OrdersRealtimeProvider({ children, reconnectDelay }: ProviderProps) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [authRefused, setAuthRefused] = useState(false);
  const [pending, setPending] = useState<NewOrderMessage[]>([]);
  const [lastArrived, setLastArrived] = useState<string | null>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [permission, setPermission] = useState<PermissionState>(() => notificationPermission());
  const socketRef = useRef<OrdersSocket | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const seenEvents = useRef(new Set<number>());
  const delayRef = useRef(reconnectDelay);
  delayRef.current = reconnectDelay;

  const handleMessage = useCallback(
    (message: SocketMessage) => {
      const eventId = message.eventId;
      if (typeof eventId === 'number') {
        if (seenEvents.current.has(eventId)) return; // delivered twice (replay after a reconnection)
        seenEvents.current.add(eventId);
      }
      if (isNewOrderMessage(message)) {
        const order = { ...(message as unknown as NewOrderMessage), orderNumber: String(message.orderNumber) };
        setPending((list) => (list.some((o) => o.orderNumber === order.orderNumber) ? list : [...list, order]));
        setLastArrived(order.orderNumber);
        notifyNewOrder(order);
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        return;
      }
      if (typeof message.type === 'string' && message.type !== 'CONNECTED') {
        const changed = (message as unknown as StatusChangedMessage).order;
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        if (changed?.id != null) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(changed.id) });
        else void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (!token) {
      setStatus('disconnected');
      return;
    }
    const socket = new OrdersSocket({
      token: () => (useSessionStore.getState().ensureValid() ? useSessionStore.getState().token : null),
      onStatus: (next, detail) => {
        setStatus(next);
        if (next === 'connected') setAuthRefused(false);
        else if (detail.authRefused) setAuthRefused(true);
      },
      onMessage: handleMessage,
      onReconnected: () => {
        // Orders may have arrived while we were away: read everything again.
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      },
      delay: delayRef.current ? (n) => delayRef.current!(n) : undefined,
    });
    socketRef.current = socket;
    socket.start();

    const onOnline = () => socket.reconnectNow();
    const onOffline = () => socket.dropConnection();
    const onVisible = () => {
      if (document.visibilityState === 'visible') socket.reconnectNow();
      setPermission(notificationPermission());
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      socket.stop();
      socketRef.current = null;
    };
  }, [token, handleMessage, queryClient]);

  const ringing = pending.length > 0;

  const playSound = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      const result = audio.play() as Promise<void> | undefined;
      if (result && typeof result.then === 'function') {
        result.then(
          () => setSoundBlocked(false),
          (error: unknown) => {
            // AbortError: pause() came first (dismissed at once); not a block.
            if (!(error instanceof DOMException && error.name === 'AbortError')) setSoundBlocked(true);
          },
        );
      }
    } catch {
      setSoundBlocked(true);
    }
  }, []);

  // The ring loops while the alert is open and stops when it is dismissed.
  const wasRinging = useRef(false);
  useEffect(() => {
    const audio = audioRef.current;
    const stopping = wasRinging.current && !ringing;
    wasRinging.current = ringing;
    if (!audio) return;
    if (ringing) {
      playSound();
    } else if (stopping) {
      audio.pause();
      try {
        audio.currentTime = 0;
      } catch {
        /* not seekable yet */
      }
      setSoundBlocked(false);
    }
  }, [ringing, playSound]);

  const dismiss = useCallback(() => setPending([]), []);
  const reconnect = useCallback(() => socketRef.current?.reconnectNow(), []);
  const requestNotifications = useCallback(async () => {
    setPermission(await requestNotificationPermission());
  }, []);

  const value = useMemo<OrdersRealtime>(
    () => ({
      status,
      authRefused,
      reconnect,
      pending,
      lastArrived,
      dismiss,
      ringing,
      soundBlocked,
      playSound,
      notificationPermission: permission,
      requestNotifications,
    }),
    [status, authRefused, reconnect, pending, lastArrived, dismiss, ringing, soundBlocked, playSound, permission, requestNotifications],
  );

  return (
    <RealtimeContext.Provider value={value}>
      {children}
      {/* The new-order ring: a short chime looping until the alert is dismissed. */}
      <audio
        ref={audioRef}
        src={RING_SRC}
        loop
        preload="auto"
        data-testid="new-order-ring"
        data-ringing={ringing ? 'true' : 'false'}
        data-sound-blocked={soundBlocked ? 'true' : 'false'}
        aria-hidden="true"
        hidden
      />
    </RealtimeContext.Provider>
  );
}
