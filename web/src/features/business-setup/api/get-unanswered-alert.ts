import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnansweredAlert } from '@/types/api';
import { setupKeys } from './keys';

/** GET /admin-service/setup/unanswered-alert: the second address mailed about an unanswered order. */
export function getUnansweredAlert(signal?: AbortSignal): Promise<UnansweredAlert> {
  return api.get<UnansweredAlert>('/admin-service/setup/unanswered-alert', { signal });
}

export const unansweredAlertQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.unansweredAlert(), queryFn: ({ signal }) => getUnansweredAlert(signal) });

export function useUnansweredAlert() {
  return useQuery(unansweredAlertQueryOptions());
}
