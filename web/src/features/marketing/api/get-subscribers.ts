import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterSubscriber } from '@/types/api';
import { marketingKeys } from './keys';

/** GET /admin-service/sales/subscribers: confirmed, waiting and unsubscribed addresses. */
export function getSubscribers(signal?: AbortSignal): Promise<NewsletterSubscriber[]> {
  return api.get<NewsletterSubscriber[]>('/admin-service/sales/subscribers', { signal });
}

export const subscribersQueryOptions = () =>
  queryOptions({ queryKey: marketingKeys.subscribers(), queryFn: ({ signal }) => getSubscribers(signal) });

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
