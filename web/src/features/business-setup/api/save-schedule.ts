import { api } from '@/lib/api-client';
import type { BusinessInformation, ScheduleBody } from '@/types/api';
import { useSetupMutation } from './use-setup-mutation';

export function saveSchedule(body: ScheduleBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/restaurant-schedule', body);
}

export function useSaveSchedule() {
  return useSetupMutation(saveSchedule);
}
