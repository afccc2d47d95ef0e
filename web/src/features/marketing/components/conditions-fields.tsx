import { Checkbox, Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';

/** The conditions an owner sets on a promotion (days, hours, first order, uses), as the form holds them. */
export type Conditions = {
  weekdays: number[];
  hoursFrom: string;
  hoursTo: string;
  method: string;
  forLater: boolean;
  firstOrder: boolean;
  maxUses: string;
  maxUsesPerCustomer: string;
};

type ConditionRow = { conditionType: string; conditionValue?: string | null };

const DAYS = ['luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă', 'duminică'];

export function conditionsOf(rows: ConditionRow[]): Conditions {
  const value = (type: string) => rows.find((r) => r.conditionType === type)?.conditionValue ?? '';
  const [hoursFrom = '', hoursTo = ''] = value('HOURS').split('-');
  return {
    weekdays: value('WEEKDAYS')
      .split(',')
      .filter(Boolean)
      .map(Number),
    hoursFrom,
    hoursTo,
    method: value('DELIVERY_METHOD'),
    forLater: rows.some((r) => r.conditionType === 'PRE_ORDER_ONLY'),
    firstOrder: rows.some((r) => r.conditionType === 'FIRST_ORDER'),
    maxUses: value('MAX_USES'),
    maxUsesPerCustomer: value('MAX_USES_PER_CUSTOMER'),
  };
}

export function conditionsToBody(c: Conditions): ConditionRow[] {
  const rows: ConditionRow[] = [];
  if (c.weekdays.length) rows.push({ conditionType: 'WEEKDAYS', conditionValue: [...c.weekdays].sort().join(',') });
  if (c.hoursFrom || c.hoursTo) rows.push({ conditionType: 'HOURS', conditionValue: `${c.hoursFrom}-${c.hoursTo}` });
  if (c.method) rows.push({ conditionType: 'DELIVERY_METHOD', conditionValue: c.method });
  if (c.forLater) rows.push({ conditionType: 'PRE_ORDER_ONLY', conditionValue: null });
  if (c.firstOrder) rows.push({ conditionType: 'FIRST_ORDER', conditionValue: null });
  if (c.maxUses) rows.push({ conditionType: 'MAX_USES', conditionValue: c.maxUses });
  if (c.maxUsesPerCustomer) rows.push({ conditionType: 'MAX_USES_PER_CUSTOMER', conditionValue: c.maxUsesPerCustomer });
  return rows;
}

/** Weekdays, hours, delivery method, orders for later, first order, uses in all and per customer. */
export function ConditionsFields({
  value,
  onChange,
  errors,
}: {
  value: Conditions;
  onChange: (next: Conditions) => void;
  errors: Record<string, string>;
}) {
  const set = <K extends keyof Conditions>(key: K, v: Conditions[K]) => onChange({ ...value, [key]: v });
  const conditionError = Object.entries(errors).find(([key]) => key.startsWith('conditions'))?.[1];
  return (
    <Section title="Condiții (opțional)">
      {conditionError ? <p className="field__error">{conditionError}</p> : null}
      <fieldset className="promo-days">
        <legend>Zilele săptămânii</legend>
        {DAYS.map((day, index) => (
          <Checkbox
            key={day}
            id={`promo-day-${index + 1}`}
            label={day}
            checked={value.weekdays.includes(index + 1)}
            onChange={(e) =>
              set('weekdays', e.target.checked ? [...value.weekdays, index + 1] : value.weekdays.filter((d) => d !== index + 1))
            }
          />
        ))}
      </fieldset>
      <div className="form__row">
        <FormField id="promo-hours-from" label="De la ora">
          <Input type="time" value={value.hoursFrom} onChange={(e) => set('hoursFrom', e.target.value)} />
        </FormField>
        <FormField id="promo-hours-to" label="Până la ora">
          <Input type="time" value={value.hoursTo} onChange={(e) => set('hoursTo', e.target.value)} />
        </FormField>
        <FormField id="promo-method" label="Doar pentru">
          <Select value={value.method} onChange={(e) => set('method', e.target.value)}>
            <option value="">Orice metodă</option>
            <option value="PICKUP">Ridicare personală</option>
            <option value="DELIVERY">Livrare la domiciliu</option>
            <option value="RESTAURANT">La restaurant</option>
          </Select>
        </FormField>
      </div>
      <Checkbox id="promo-later" label="Doar comenzile programate pentru mai târziu" checked={value.forLater} onChange={(e) => set('forLater', e.target.checked)} />
      <Checkbox id="promo-first" label="Doar la prima comandă a clientului" checked={value.firstOrder} onChange={(e) => set('firstOrder', e.target.checked)} />
      <div className="form__row">
        <FormField id="promo-max-uses" label="Utilizări în total (opțional)">
          <Input type="number" min={1} step={1} value={value.maxUses} onChange={(e) => set('maxUses', e.target.value)} />
        </FormField>
        <FormField id="promo-max-uses-customer" label="Utilizări per client (opțional)">
          <Input type="number" min={1} step={1} value={value.maxUsesPerCustomer} onChange={(e) => set('maxUsesPerCustomer', e.target.value)} />
        </FormField>
      </div>
    </Section>
  );
}
