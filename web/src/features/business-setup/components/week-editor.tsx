import { useState } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ScheduleType } from '@/types/api';
import { MSG } from '../lib/messages';
import { copyDayToAll, DAYS, SCHEDULE_GROUP_LABELS } from '../lib/schedule';
import type { ScheduleValues } from '../lib/schemas';

type WeekEditorProps = {
  type: ScheduleType;
  register: UseFormRegister<ScheduleValues>;
  errors: FieldErrors<ScheduleValues>;
  getValues: UseFormGetValues<ScheduleValues>;
  setValue: UseFormSetValue<ScheduleValues>;
};

/** The seven days of one schedule type, with "same for all days". */
export function WeekEditor({ type, register, errors, getValues, setValue }: WeekEditorProps) {
  const group = SCHEDULE_GROUP_LABELS[type];
  const [lastEdited, setLastEdited] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const titleId = `week-${type}-title`;

  const markEdited = (day: number) => {
    setLastEdited(day);
    setNotice(null);
  };

  const copyToAll = () => {
    const next = copyDayToAll(getValues(type), lastEdited);
    if (!next) {
      setNotice({ tone: 'error', text: MSG.noHoursToCopy });
      return;
    }
    next.forEach((d, i) => {
      setValue(`${type}.${i}.openingTime`, d.openingTime, { shouldDirty: true, shouldValidate: true });
      setValue(`${type}.${i}.closingTime`, d.closingTime, { shouldDirty: true, shouldValidate: true });
    });
    setNotice({ tone: 'success', text: MSG.hoursCopied });
  };

  return (
    <section className="card adm-week" aria-labelledby={titleId}>
      <h2 className="adm-card__title" id={titleId}>
        {type === 'REGULAR' ? 'Programul afacerii' : group}
      </h2>
      <div className="adm-week__head" aria-hidden="true">
        <span>Zi</span>
        <span>Deschis</span>
        <span>De la</span>
        <span>Până la</span>
      </div>
      <ul className="adm-week__rows">
        {DAYS.map(({ day, label }, i) => {
          const e = errors[type]?.[i];
          const error = e?.openingTime?.message ?? e?.closingTime?.message;
          const errorId = error ? `week-${type}-${day}-error` : undefined;
          return (
            <li key={day} className="adm-week__row">
              <span className="adm-week__day">{label}</span>
              <label className="adm-week__open">
                <input
                  type="checkbox"
                  className="checkbox__input"
                  aria-label={`${group}: ${label}, deschis`}
                  {...register(`${type}.${i}.open`, { onChange: () => markEdited(day) })}
                />
                <span aria-hidden="true">Deschis</span>
              </label>
              <Input
                type="time"
                className="adm-week__time"
                aria-label={`${group}: ${label}, ora de deschidere`}
                invalid={Boolean(e?.openingTime)}
                aria-describedby={errorId}
                {...register(`${type}.${i}.openingTime`, { onChange: () => markEdited(day) })}
              />
              <Input
                type="time"
                className="adm-week__time"
                aria-label={`${group}: ${label}, ora de închidere`}
                invalid={Boolean(e?.closingTime)}
                aria-describedby={errorId}
                {...register(`${type}.${i}.closingTime`, { onChange: () => markEdited(day) })}
              />
              {error ? (
                <p className="field__error adm-week__error" id={errorId} role="alert">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="adm-week__footer">
        <Button variant="secondary" onClick={copyToAll} aria-label={`Același program pentru toate zilele – ${group}`}>
          Același program pentru toate zilele
        </Button>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </section>
  );
}
