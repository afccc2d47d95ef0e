import type { ReactNode } from 'react';
import { OrdersRealtimeProvider } from '../realtime/realtime-context';
import { NewOrderModal } from './new-order-modal';
import { WelcomeModal } from './welcome-modal';
import '../orders-panel.css';

type OrdersPanelShellProps = {
  children: ReactNode;
  /** Tests shorten the reconnect backoff. */
  reconnectDelay?: (attempt: number) => number;
};

/** Wraps the whole /comenzi area: one real-time connection, the welcome message and the new-order alert. */
export function OrdersPanelShell({ children, reconnectDelay }: OrdersPanelShellProps) {
  return (
    <OrdersRealtimeProvider reconnectDelay={reconnectDelay}>
      {children}
      <WelcomeModal />
      <NewOrderModal />
    </OrdersRealtimeProvider>
  );
}
