import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selectIsSignedIn, useSessionStore } from '@/stores/session';
import type { PlacedOrder } from '@/types/api';
import type { PlaceOrderBody } from './types';

/** POST /user-service/place-order with the attempt's Idempotency-Key (contract: ordering.md). */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  // The bearer token (when signed in) links the order to the account; guests order without one,
  // and so does a session that has just expired (the order is not lost to a sign-in redirect).
  const signedIn = selectIsSignedIn(useSessionStore.getState());
  return api.post<PlacedOrder>('/user-service/place-order', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    skipAuth: !signedIn,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) => placeOrder(body, key),
  });
}
