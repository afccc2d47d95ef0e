import { api } from '@/lib/api-client';
import type { BusinessInformation, HolidaySchedule, Schedule } from './types';
import { useSetupMutation } from './use-setup-mutation';

export type ScheduleBody = { schedules: Schedule[]; holidaySchedules: HolidaySchedule[] };

export function saveSchedule(body: ScheduleBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/restaurant-schedule', body);
}

export function useSaveSchedule() {
  return useSetupMutation(saveSchedule);
}
