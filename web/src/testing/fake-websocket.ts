import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A WebSocket stand-in at the network boundary; tests drive the server side. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  sent: string[] = [];
  closedByClient = false;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closedByClient = true;
    this.readyState = FakeWebSocket.CLOSED;
  }

  // ---- the server side ----
  serverOpen() {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  serverSend(message: unknown) {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
    });
  }

  serverClose(code = 1006) {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onerror?.(new Event('error'));
      this.onclose?.({ code, reason: '', wasClean: false } as CloseEvent);
    });
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('no websocket was opened');
    return socket;
  }
}

export function stubWebSocket() {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}
