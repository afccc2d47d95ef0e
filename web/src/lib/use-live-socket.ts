import { useEffect, useRef, useState } from 'react';
import { openLiveSocket, type LiveStatus } from './live-socket';

type Handlers = {
  onMessage: (data: unknown) => void;
  onReconnect?: () => void;
};

/**
 * Keeps a reconnecting websocket open while `url` is set (null: no socket).
 * The handlers may change on every render; the socket is opened again only when the url or
 * the first message change.
 */
export function useLiveSocket(url: string | null, firstMessage: string | undefined, handlers: Handlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!url) return;
    return openLiveSocket({
      url,
      firstMessage,
      onMessage: (data) => handlersRef.current.onMessage(data),
      onReconnect: () => handlersRef.current.onReconnect?.(),
      onStatus: setStatus,
    });
  }, [url, firstMessage]);

  return url ? status : 'disconnected';
}
