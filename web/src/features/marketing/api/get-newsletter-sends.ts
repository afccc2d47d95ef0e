import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterIn, NewsletterPreview, NewsletterQueued, NewsletterSendProgress, NewsletterSubscriber } from '@/types/api';
import { marketingKeys } from './get-admin-promotions';

/** POST /admin-service/sales/newsletter-preview: the mail as subscribers will read it. */
export function previewNewsletter(body: NewsletterIn): Promise<NewsletterPreview> {
  return api.post<NewsletterPreview>('/admin-service/sales/newsletter-preview', body);
}

export function usePreviewNewsletter() {
  return useMutation({ mutationFn: previewNewsletter });
}

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

/** GET /admin-service/sales/newsletter-sends: past sends with their progress. */
export function getNewsletterSends(signal?: AbortSignal): Promise<NewsletterSendProgress[]> {
  return api.get<NewsletterSendProgress[]>('/admin-service/sales/newsletter-sends', { signal });
}

export const newsletterSendsQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.sends(),
    queryFn: ({ signal }) => getNewsletterSends(signal),
    // Watched live while mails are still waiting.
    refetchInterval: (query) => (query.state.data?.some((s) => s.waiting > 0) ? 1000 : false),
  });

export function useNewsletterSends() {
  return useQuery(newsletterSendsQueryOptions());
}

/** GET /admin-service/sales/subscribers: confirmed, waiting and unsubscribed addresses. */
export function getSubscribers(signal?: AbortSignal): Promise<NewsletterSubscriber[]> {
  return api.get<NewsletterSubscriber[]>('/admin-service/sales/subscribers', { signal });
}

export const subscribersQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.subscribers(), queryFn: ({ signal }) => getSubscribers(signal) });

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
