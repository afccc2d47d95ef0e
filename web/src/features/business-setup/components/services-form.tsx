import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CardForm } from '@/components/ui/card-form';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useSaveServices } from '../api/save-services';
import type { BusinessInformation } from '@/types/api';
import type { ServiceKey, ServicesFields } from '../api/types';
import { saveSetup } from '../lib/save';
import { serviceSchema, type ServiceValues } from '../lib/schemas';
import {
  ALL_SERVICE_FIELD_NAMES,
  formatAdvance,
  parseAdvance,
  SERVICE_FIELDS,
  SERVICE_KEYS,
  SERVICE_LABELS,
  TIME_UNITS,
  toServiceKey,
} from '../lib/services';
import { SetupData } from './setup-data';

const TAB_PREFIX = 'services';

/** set-services?service=pickup|delivery|booking|pre-orders: one service per tab. */
export function ServicesForm() {
  const [params, setParams] = useSearchParams();
  const service = toServiceKey(params.get('service'));
  return (
    <div>
      <Tabs
        idPrefix={TAB_PREFIX}
        label="Servicii"
        items={SERVICE_KEYS.map((k) => ({ id: k, label: SERVICE_LABELS[k] }))}
        value={service}
        onChange={(next) => setParams({ service: next }, { replace: true })}
      />
      <TabPanel idPrefix={TAB_PREFIX} id={service} active>
        <SetupData>{(info) => <ServiceFormBody key={service} service={service} info={info} />}</SetupData>
      </TabPanel>
    </div>
  );
}

function toValues(info: BusinessInformation, service: ServiceKey): ServiceValues {
  const f = SERVICE_FIELDS[service];
  const min = parseAdvance(info[f.min] as string | null, 'minute');
  const max = parseAdvance(info[f.max] as string | null, 'zile');
  return {
    enabled: Boolean(info[f.enabled]),
    asap: Boolean(info[f.asap]),
    minAmount: min.amount,
    minUnit: min.unit,
    maxDays: max.amount,
  };
}

/** The whole services body: the other services as loaded, this one from the form (times empty when off). */
function buildServicesBody(info: BusinessInformation, service: ServiceKey, values: ServiceValues): ServicesFields {
  const body = Object.fromEntries(ALL_SERVICE_FIELD_NAMES.map((name) => [name, info[name] ?? null])) as ServicesFields;
  const f = SERVICE_FIELDS[service];
  return {
    ...body,
    [f.enabled]: values.enabled,
    [f.asap]: values.asap,
    [f.min]: values.enabled ? formatAdvance(values.minAmount, values.minUnit) : '',
    [f.max]: values.enabled ? formatAdvance(values.maxDays, 'zile') : '',
  };
}

function ServiceFormBody({ service, info }: { service: ServiceKey; info: BusinessInformation }) {
  const mutation = useSaveServices();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ServiceValues>({
    resolver: zodResolver(serviceSchema),
    mode: 'onTouched',
    defaultValues: toValues(info, service),
  });
  const enabled = useWatch({ control, name: 'enabled' });
  const label = SERVICE_LABELS[service];

  const onSubmit = handleSubmit((values) =>
    saveSetup(async () => {
      const saved = await mutation.mutateAsync(buildServicesBody(info, service, values));
      reset(saved && typeof saved === 'object' && 'pickupEnabled' in saved ? toValues(saved, service) : values);
    }),
  );

  return (
    <CardForm onSubmit={onSubmit} aria-label={label} submitLabel="Salvează" pending={mutation.isPending} actionsClassName="adm-actions">
      <h2 className="adm-card__title">{label}</h2>
      <Switch id={`service-${service}-enabled`} label="Serviciu activ" {...register('enabled')} />
      <Switch
        id={`service-${service}-asap`}
        label="Cât mai curând posibil"
        hint="Clienții pot cere ca pregătirea să înceapă imediat."
        disabled={!enabled}
        {...register('asap')}
      />
      <div className="adm-inline">
        <FormField
          id={`service-${service}-min`}
          label="Timp minim în avans"
          className="adm-inline__grow"
          error={errors.minAmount?.message}
        >
          <Input type="number" inputMode="numeric" min={1} step={1} disabled={!enabled} {...register('minAmount')} />
        </FormField>
        <FormField id={`service-${service}-unit`} label="Unitate">
          <Select disabled={!enabled} {...register('minUnit')}>
            {TIME_UNITS.map((u) => (
              <option key={u.value} value={u.value}>
                {u.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        id={`service-${service}-max`}
        label="Timp maxim în avans (zile)"
        hint="Cu câte zile înainte se poate programa cel mult."
        error={errors.maxDays?.message}
      >
        <Input type="number" inputMode="numeric" min={1} step={1} disabled={!enabled} {...register('maxDays')} />
      </FormField>
      {!enabled ? <p className="adm-muted">Serviciul este oprit: timpii în avans se trimit goi.</p> : null}
    </CardForm>
  );
}
