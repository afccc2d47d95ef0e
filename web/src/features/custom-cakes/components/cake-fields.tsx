import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { INSCRIPTION_MAX, type CakeRequestValues } from '../lib/schema';
import { CakeSection } from './cake-section';

type CakeFieldsProps = { flavours: string[]; fillings: string[] };

/** 'Tortul': servings, flavour and filling (the owner's lists), inscription, allergies, budget and the description. */
export function CakeFields({ flavours, fillings }: CakeFieldsProps) {
  const { control, register, formState } = useFormContext<CakeRequestValues>();
  return (
    <CakeSection name="cake" title="Tortul">
      <TextField control={control} name="servings" id="cake-servings" label="Număr de porții" inputMode="numeric" autoComplete="off" />
      <div className="form__row">
        <FormField id="cake-flavour" label="Aroma blatului" error={formState.errors.flavour?.message}>
          <Select {...register('flavour')}>
            <option value="">Alege aroma</option>
            {flavours.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="cake-filling" label="Umplutura" error={formState.errors.filling?.message}>
          <Select {...register('filling')}>
            <option value="">Alege umplutura</option>
            {fillings.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <TextField
        control={control}
        name="inscription"
        id="cake-inscription"
        label="Mesaj pe tort (opțional)"
        placeholder="De exemplu: La mulți ani, Ana!"
        hint={`Cel mult ${INSCRIPTION_MAX} de caractere. Scriem mesajul exact cum îl tastezi.`}
      />
      <TextAreaField control={control} name="allergies" id="cake-allergies" label="Alergii sau ingrediente de evitat (opțional)" rows={2} />
      <TextField
        control={control}
        name="budget"
        id="cake-budget"
        label="Buget orientativ în lei (opțional)"
        inputMode="decimal"
        autoComplete="off"
        hint="Ne ajută să propunem un model potrivit. Prețul final este cel din ofertă."
      />
      <TextAreaField control={control} name="description" id="cake-description" label="Descrierea tortului" rows={5} hint="Modelul, culorile, decorul, câte etaje, tema evenimentului." />
    </CakeSection>
  );
}
