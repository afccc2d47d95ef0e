import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, FormField, Input, Textarea } from '@/components/ui';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useBusinessInformation } from '../api/get-business-information';
import { useRemovePickupLocations } from '../api/remove-pickup-locations';
import { useSaveAddress } from '../api/save-address';
import { useSavePickupLocations } from '../api/save-pickup-locations';
import type { BusinessInformation, PickupLocation } from '../api/types';
import { MSG } from '../lib/messages';
import { addressSchema, pointsSchema, type AddressValues, type PointsValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-location: the address and the working/pickup points. */
export function LocationForms() {
  const query = useBusinessInformation();
  return (
    <SetupData query={query}>
      {(info) => (
        <div className="adm-stack">
          <AddressForm info={info} />
          <PointsForm initial={info.pickupLocations ?? []} />
        </div>
      )}
    </SetupData>
  );
}

const ADDRESS_FIELDS = ['county', 'address', 'streetNumber', 'city', 'postalCode', 'country'] as const;

function AddressForm({ info }: { info: BusinessInformation }) {
  const mutation = useSaveAddress();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: {
      county: info.county ?? '',
      address: info.address ?? '',
      streetNumber: info.streetNumber ?? '',
      city: info.city ?? '',
      postalCode: info.postalCode ?? '',
      country: info.country || 'România',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset(values);
      toast.success(MSG.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, sameNames<AddressValues>(ADDRESS_FIELDS));
      notifyError(error);
    }
  });

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="address-title">
      <h2 className="adm-card__title" id="address-title">
        Adresa
      </h2>
      <div className="form__row">
        <FormField id="address-county" label="Județ" error={errors.county?.message}>
          <Input autoComplete="address-level1" {...register('county')} />
        </FormField>
        <FormField id="address-city" label="Localitate" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="address-street" label="Strada" error={errors.address?.message}>
          <Input autoComplete="address-line1" {...register('address')} />
        </FormField>
        <FormField id="address-number" label="Număr" error={errors.streetNumber?.message}>
          <Input {...register('streetNumber')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="address-postal" label="Cod poștal" error={errors.postalCode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('postalCode')} />
        </FormField>
        <FormField id="address-country" label="Țară" error={errors.country?.message}>
          <Input autoComplete="country-name" {...register('country')} />
        </FormField>
      </div>
      <div className="adm-actions">
        <Button type="submit" loading={mutation.isPending}>
          Salvează adresa
        </Button>
      </div>
    </form>
  );
}

function toPointValues(locations: PickupLocation[]): PointsValues {
  return {
    points: locations.map((l) => ({
      locationId: l.id ?? null,
      pickupLocationName: l.pickupLocationName ?? '',
      pickupLocationDescription: l.pickupLocationDescription ?? '',
    })),
  };
}

function PointsForm({ initial }: { initial: PickupLocation[] }) {
  const save = useSavePickupLocations();
  const remove = useRemovePickupLocations();
  const [savedIds, setSavedIds] = useState<number[]>(() => initial.flatMap((l) => (l.id == null ? [] : [l.id])));
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PointsValues>({
    resolver: zodResolver(pointsSchema),
    mode: 'onTouched',
    defaultValues: toPointValues(initial),
  });
  const { fields, append, remove: removeRow } = useFieldArray({ control, name: 'points' });
  const pending = save.isPending || remove.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const kept = new Set(values.points.map((p) => p.locationId));
    const removedIds = savedIds.filter((id) => !kept.has(id));
    try {
      let current: PickupLocation[] | null = null;
      if (removedIds.length > 0) {
        current = await remove.mutateAsync(removedIds);
        // Already gone on the server: a retry after a later failure must not remove them again.
        setSavedIds((ids) => ids.filter((id) => !removedIds.includes(id)));
      }
      if (values.points.length > 0) {
        current = await save.mutateAsync(
          values.points.map((p) => ({
            ...(p.locationId != null ? { id: p.locationId } : {}),
            pickupLocationName: p.pickupLocationName.trim(),
            pickupLocationDescription: p.pickupLocationDescription.trim(),
          })),
        );
      }
      const next = Array.isArray(current) ? current : [];
      setSavedIds(next.flatMap((l) => (l.id == null ? [] : [l.id])));
      reset(toPointValues(next));
      toast.success(MSG.pointsSaved);
    } catch (error) {
      applyServerFieldErrors(error, setError, (key) => {
        const m = /^(?:points\.)?(\d+)\.(pickupLocationName|pickupLocationDescription)$/.exec(key);
        return m ? (`points.${Number(m[1])}.${m[2]}` as `points.${number}.pickupLocationName`) : null;
      });
      notifyError(error);
    }
  });

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="points-title">
      <div>
        <h2 className="adm-card__title" id="points-title">
          Puncte de lucru
        </h2>
        <p className="adm-card__lead">Locațiile din care clienții pot ridica produsele comandate.</p>
      </div>
      {fields.length === 0 ? <p className="adm-muted">Nu există puncte de lucru definite.</p> : null}
      <ol className="adm-rows">
        {fields.map((field, index) => (
          <li key={field.id} className="adm-rows__item">
            <fieldset className="adm-rows__fieldset">
              <legend className="adm-rows__legend">Punctul de lucru {index + 1}</legend>
              <FormField
                id={`point-${field.id}-name`}
                label="Denumire punct de lucru"
                error={errors.points?.[index]?.pickupLocationName?.message}
              >
                <Input {...register(`points.${index}.pickupLocationName`)} />
              </FormField>
              <FormField
                id={`point-${field.id}-description`}
                label="Descriere"
                error={errors.points?.[index]?.pickupLocationDescription?.message}
              >
                <Textarea rows={2} {...register(`points.${index}.pickupLocationDescription`)} />
              </FormField>
              <div>
                <Button variant="ghost" size="sm" onClick={() => removeRow(index)} aria-label={`Elimină punctul de lucru ${index + 1}`}>
                  Elimină
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="adm-actions adm-actions--split">
        <Button
          variant="secondary"
          onClick={() => append({ locationId: null, pickupLocationName: '', pickupLocationDescription: '' })}
        >
          Adaugă punct de lucru
        </Button>
        <Button type="submit" loading={pending}>
          Salvează punctele de lucru
        </Button>
      </div>
    </form>
  );
}
