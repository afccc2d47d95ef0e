import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterIn, NewsletterQueued } from '@/types/api';
import { marketingKeys } from './keys';

/** POST /admin-service/sales/send-email-to-subscribers: queued for every confirmed subscriber. */
export function sendNewsletter(body: NewsletterIn): Promise<NewsletterQueued> {
  return api.post<NewsletterQueued>('/admin-service/sales/send-email-to-subscribers', body);
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketingKeys.sends() }),
  });
}
