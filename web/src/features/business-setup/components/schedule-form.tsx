import '../business-setup.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useFieldArray,
  useForm,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormGetValues,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { todayIso } from '@/lib/bucharest-time';
import { useSaveSchedule } from '../api/save-schedule';
import type { BusinessInformation, ScheduleType } from '@/types/api';
import { MSG } from '../lib/messages';
import { saveSetup } from '../lib/save';
import { copyDayToAll, DAYS, SCHEDULE_GROUP_LABELS, toDayValues, toSchedules } from '../lib/schedule';
import { scheduleSchema, type ScheduleValues } from '../lib/schemas';
import { SetupData } from './setup-data';

type TabId = 'program' | 'comenzi' | 'sarbatori';
const TAB_PREFIX = 'schedule';

/** set-schedule: regular hours, the order hours (pickup and delivery) and holidays. */
export function ScheduleForm() {
  return <SetupData>{(info) => <ScheduleFormBody info={info} />}</SetupData>;
}

function toValues(info: BusinessInformation): ScheduleValues {
  return {
    REGULAR: toDayValues(info.schedules, 'REGULAR'),
    PICKUP: toDayValues(info.schedules, 'PICKUP'),
    DELIVERY: toDayValues(info.schedules, 'DELIVERY'),
    holidays: (info.holidaySchedules ?? []).map((h) => ({
      holidayId: h.id ?? null,
      name: h.name ?? '',
      notificationMessage: h.notificationMessage ?? '',
      startDate: h.startDate ?? '',
      endDate: h.endDate ?? '',
      savedStartDate: h.startDate ?? '',
      savedEndDate: h.endDate ?? '',
    })),
  };
}

/** Dotted path of the first field with a message, in form order. */
function firstErrorPath(errors: unknown, prefix = ''): string | null {
  if (!errors || typeof errors !== 'object') return null;
  if ('message' in errors && typeof (errors as { message?: unknown }).message === 'string') return prefix || null;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || key === 'type' || key === 'root') continue;
    const path = firstErrorPath(value, prefix ? `${prefix}.${key}` : key);
    if (path) return path;
  }
  return null;
}

function tabOfErrors(errors: FieldErrors<ScheduleValues>): TabId {
  if (errors.REGULAR) return 'program';
  if (errors.PICKUP || errors.DELIVERY) return 'comenzi';
  return 'sarbatori';
}

