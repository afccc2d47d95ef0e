import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import type { BusinessInformation, DeliveryMethod } from '@/types/api';
import { useCheckoutFields } from '../hooks/use-checkout-fields';
import type { FixedPickup } from '../lib/fixed-pickup';
import { METHOD_LABELS, MSG } from '../lib/messages';
import { CheckoutSection } from './checkout-section';

type MethodSectionProps = {
  business: BusinessInformation;
  methods: DeliveryMethod[];
  method: DeliveryMethod | '';
  preOrder: boolean;
  /** The delivery address, shown when 'Livrare la domiciliu' is chosen. */
  address: ReactNode;
  /** A category in the cart picked up at its own point decides where. */
  fixedPickup: FixedPickup;
};

/** 'Ridicare sau livrare': how the order is received, and where it is picked up. */
export function MethodSection({ business, methods, method, preOrder, address, fixedPickup }: MethodSectionProps) {
  const { register, errors } = useCheckoutFields();
  return (
    <CheckoutSection name="method" title="Ridicare sau livrare">
      {preOrder ? (
        <Alert tone={business.preOrdersEnabled ? 'info' : 'error'} title="Precomandă">
          {business.preOrdersEnabled
            ? 'Coșul conține produse la precomandă: se aplică timpii de precomandă la alegerea zilei și a orei.'
            : MSG.preOrdersOff}
        </Alert>
      ) : null}
      {methods.length === 0 ? (
        <Alert tone="error">{MSG.noServices}</Alert>
      ) : (
        <ChoiceGroup
          id="checkout-method"
          legend="Cum primești comanda?"
          field={register('method')}
          error={errors.method?.message}
          options={methods.map((m) => ({ value: m, label: METHOD_LABELS[m], description: methodDescription(business, m) }))}
        />
      )}
      {method === 'PICKUP' ? <PickupPlace business={business} fixed={fixedPickup} /> : null}
      {method === 'DELIVERY' ? address : null}
      {method === 'RESTAURANT' ? <TableField /> : null}
    </CheckoutSection>
  );
}

/** Served at the table: which one, if the customer already sits at it (it opens the order's note). */
function TableField() {
  const { register, errors } = useCheckoutFields();
  return (
    <>
      <p className="checkout-note">Pregătim comanda pentru masa ta, în cofetărie.</p>
      <FormField id="checkout-table" label="Număr masă (opțional)" error={errors.tableNumber?.message} hint="Numărul de pe masă, de la 1 la 99, dacă stai deja la ea.">
        <Input inputMode="numeric" autoComplete="off" maxLength={3} {...register('tableNumber')} />
      </FormField>
    </>
  );
}

function methodDescription(business: BusinessInformation, method: DeliveryMethod): string {
  if (method === 'PICKUP') return 'O ridici tu de la cofetărie.';
  if (method === 'DELIVERY') return `Taxă de livrare ${formatMoney(business.deliveryFee ?? '0')}.`;
  return 'O servești la masă, în cofetărie.';
}

/**
 * The pickup points to choose from, or the shop's own address when it has none; the one point a
 * category of the cart is picked up from, and why; or why the cart cannot be one order.
 */
function PickupPlace({ business, fixed }: { business: BusinessInformation; fixed: FixedPickup }) {
  const { register, errors } = useCheckoutFields();
  const pickupLocations = business.pickupLocations ?? [];
  if (fixed.kind === 'mixed') {
    return (
      <Alert tone="error" title="Punctul de ridicare">
        {fixed.message}
      </Alert>
    );
  }
  if (fixed.kind === 'fixed') {
    return (
      <div className="checkout-fixed-pickup" role="group" aria-labelledby="checkout-fixed-pickup-title">
        <p id="checkout-fixed-pickup-title" className="checkout-note">
          <strong>Punctul de ridicare: {fixed.point.pickupLocationName}</strong>
          {fixed.point.pickupLocationDescription ? `, ${fixed.point.pickupLocationDescription}` : ''}
        </p>
        <p className="checkout-note">{fixed.message}</p>
      </div>
    );
  }
  if (!pickupLocations.length) {
    return (
      <p className="checkout-note">
        Ridici comanda de la {business.name || 'cofetărie'}
        {business.address ? `, ${[business.address, business.streetNumber].filter(Boolean).join(' ')}${business.city ? `, ${business.city}` : ''}` : ''}.
      </p>
    );
  }
  return (
    <ChoiceGroup
      id="checkout-pickup"
      legend="Punctul de ridicare"
      layout="column"
      field={register('pickupLocationId')}
      error={errors.pickupLocationId?.message}
      options={pickupLocations.map((p) => ({ value: String(p.id), label: p.pickupLocationName, description: p.pickupLocationDescription }))}
    />
  );
}
