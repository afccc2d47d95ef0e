import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { formatIsoDate } from '@/lib/bucharest-time';
import type { BusinessInformation } from '@/types/api';
import type { CakeRequestValues } from '../lib/schema';
import { CakeSection } from './cake-section';

type EventFieldsProps = {
  business: BusinessInformation | undefined;
  /** YYYY-MM-DD: the first day the bakery can make a custom cake for. */
  earliest: string;
  leadDays: number;
};

/** Which ways of receiving the cake the shop has switched on (both while its details load). */
function offeredMethods(business: BusinessInformation | undefined): ('PICKUP' | 'DELIVERY')[] {
  if (!business) return ['PICKUP', 'DELIVERY'];
  return [...(business.pickupEnabled ? (['PICKUP'] as const) : []), ...(business.deliveryEnabled ? (['DELIVERY'] as const) : [])];
}

/** 'Evenimentul': the day and hour, and whether the cake is picked up (where) or delivered (to which address). */
export function EventFields({ business, earliest, leadDays }: EventFieldsProps) {
  const { control, register, formState } = useFormContext<CakeRequestValues>();
  const method = useWatch({ control, name: 'method' });
  const methods = offeredMethods(business);
  const pickupLocations = business?.pickupLocations ?? [];
  return (
    <CakeSection name="event" title="Evenimentul">
      <div className="form__row">
        <TextField
          control={control}
          name="eventDate"
          id="cake-event-date"
          label="Data evenimentului"
          placeholder="zz-ll-aaaa"
          inputMode="numeric"
          autoComplete="off"
          hint={`Cel mai devreme ${formatIsoDate(earliest)} (pregătirea durează ${leadDays} ${leadDays === 1 ? 'zi' : 'zile'}).`}
        />
        <TextField control={control} name="time" id="cake-event-time" label="Ora" type="time" step={900} hint="Ora la care ridici sau primești tortul, ora României." />
      </div>
      {methods.length === 0 ? (
        <Alert tone="error">Momentan nu primim comenzi online. Te rugăm să ne suni.</Alert>
      ) : (
        <ChoiceGroup
          id="cake-method"
          legend="Cum primești tortul?"
          field={register('method')}
          error={formState.errors.method?.message}
          options={methods.map((m) =>
            m === 'PICKUP'
              ? { value: m, label: 'Ridicare personală', description: 'Îl ridici tu de la cofetărie.' }
              : { value: m, label: 'Livrare la domiciliu', description: 'Îl aducem la adresa ta, în zonele de livrare.' },
          )}
        />
      )}
      {method === 'PICKUP' && business && !pickupLocations.length ? (
        <p className="form__note">
          Ridici tortul de la {business.name || 'cofetărie'}
          {business.address ? `, ${[business.address, business.streetNumber].filter(Boolean).join(' ')}${business.city ? `, ${business.city}` : ''}` : ''}.
        </p>
      ) : null}
      {method === 'PICKUP' && pickupLocations.length ? (
        <ChoiceGroup
          id="cake-pickup"
          legend="Punctul de ridicare"
          layout="column"
          field={register('pickupLocationId')}
          error={formState.errors.pickupLocationId?.message}
          options={pickupLocations.map((p) => ({ value: String(p.id), label: p.pickupLocationName, description: p.pickupLocationDescription }))}
        />
      ) : null}
      {method === 'DELIVERY' ? <AddressFields /> : null}
    </CakeSection>
  );
}

/** The delivery address, by the checkout's rules (street, number and locality required); the server checks the zone. */
function AddressFields() {
  const { control } = useFormContext<CakeRequestValues>();
  return (
    <>
      <div className="form__row">
        <TextField control={control} name="streetAddress" id="cake-street" label="Strada" autoComplete="address-line1" />
        <TextField control={control} name="streetNumberAddress" id="cake-street-number" label="Numărul" />
      </div>
      <div className="form__row">
        <TextField control={control} name="buildingNumber" id="cake-building" label="Bloc (opțional)" />
        <TextField control={control} name="appartmentNumber" id="cake-apartment" label="Apartament (opțional)" />
      </div>
      <div className="form__row">
        <TextField control={control} name="city" id="cake-city" label="Localitatea" autoComplete="address-level2" />
        <TextField control={control} name="postalCode" id="cake-postal-code" label="Cod poștal (opțional)" autoComplete="postal-code" inputMode="numeric" />
      </div>
    </>
  );
}
