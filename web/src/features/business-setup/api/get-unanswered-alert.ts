import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnansweredAlert } from '@/types/api';

const KEY = ['admin-service', 'setup', 'unanswered-alert'] as const;

/** GET /admin-service/setup/unanswered-alert: the second address mailed about an unanswered order. */
export function getUnansweredAlert(signal?: AbortSignal): Promise<UnansweredAlert> {
  return api.get<UnansweredAlert>('/admin-service/setup/unanswered-alert', { signal });
}

export function useUnansweredAlert() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => getUnansweredAlert(signal) });
}

/** POST /admin-service/setup/unanswered-alert (empty clears it). */
export function saveUnansweredAlert(body: UnansweredAlert): Promise<UnansweredAlert> {
  return api.post<UnansweredAlert>('/admin-service/setup/unanswered-alert', body);
}

export function useSaveUnansweredAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUnansweredAlert, onSuccess: (answer) => queryClient.setQueryData(KEY, answer) });
}
