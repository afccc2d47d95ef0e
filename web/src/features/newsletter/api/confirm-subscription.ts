import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterConfirmed } from '@/types/api';

/** POST /user-service/newsletter/confirm: the link of the confirmation mail. */
export function confirmSubscription(token: string): Promise<NewsletterConfirmed> {
  return api.post<NewsletterConfirmed>('/user-service/newsletter/confirm', { token }, { skipAuth: true });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
