import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterAnswer, NewsletterConfirmed } from '@/types/api';

export type SubscribeBody = { email: string; consent?: boolean; source: 'footer' | 'popup' };

/** POST /user-service/subscribe: a confirmation mail follows (double opt-in). */
export function subscribe(body: SubscribeBody): Promise<NewsletterAnswer> {
  return api.post<NewsletterAnswer>('/user-service/subscribe', body, { skipAuth: true });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}

/** POST /user-service/newsletter/confirm: the link of the confirmation mail. */
export function confirmSubscription(token: string): Promise<NewsletterConfirmed> {
  return api.post<NewsletterConfirmed>('/user-service/newsletter/confirm', { token }, { skipAuth: true });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}

/** POST /user-service/newsletter/unsubscribe?token=: the link in every newsletter. */
export function unsubscribe(token: string): Promise<NewsletterAnswer> {
  return api.post<NewsletterAnswer>('/user-service/newsletter/unsubscribe', undefined, { params: { token }, skipAuth: true });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
