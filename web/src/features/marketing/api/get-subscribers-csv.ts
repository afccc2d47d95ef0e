import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './keys';

/** GET /admin-service/sales/subscribers.csv: the subscribers as a spreadsheet file (text/csv). */
export function getSubscribersCsv(signal?: AbortSignal): Promise<string> {
  return api.get<string>('/admin-service/sales/subscribers.csv', { headers: { Accept: 'text/csv' }, signal });
}

export const subscribersCsvQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.subscribersCsv(),
    queryFn: ({ signal }) => getSubscribersCsv(signal),
    // Read when the export button is pressed, and each time anew: every signup changes the file.
    staleTime: 0,
    gcTime: 0,
  });

/** The export button's read: resolves with the CSV as the server makes it now. */
export function useSubscribersCsv() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(subscribersCsvQueryOptions());
}
