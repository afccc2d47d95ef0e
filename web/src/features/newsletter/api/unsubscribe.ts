import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterAnswer } from '@/types/api';

/** POST /user-service/newsletter/unsubscribe?token=: the link in every newsletter. */
export function unsubscribe(token: string): Promise<NewsletterAnswer> {
  return api.post<NewsletterAnswer>('/user-service/newsletter/unsubscribe', undefined, { params: { token }, skipAuth: true });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
