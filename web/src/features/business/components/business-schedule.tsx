import './business.css';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/spinner';
import { useBusinessInformation } from '../api/get-business-information';
import type { ScheduleType } from '@/types/api';
import { WeeklySchedule } from './weekly-schedule';

export const BUSINESS_UNAVAILABLE = 'Afisarea datelor nu e posibila momentan.';

/** The shop's weekly program from the business details (cached with the last-key). */
export function BusinessSchedule({ type = 'REGULAR' }: { type?: ScheduleType }) {
  const { data, isPending, isError } = useBusinessInformation();
  if (data) return <WeeklySchedule schedules={data.schedules} type={type} />;
  if (isPending) return <Skeleton lines={7} />;
  if (isError) return <Alert tone="error">{BUSINESS_UNAVAILABLE}</Alert>;
  return null;
}
