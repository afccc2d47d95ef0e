import '../business-setup.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import type { BusinessInformation } from '@/types/api';
import { useSaveSchedule } from '../api/save-schedule';
import { saveSetup } from '../lib/save';
import { toDayValues, toSchedules } from '../lib/schedule';
import { scheduleSchema, type ScheduleValues } from '../lib/schemas';
import { HolidaysFields } from './holidays-fields';
import { SetupData } from './setup-data';
import { WeekEditor } from './week-editor';

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
        <HolidaysFields control={control} />
      </TabPanel>
      <div className="adm-actions adm-actions--sticky">
        <Button type="submit" loading={mutation.isPending}>
          Salvează programul
        </Button>
      </div>
    </form>
  );
}
