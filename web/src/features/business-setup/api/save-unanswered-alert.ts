import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnansweredAlert } from '@/types/api';
import { setupKeys } from './keys';

/** POST /admin-service/setup/unanswered-alert (empty clears it). */
export function saveUnansweredAlert(body: UnansweredAlert): Promise<UnansweredAlert> {
  return api.post<UnansweredAlert>('/admin-service/setup/unanswered-alert', body);
}

export function useSaveUnansweredAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUnansweredAlert, onSuccess: (answer) => queryClient.setQueryData(setupKeys.unansweredAlert(), answer) });
}
