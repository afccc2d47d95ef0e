import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { todayIso } from '@/lib/bucharest-time';
import type { BusinessInformation } from '@/types/api';
import type { CakeRequestOptions } from '../api/types';
import { useCakeRequestForm } from '../hooks/use-cake-request-form';
import { earliestEventDate } from '../lib/event-date';
import type { CakeRequestStart } from '../lib/start';
import { SEND_LABEL } from '../lib/texts';
import { CakeFields } from './cake-fields';
import { ContactFields } from './contact-fields';
import { EventFields } from './event-fields';
import { PhotoPicker } from './photo-picker';

type CakeRequestFormProps = {
  options: CakeRequestOptions;
  business: BusinessInformation | undefined;
  start: CakeRequestStart;
  /** Today on the shop's clock (tests fix it). */
  today?: string;
};

/** The request: the event, the cake, reference photos and the contact; sent as one multipart call. */
export function CakeRequestForm({ options, business, start, today }: CakeRequestFormProps) {
  const day = today ?? todayIso();
  const pickupLocations = business?.pickupLocations ?? [];
  const ctx = useMemo(
    () => ({ todayIso: day, leadDays: options.leadDays, flavours: options.flavours, fillings: options.fillings, hasPickupLocations: pickupLocations.length > 0 }),
    [day, options, pickupLocations.length],
  );
  const onlyMethod = business && business.pickupEnabled !== business.deliveryEnabled ? (business.pickupEnabled ? 'PICKUP' : 'DELIVERY') : '';
  const { form, onSubmit, pending, refusal, signedIn } = useCakeRequestForm(ctx, start, onlyMethod);
  return (
    <FormProvider {...form}>
      <form className="cake-form" onSubmit={onSubmit} noValidate aria-label="Cererea pentru tortul personalizat">
        <EventFields business={business} earliest={earliestEventDate(day, options.leadDays)} leadDays={options.leadDays} />
        <CakeFields flavours={options.flavours} fillings={options.fillings} />
        <PhotoPicker />
        <ContactFields signedIn={signedIn} />
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <p className="form__note">
          Cererea nu te obligă la nimic: cofetăria îți trimite o ofertă cu prețul și avansul, pe care o poți accepta sau refuza.
        </p>
        <Button type="submit" className="form__submit" loading={pending}>
          {SEND_LABEL}
        </Button>
      </form>
    </FormProvider>
  );
}
