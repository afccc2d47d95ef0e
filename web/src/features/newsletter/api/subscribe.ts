import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterAnswer } from '@/types/api';

export type SubscribeBody = { email: string; consent?: boolean; source: 'footer' | 'popup' };

/** POST /user-service/subscribe: a confirmation mail follows (double opt-in). */
export function subscribe(body: SubscribeBody): Promise<NewsletterAnswer> {
  return api.post<NewsletterAnswer>('/user-service/subscribe', body, { skipAuth: true });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
