import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubscribeBody = { email: string };

export function subscribe(body: SubscribeBody): Promise<{ message?: string } | null> {
  return api.post('/user-service/subscribe', body, { skipAuth: true });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
