import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveSocket, type LiveMessage, type LiveStatus } from './live-socket';

type UseLiveSocketOptions = {
  /** null: no socket. */
  url: string | null;
  firstMessage?: string;
  /** Asked before every attempt; false stays disconnected (e.g. the session expired meanwhile). */
  canConnect?: () => boolean;
  onMessage: (message: LiveMessage) => void;
  /** A dropped connection is back: read again what may have been missed. */
  onReconnected?: () => void;
  reconnectDelay?: (attempt: number) => number;
};

export type LiveConnection = {
  status: LiveStatus;
  /** The service refused the credentials (close code 4401); no retry until they change. */
  authRefused: boolean;
  /** Try again now instead of waiting out the backoff. */
  reconnect: () => void;
};

/**
 * Keeps one LiveSocket open while `url` is set. The callbacks may change on every render;
 * the socket is opened again only when the url or the first message change.
 */
export function useLiveSocket({ url, firstMessage, ...callbacks }: UseLiveSocketOptions): LiveConnection {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [authRefused, setAuthRefused] = useState(false);
  const callbacksRef = useRef(callbacks);
  const socketRef = useRef<LiveSocket | null>(null);

  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  useEffect(() => {
    if (!url) return;
    const socket = new LiveSocket({
      target: () => (callbacksRef.current.canConnect?.() === false ? null : { url, firstMessage }),
      onMessage: (message) => callbacksRef.current.onMessage(message),
      onReconnected: () => callbacksRef.current.onReconnected?.(),
      onStatus: (next, detail) => {
        setStatus(next);
        if (next === 'connected') setAuthRefused(false);
        else if (detail.authRefused) setAuthRefused(true);
      },
      reconnectDelay: callbacksRef.current.reconnectDelay ? (n) => callbacksRef.current.reconnectDelay!(n) : undefined,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [url, firstMessage]);

  const reconnect = useCallback(() => socketRef.current?.reconnectNow(), []);

  return { status: url ? status : 'disconnected', authRefused, reconnect };
}
