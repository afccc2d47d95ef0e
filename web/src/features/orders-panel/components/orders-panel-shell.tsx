import type { ReactNode } from 'react';
import type { LiveMessage } from '@/lib/live-socket';
import { OrdersRealtimeProvider } from '../realtime/realtime-context';
import { NewOrderModal } from './new-order-modal';
import { WelcomeModal } from './welcome-modal';
import '../orders-panel.css';

type OrdersPanelShellProps = {
  children: ReactNode;
  /** Tests shorten the reconnect backoff. */
  reconnectDelay?: (attempt: number) => number;
  /** The app's listeners on the panel's one websocket (e.g. custom cakes refetching on their messages). */
  onMessage?: (message: LiveMessage) => void;
  onReconnected?: () => void;
};

/** Wraps the whole /comenzi area: one real-time connection, the welcome message and the new-order alert. */
export function OrdersPanelShell({ children, reconnectDelay, onMessage, onReconnected }: OrdersPanelShellProps) {
  return (
    <OrdersRealtimeProvider reconnectDelay={reconnectDelay} onMessage={onMessage} onReconnected={onReconnected}>
      {children}
      <WelcomeModal />
      <NewOrderModal />
    </OrdersRealtimeProvider>
  );
}
