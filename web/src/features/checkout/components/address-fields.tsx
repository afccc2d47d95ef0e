import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatBani, formatMoney } from '@/lib/format';
import type { Bani } from '@/lib/money';
import type { AvailableDays } from '@/types/api';
import { useCheckoutFields } from '../hooks/use-checkout-fields';
import { minimumOrderMessage } from '../lib/messages';

type AddressFieldsProps = {
  zone: AvailableDays['zone'] | null;
  /** The server's reason for not delivering to the typed locality. */
  refusal: string | null;
  minimumOrderValue: Bani | null;
  productsTotal: Bani;
};

const WEEKDAY_NAMES: Record<number, string> = { 1: 'luni', 2: 'marți', 3: 'miercuri', 4: 'joi', 5: 'vineri', 6: 'sâmbătă', 7: 'duminică' };

/** The delivery address, with the zone its locality falls in (fee, minimum, days) or why none does. */
export function AddressFields({ zone, refusal, minimumOrderValue, productsTotal }: AddressFieldsProps) {
  const { register, errors } = useCheckoutFields();
  const belowMinimum = minimumOrderValue !== null && productsTotal < minimumOrderValue;
  return (
    <div className="checkout-section__body">
      {refusal ? (
        <Alert tone="error" title="Adresă în afara zonelor de livrare">
          {refusal}
        </Alert>
      ) : null}
      {zone ? (
        <Alert tone="info" title={`Zona de livrare: ${zone.name}`}>
          <span data-testid="delivery-zone">
            Taxă de livrare {formatMoney(zone.deliveryFee)}, comandă minimă {formatMoney(zone.minimumOrder)}.
            {zone.schedule.length ? ` Livrăm în zonă: ${zone.schedule.map((d) => `${WEEKDAY_NAMES[d.dayOfWeek] ?? ''} ${d.hours}`).join(', ')}.` : ''}
          </span>
        </Alert>
      ) : null}
      {minimumOrderValue !== null ? (
        <Alert tone={belowMinimum ? 'error' : 'info'}>
          {minimumOrderMessage(formatBani(minimumOrderValue))}
          {belowMinimum ? ` Mai adaugă produse de ${formatBani(minimumOrderValue - productsTotal)}.` : ''}
        </Alert>
      ) : null}
      <div className="form__row">
        <FormField id="checkout-street" label="Strada" error={errors.streetAddress?.message}>
          <Input autoComplete="address-line1" {...register('streetAddress')} />
        </FormField>
        <FormField id="checkout-street-number" label="Numărul" error={errors.streetNumberAddress?.message}>
          <Input {...register('streetNumberAddress')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="checkout-building" label="Bloc (opțional)" error={errors.buildingNumber?.message}>
          <Input {...register('buildingNumber')} />
        </FormField>
        <FormField id="checkout-apartment" label="Apartament (opțional)" error={errors.appartmentNumber?.message}>
          <Input {...register('appartmentNumber')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="checkout-city" label="Localitatea" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField id="checkout-postal-code" label="Cod poștal (opțional)" error={errors.postalCode?.message}>
          <Input autoComplete="postal-code" inputMode="numeric" {...register('postalCode')} />
        </FormField>
      </div>
    </div>
  );
}
