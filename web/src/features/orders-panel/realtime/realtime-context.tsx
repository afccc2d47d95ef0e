import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { liveSocketUrl, type LiveMessage, type LiveStatus } from '@/lib/live-socket';
import { useLatest } from '@/lib/use-latest';
import { useLiveSocket } from '@/lib/use-live-socket';
import { useSessionStore } from '@/stores/session';
import { toast } from 'sonner';
import { orderKeys, reservationKeys } from '../api/keys';
import type { NewOrderMessage, StatusChangedMessage } from '../api/types';
import {
  notificationPermission,
  notifyNewOrder,
  requestNotificationPermission,
  type PermissionState,
} from './desktop-notification';

export type OrdersRealtime = {
  status: LiveStatus;
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
  /** A new order unanswered this long rings again, louder (the server's UNANSWERED_ORDER_MINUTES; 0: never). */
  unansweredOrderMinutes: number;
};

/** Until the server says otherwise (its CONNECTED message), the default of UNANSWERED_ORDER_MINUTES. */
export const DEFAULT_UNANSWERED_ORDER_MINUTES = 10;

const RealtimeContext = createContext<OrdersRealtime | null>(null);

/** The panel's real-time state; null outside OrdersRealtimeProvider. */
export function useOrdersRealtime(): OrdersRealtime | null {
  return useContext(RealtimeContext);
}

const RING_SRC = `${import.meta.env.BASE_URL}sounds/new-order.wav`;

type ProviderProps = {
  children: ReactNode;
  /** Reconnect delay per attempt (tests shorten it); default exponential backoff up to 30 s. */
  reconnectDelay?: (attempt: number) => number;
  /** Every message (once, after the replay check), for what the app composes into the panel (custom cakes). */
  onMessage?: (message: LiveMessage) => void;
  /** A lost connection came back: what the app composed reads again too. */
  onReconnected?: () => void;
};

/**
 * One websocket per panel. New orders (a top-level orderNumber) raise the alert with a looping
 * ring, a desktop notification when the tab is hidden, and refetch the tables; status messages
 * (a `type`) refetch the tables and the open detail; after a reconnection everything refetches.
 */
export function OrdersRealtimeProvider({ children, reconnectDelay, onMessage, onReconnected }: ProviderProps) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const [pending, setPending] = useState<NewOrderMessage[]>([]);
  const [lastArrived, setLastArrived] = useState<string | null>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [permission, setPermission] = useState<PermissionState>(() => notificationPermission());
  const [unansweredOrderMinutes, setUnansweredOrderMinutes] = useState(DEFAULT_UNANSWERED_ORDER_MINUTES);
  const audioRef = useRef<HTMLAudioElement>(null);
  const seenEvents = useRef(new Set<number>());
  const composed = useLatest({ onMessage, onReconnected });

  const handleMessage = useCallback(
    (message: LiveMessage) => {
      const eventId = message.eventId;
      if (typeof eventId === 'number') {
        if (seenEvents.current.has(eventId)) return; // delivered twice (replay after a reconnection)
        seenEvents.current.add(eventId);
      }
      composed.current.onMessage?.(message);
      if (typeof message.orderNumber === 'string' || typeof message.orderNumber === 'number') {
        const order = { ...(message as unknown as NewOrderMessage), orderNumber: String(message.orderNumber) };
        setPending((list) => (list.some((o) => o.orderNumber === order.orderNumber) ? list : [...list, order]));
        setLastArrived(order.orderNumber);
        notifyNewOrder(order);
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        return;
      }
      if (message.type === 'RESERVATION_NEW' || message.type === 'RESERVATION_CHANGED') {
        void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
        const booking = message.reservation as { fullName?: string; time?: string; reservationDate?: string } | undefined;
        if (message.type === 'RESERVATION_NEW') {
          // The new-order sound, once, and a note that links to the reservations view.
          const ring = new Audio(RING_SRC);
          ring.play()?.catch(() => undefined);
          toast.info(`Rezervare nouă: ${booking?.fullName ?? ''}, ${booking?.reservationDate ?? ''} la ${booking?.time ?? ''}`, {
            action: { label: 'Vezi', onClick: () => window.location.assign('/comenzi/rezervari') },
          });
        }
        return;
      }
      if (message.type === 'CONNECTED') {
        const minutes = message.unansweredOrderMinutes;
        if (typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 0) setUnansweredOrderMinutes(minutes);
        return;
      }
      if (typeof message.type === 'string') {
        const changed = (message as unknown as StatusChangedMessage).order;
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        if (changed?.id != null) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(changed.id) });
        else void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      }
    },
    [queryClient, composed],
  );

  const { status, authRefused, reconnect } = useLiveSocket({
    // The token as the first message only: never in the address, which logs keep.
    url: token ? liveSocketUrl('/user-service/ws') : null,
    firstMessage: token ?? undefined,
    canConnect: () => useSessionStore.getState().ensureValid(),
    onMessage: handleMessage,
    // Orders may have arrived while we were away: read everything again.
    onReconnected: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      composed.current.onReconnected?.();
    },
    reconnectDelay,
  });

  // 4401: the token expired or the account's sessions were ended. Reading the orders again lets
  // the API client hear the 401 and sign out to /auth/admin; a token still good just refetches.
  useEffect(() => {
    if (authRefused) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [authRefused, queryClient]);

  useEffect(() => {
    const onVisible = () => setPermission(notificationPermission());
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

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
      // Starting the audio element is the effect's job; playSound sets state only if the browser refuses.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      playSound();
    } else if (stopping) {
      audio.pause();
      try {
        audio.currentTime = 0;
      } catch {
        /* not seekable yet */
      }
    }
  }, [ringing, playSound]);

  const dismiss = useCallback(() => {
    setPending([]);
    setSoundBlocked(false);
  }, []);
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
      unansweredOrderMinutes,
    }),
    [
      status,
      authRefused,
      reconnect,
      pending,
      lastArrived,
      dismiss,
      ringing,
      soundBlocked,
      playSound,
      permission,
      requestNotifications,
      unansweredOrderMinutes,
    ],
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
