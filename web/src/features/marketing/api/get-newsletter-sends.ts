import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterSendProgress } from '@/types/api';
import { marketingKeys } from './keys';

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