function ScheduleFormBody({ info }: { info: BusinessInformation }) {
  const mutation = useSaveSchedule();
  const [tab, setTab] = useState<TabId>('program');
  const focusPath = useRef<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<ScheduleValues>({
    resolver: zodResolver(scheduleSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: toValues(info),
  });
  const holidays = useFieldArray({ control, name: 'holidays' });

  // After an invalid submit the tab with the first error opens, then its field gets focus.
  useEffect(() => {
    if (!focusPath.current) return;
    setFocus(focusPath.current as 'holidays');
    focusPath.current = null;
  });

  // Built at submit time: the handlers touch refs, which is not allowed while rendering.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      async (values) => {
        const body = {
          schedules: [
            ...toSchedules('REGULAR', values.REGULAR),
            ...toSchedules('PICKUP', values.PICKUP),
            ...toSchedules('DELIVERY', values.DELIVERY),
          ],
          holidaySchedules: values.holidays.map((h) => ({
            ...(h.holidayId != null ? { id: h.holidayId } : {}),
            name: h.name.trim(),
            notificationMessage: h.notificationMessage.trim(),
            startDate: h.startDate,
            endDate: h.endDate,
          })),
        };
        await saveSetup(async () => {
          const saved = await mutation.mutateAsync(body);
          reset(saved && Array.isArray(saved.schedules) ? toValues(saved) : values);
        });
      },
      (formErrors) => {
        setTab(tabOfErrors(formErrors));
        focusPath.current = firstErrorPath(formErrors);
      },
    )(event);

  const tabs = [
    { id: 'program' as const, label: 'Program', invalid: Boolean(errors.REGULAR) },
    { id: 'comenzi' as const, label: 'Program comenzi', invalid: Boolean(errors.PICKUP || errors.DELIVERY) },
    { id: 'sarbatori' as const, label: 'Sărbători', invalid: Boolean(errors.holidays) },
  ];

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Program">
      <Tabs idPrefix={TAB_PREFIX} items={tabs} value={tab} onChange={setTab} label="Tipul programului" />
      <TabPanel idPrefix={TAB_PREFIX} id="program" active={tab === 'program'}>
        <WeekEditor type="REGULAR" register={register} errors={errors} getValues={getValues} setValue={setValue} />
      </TabPanel>
      <TabPanel idPrefix={TAB_PREFIX} id="comenzi" active={tab === 'comenzi'}>
        <div className="adm-stack">
          <WeekEditor type="PICKUP" register={register} errors={errors} getValues={getValues} setValue={setValue} />
          <WeekEditor type="DELIVERY" register={register} errors={errors} getValues={getValues} setValue={setValue} />
        </div>
      </TabPanel>
      <TabPanel idPrefix={TAB_PREFIX} id="sarbatori" active={tab === 'sarbatori'}>
        <section className="card form" aria-labelledby="holidays-title">
          <div>
            <h2 className="adm-card__title" id="holidays-title">
              Sărbători
            </h2>
            <p className="adm-card__lead">Zilele în care programul se schimbă; clienții văd mesajul vostru.</p>
          </div>
          {holidays.fields.length === 0 ? <p className="adm-muted">Nu există sărbători definite.</p> : null}
          <ol className="adm-rows">
            {holidays.fields.map((field, index) => (
              <li key={field.id} className="adm-rows__item">
                <fieldset className="adm-rows__fieldset">
                  <legend className="adm-rows__legend">Sărbătoarea {index + 1}</legend>
                  <TextField control={control} name={`holidays.${index}.name`} id={`holiday-${field.id}-name`} label="Denumire" />
                  <TextAreaField
                    control={control}
                    name={`holidays.${index}.notificationMessage`}
                    id={`holiday-${field.id}-message`}
                    label="Mesaj pentru clienți"
                    rows={2}
                  />
                  <div className="form__row">
                    <TextField
                      control={control}
                      name={`holidays.${index}.startDate`}
                      id={`holiday-${field.id}-start`}
                      label="Data de început"
                      type="date"
                      min={todayIso()}
                    />
                    <TextField
                      control={control}
                      name={`holidays.${index}.endDate`}
                      id={`holiday-${field.id}-end`}
                      label="Data de sfârșit"
                      type="date"
                      min={todayIso()}
                    />
                  </div>
                  <div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => holidays.remove(index)}
                      aria-label={`Șterge sărbătoarea ${index + 1}`}
                    >
                      Șterge
                    </Button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                holidays.append({
                  holidayId: null,
                  name: '',
                  notificationMessage: '',
                  startDate: '',
                  endDate: '',
                  savedStartDate: '',
                  savedEndDate: '',
                })
              }
            >
              Adaugă sărbătoare
            </Button>
          </div>
        </section>
      </TabPanel>
      <div className="adm-actions adm-actions--sticky">
        <Button type="submit" loading={mutation.isPending}>
          Salvează programul
        </Button>
      </div>
    </form>
  );
}

type WeekEditorProps = {
  type: ScheduleType;
  register: UseFormRegister<ScheduleValues>;
  errors: FieldErrors<ScheduleValues>;
  getValues: UseFormGetValues<ScheduleValues>;
  setValue: UseFormSetValue<ScheduleValues>;
};

/** The seven days of one schedule type, with "same for all days". */
function WeekEditor({ type, register, errors, getValues, setValue }: WeekEditorProps) {
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
