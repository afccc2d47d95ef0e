import type { QueryClient } from '@tanstack/react-query';
import { cakeKeys } from '../api/keys';

/**
 * The panel's websocket says a custom cake request changed ({type: "CAKE_REQUEST", id, status}):
 * the lists and the waiting count refetch, and so does that request if it is open. Answers
 * whether the message was one of ours.
 */
export function applyCakeMessage(queryClient: QueryClient, message: Record<string, unknown>): boolean {
  if (message.type !== 'CAKE_REQUEST') return false;
  void queryClient.invalidateQueries({ queryKey: cakeKeys.lists() });
  const id = message.id;
  if (typeof id === 'number' || typeof id === 'string') void queryClient.invalidateQueries({ queryKey: cakeKeys.detail(id) });
  else void queryClient.invalidateQueries({ queryKey: cakeKeys.details() });
  return true;
}

/** After the websocket came back, requests may have changed meanwhile: read everything again. */
export function refreshCakes(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: cakeKeys.all });
}
