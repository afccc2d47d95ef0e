import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { CardForm } from '@/components/ui/card-form';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { useRemovePickupLocations } from '../api/remove-pickup-locations';
import { useSaveAddress } from '../api/save-address';
import { useSavePickupLocations } from '../api/save-pickup-locations';
import type { BusinessInformation, PickupLocation } from '@/types/api';
import { MSG } from '../lib/messages';
import { coordinateBody, coordinateText } from '../lib/places';
import { saveSetup } from '../lib/save';
import { addressSchema, pointsSchema, type AddressValues, type PointsValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-location: the address and the working/pickup points. */
export function LocationForms() {
  return (
    <SetupData>
      {(info) => (
        <div className="adm-stack">
          <AddressForm info={info} />
          <PointsForm initial={info.pickupLocations ?? []} />
        </div>
      )}
    </SetupData>
  );
}

const ADDRESS_FIELDS = ['county', 'address', 'streetNumber', 'city', 'postalCode', 'country', 'latitude', 'longitude'] as const;

function AddressForm({ info }: { info: BusinessInformation }) {
  const mutation = useSaveAddress();
  const { control, handleSubmit, setError, reset } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: {
      county: info.county ?? '',
      address: info.address ?? '',
      streetNumber: info.streetNumber ?? '',
      city: info.city ?? '',
      postalCode: info.postalCode ?? '',
      country: info.country || 'România',
      latitude: coordinateText(info.latitude),
      longitude: coordinateText(info.longitude),
    },
  });

  const onSubmit = handleSubmit((values) =>
    saveSetup(
      async () => {
        const saved = await mutation.mutateAsync({
          ...values,
          latitude: coordinateBody(values.latitude),
          longitude: coordinateBody(values.longitude),
        });
        // As saved: rounded to the 6 decimals the server keeps.
        reset(saved ? { ...values, latitude: coordinateText(saved.latitude), longitude: coordinateText(saved.longitude) } : values);
      },
      (error) => applyServerFieldErrors(error, setError, sameNames<AddressValues>(ADDRESS_FIELDS)),
    ),
  );

  return (
    <CardForm
      onSubmit={onSubmit}
      aria-labelledby="address-title"
      submitLabel="Salvează adresa"
      pending={mutation.isPending}
      actionsClassName="adm-actions"
    >
      <h2 className="adm-card__title" id="address-title">
        Adresa
      </h2>
      <div className="form__row">
        <TextField control={control} name="county" id="address-county" label="Județ" autoComplete="address-level1" />
        <TextField control={control} name="city" id="address-city" label="Localitate" autoComplete="address-level2" />
      </div>
      <div className="form__row">
        <TextField control={control} name="address" id="address-street" label="Strada" autoComplete="address-line1" />
        <TextField control={control} name="streetNumber" id="address-number" label="Număr" />
      </div>
      <div className="form__row">
        <TextField control={control} name="postalCode" id="address-postal" label="Cod poștal" inputMode="numeric" autoComplete="postal-code" />
        <TextField control={control} name="country" id="address-country" label="Țară" autoComplete="country-name" />
      </div>
      <CoordinateFields control={control} names={['latitude', 'longitude']} idPrefix="address" hint={MSG.coordinatesHint} />
    </CardForm>
  );
}

function toPointValues(locations: PickupLocation[]): PointsValues {
  return {
    points: locations.map((l) => ({
      locationId: l.id ?? null,
      pickupLocationName: l.pickupLocationName ?? '',
      pickupLocationDescription: l.pickupLocationDescription ?? '',
      pickupLocationLatitude: coordinateText(l.pickupLocationLatitude),
      pickupLocationLongitude: coordinateText(l.pickupLocationLongitude),
    })),
  };
}

const NEW_POINT: PointsValues['points'][number] = {
  locationId: null,
  pickupLocationName: '',
  pickupLocationDescription: '',
  pickupLocationLatitude: '',
  pickupLocationLongitude: '',
};

