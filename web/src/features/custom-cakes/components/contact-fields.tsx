import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { CakeRequestValues } from '../lib/schema';
import { CakeSection } from './cake-section';

/** 'Datele de contact': where the quote and the follow link are sent (prefilled for a signed-in customer). */
export function ContactFields({ signedIn }: { signedIn: boolean }) {
  const { control } = useFormContext<CakeRequestValues>();
  return (
    <CakeSection name="contact" title="Datele de contact">
      {signedIn ? <p className="form__note">Am completat datele din contul tău; le poți schimba pentru această cerere.</p> : null}
      <div className="form__row">
        <TextField control={control} name="firstName" id="cake-first-name" label="Prenume" autoComplete="given-name" />
        <TextField control={control} name="lastName" id="cake-last-name" label="Nume" autoComplete="family-name" />
      </div>
      <div className="form__row">
        <TextField control={control} name="email" id="cake-email" label="Email" type="email" autoComplete="email" hint="Îți trimitem aici oferta și linkul cererii." />
        <TextField control={control} name="phoneNumber" id="cake-phone" label="Telefon" type="tel" autoComplete="tel" />
      </div>
    </CakeSection>
  );
}
