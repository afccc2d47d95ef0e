import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { applyCakeMessage, refreshCakes } from './live-updates';

/** Listeners for the panel's websocket: the app hands them to the orders panel's shell. */
export function useCakeLiveUpdates() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onMessage: (message: Record<string, unknown>) => void applyCakeMessage(queryClient, message),
      onReconnected: () => refreshCakes(queryClient),
    }),
    [queryClient],
  );
}
