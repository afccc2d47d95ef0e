import type { Schedule, ScheduleType } from '@/types/api';
import { shopWeekday } from '@/lib/bucharest-time';
import { CLOSED_LABEL, weekRows } from '../lib/schedule';

type WeeklyScheduleProps = {
  schedules: Schedule[] | undefined;
  type?: ScheduleType;
  /** For tests; defaults to now. */
  now?: Date;
  label?: string;
};

/** Monday to Sunday with hours, 'Închis' on closed days and today highlighted. */
export function WeeklySchedule({ schedules, type = 'REGULAR', now, label = 'Programul săptămânal' }: WeeklyScheduleProps) {
  const today = shopWeekday(now);
  return (
    <dl className="schedule-card week-schedule" aria-label={label}>
      {weekRows(schedules, type).map((row) => {
        const isToday = row.day === today;
        return (
          <div
            key={row.day}
            className={`schedule-card__row${isToday ? ' week-schedule__today' : ''}${row.hours ? '' : ' week-schedule__closed'}`}
            aria-current={isToday ? 'date' : undefined}
          >
            <dt>
              {row.name}
              {isToday ? <span className="week-schedule__badge">azi</span> : null}
            </dt>
            <dd>{row.hours ?? CLOSED_LABEL}</dd>
          </div>
        );
      })}
    </dl>
  );
}
