import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { CartQuote } from '@/types/api';
import { useCheckoutFields } from '../hooks/use-checkout-fields';
import type { CheckoutValues } from '../lib/schema';
import { CheckoutSection } from './checkout-section';

type DetailsSectionProps = {
  /** The live price of the cart; its answer says whether the typed code applies. */
  quote: { data?: CartQuote; isFetching: boolean };
};

/** 'Alte detalii': the discount code, checked as it is typed, and a note for the shop. */
export function DetailsSection({ quote }: DetailsSectionProps) {
  const { register, errors } = useCheckoutFields();
  const coupon = useWatch<CheckoutValues, 'coupon'>({ name: 'coupon' });
  return (
    <CheckoutSection name="more" title="Alte detalii">
      <FormField
        id="checkout-coupon"
        label="Cod de reducere (opțional)"
        error={errors.coupon?.message ?? (coupon?.trim() && quote.data?.couponMessage && !quote.isFetching ? quote.data.couponMessage : undefined)}
        hint={quote.data?.coupon && coupon?.trim() ? `Cuponul ${quote.data.coupon} se aplică.` : 'Codul este verificat pe loc; reducerea se aplică la plasarea comenzii.'}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...register('coupon')} />
      </FormField>
      <FormField
        id="checkout-info"
        label="Informații suplimentare (opțional)"
        error={errors.additionalInformation?.message}
        hint={
          <>
            O alergie alimentară scrisă aici este folosită doar pentru pregătirea comenzii (vezi{' '}
            <Link to="/privacy-policy">politica de confidențialitate</Link>). Alergenii fiecărui produs sunt pe pagina lui.
          </>
        }
      >
        <Textarea rows={3} placeholder="De exemplu: alergii, interfon, detalii pentru livrare" {...register('additionalInformation')} />
      </FormField>
    </CheckoutSection>
  );
}
