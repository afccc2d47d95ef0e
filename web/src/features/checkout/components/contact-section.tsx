import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCheckoutFields } from '../hooks/use-checkout-fields';
import { CheckoutSection } from './checkout-section';

/** 'Datele de contact': who the order is for; a guest is invited to sign in instead. */
export function ContactSection({ signedIn }: { signedIn: boolean }) {
  const { register, errors } = useCheckoutFields();
  return (
    <CheckoutSection name="contact" title="Datele de contact">
      {!signedIn ? (
        <p className="field__hint">
          Ai cont? <Link to="/auth?mode=authenticate">Autentifică-te</Link> și completăm noi datele.
        </p>
      ) : null}
      <div className="form__row">
        <FormField id="checkout-first-name" label="Prenume" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="checkout-last-name" label="Nume" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField id="checkout-phone" label="Telefon" error={errors.phoneNumber?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
        </FormField>
        <FormField id="checkout-email" label="Email" error={errors.email?.message} hint="Îți trimitem aici confirmarea comenzii.">
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
    </CheckoutSection>
  );
}