function PointsForm({ initial }: { initial: PickupLocation[] }) {
  const save = useSavePickupLocations();
  const remove = useRemovePickupLocations();
  const [savedIds, setSavedIds] = useState<number[]>(() => initial.flatMap((l) => (l.id == null ? [] : [l.id])));
  const { control, handleSubmit, setError, reset } = useForm<PointsValues>({
    resolver: zodResolver(pointsSchema),
    mode: 'onTouched',
    defaultValues: toPointValues(initial),
  });
  const { fields, append, remove: removeRow } = useFieldArray({ control, name: 'points' });
  const pending = save.isPending || remove.isPending;

  const onSubmit = handleSubmit((values) => {
    const kept = new Set(values.points.map((p) => p.locationId));
    const removedIds = savedIds.filter((id) => !kept.has(id));
    return saveSetup(
      async () => {
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
              pickupLocationLatitude: coordinateBody(p.pickupLocationLatitude),
              pickupLocationLongitude: coordinateBody(p.pickupLocationLongitude),
            })),
          );
        }
        const next = Array.isArray(current) ? current : [];
        setSavedIds(next.flatMap((l) => (l.id == null ? [] : [l.id])));
        reset(toPointValues(next));
      },
      (error) =>
        applyServerFieldErrors(error, setError, (key) => {
          const m = /^(?:points\.)?(\d+)\.(pickupLocation(?:Name|Description|Latitude|Longitude))$/.exec(key);
          return m ? (`points.${Number(m[1])}.${m[2]}` as `points.${number}.pickupLocationName`) : null;
        }),
      MSG.pointsSaved,
    );
  });

  return (
    <CardForm
      onSubmit={onSubmit}
      aria-labelledby="points-title"
      submitLabel="Salvează punctele de lucru"
      pending={pending}
      actionsClassName="adm-actions adm-actions--split"
      actions={
        <Button variant="secondary" onClick={() => append(NEW_POINT)}>
          Adaugă punct de lucru
        </Button>
      }
    >
      <div>
        <h2 className="adm-card__title" id="points-title">
          Puncte de lucru
        </h2>
        <p className="adm-card__lead">
          Locațiile din care clienții pot ridica produsele comandate. Un punct cu latitudine și longitudine are harta lui în pagina
          Contact.
        </p>
      </div>
      {fields.length === 0 ? <p className="adm-muted">Nu există puncte de lucru definite.</p> : null}
      <ol className="adm-rows">
        {fields.map((field, index) => (
          <li key={field.id} className="adm-rows__item">
            <fieldset className="adm-rows__fieldset">
              <legend className="adm-rows__legend">Punctul de lucru {index + 1}</legend>
              <TextField
                control={control}
                name={`points.${index}.pickupLocationName`}
                id={`point-${field.id}-name`}
                label="Denumire punct de lucru"
              />
              <TextAreaField
                control={control}
                name={`points.${index}.pickupLocationDescription`}
                id={`point-${field.id}-description`}
                label="Descriere"
                rows={2}
              />
              <CoordinateFields
                control={control}
                names={[`points.${index}.pickupLocationLatitude`, `points.${index}.pickupLocationLongitude`]}
                idPrefix={`point-${field.id}`}
              />
              <div>
                <Button variant="ghost" size="sm" onClick={() => removeRow(index)} aria-label={`Elimină punctul de lucru ${index + 1}`}>
                  Elimină
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
    </CardForm>
  );
}

/** Latitude and longitude, typed: where the place's map on /contact puts its marker. */
function CoordinateFields<T extends FieldValues>({
  control,
  names: [latitude, longitude],
  idPrefix,
  hint,
}: {
  control: Control<T>;
  names: [Path<T>, Path<T>];
  idPrefix: string;
  hint?: string;
}) {
  return (
    <div className="form__row">
      <TextField control={control} name={latitude} id={`${idPrefix}-latitude`} label="Latitudine" inputMode="decimal" hint={hint} />
      <TextField control={control} name={longitude} id={`${idPrefix}-longitude`} label="Longitudine" inputMode="decimal" />
    </div>
  );
}
