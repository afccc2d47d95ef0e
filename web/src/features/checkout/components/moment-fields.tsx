import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Select } from '@/components/ui/select';
import type { DaySlots } from '../lib/moments';
import { ASAP_LABEL, LATER_LABEL, MSG } from '../lib/messages';
import type { CheckoutValues } from '../lib/schema';

type MomentFieldsProps = {
  slots: DaySlots[];
  asapAllowed: boolean;
  /** The service allows ASAP in general (only closed now). */
  asapClosedNow: boolean;
};

/** 'Când?': as soon as possible (when allowed and open now) or a day and a 15-minute slot. */
export function MomentFields({ slots, asapAllowed, asapClosedNow }: MomentFieldsProps) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const when = useWatch<CheckoutValues, 'when'>({ name: 'when' });
  const date = useWatch<CheckoutValues, 'date'>({ name: 'date' });
  const later = !asapAllowed || when === 'later';
  const day = slots.find((d) => d.date === date) ?? null;

  // Keep the choice among what is offered: a day that left the list, a time not on the day.
  // ('when' is left alone: without ASAP it simply reads as a chosen moment.)
  useEffect(() => {
    const current = getValues('date');
    if (later && slots.length && !slots.some((d) => d.date === current)) setValue('date', slots[0].date);
  }, [asapAllowed, later, slots, getValues, setValue]);
  useEffect(() => {
    const time = getValues('time');
    if (time && !(day?.slots ?? []).some((s) => s.time === time)) setValue('time', '');
  }, [day, getValues, setValue]);

  if (!asapAllowed && slots.length === 0) {
    return (
      <div className="checkout-section__body">
        <Alert tone="error">{MSG.noMoments}</Alert>
      </div>
    );
  }

  return (
    <div className="checkout-section__body">
      {asapAllowed ? (
        <ChoiceGroup
          id="checkout-when"
          legend="Când dorești comanda?"
          field={register('when')}
          options={[
            { value: 'asap', label: ASAP_LABEL, description: 'O pregătim imediat ce o confirmăm.' },
            { value: 'later', label: LATER_LABEL, description: slots.length ? 'Programează ziua și ora.' : 'Nu mai sunt intervale libere.', disabled: slots.length === 0 },
          ]}
        />
      ) : asapClosedNow ? (
        <p className="field__hint">Acum suntem închiși: alege ziua și ora la care dorești comanda.</p>
      ) : null}
      {later && slots.length ? (
        <div className="form__row">
          <FormField id="checkout-date" label="Ziua" error={errors.date?.message}>
            <Select {...register('date')}>
              <option value="">Alege ziua</option>
              {slots.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="checkout-time" label="Ora" error={errors.time?.message} hint="Intervale de 15 minute, ora României.">
            <Select {...register('time')} disabled={!day}>
              <option value="">Alege ora</option>
              {(day?.slots ?? []).map((s) => (
                <option key={s.time} value={s.time}>
                  {s.time}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      ) : null}
    </div>
  );
}
