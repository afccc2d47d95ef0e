import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { UNLIMITED_STOCK } from '@/lib/constants';
import type { ProductFormValues } from '../lib/product-schema';

type DimensionFieldsProps = {
  index: number;
  rowKey: string;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** Special categories lock every dimension field. */
  locked: boolean;
  onRemove?: () => void;
};

/**
 * One dimension: name, price, stock (off when unlimited: 9999), minimum quantity
 * (the number only for numarBucati), separate box (its price only with a box), availability.
 */
export function DimensionFields({ index, rowKey, control, register, setValue, errors, locked, onRemove }: DimensionFieldsProps) {
  const base = `dimensions.${index}` as const;
  const [stockUnlimited, minimumType, boxNeeded] = useWatch({
    control,
    name: [`${base}.stockUnlimited`, `${base}.minimumQuantityType`, `${base}.boxNeeded`],
  });
  const e = errors.dimensions?.[index];
  const id = (name: string) => `dim-${rowKey}-${name}`;

  return (
    <fieldset className="adm-dim" disabled={locked}>
      <legend className="adm-dim__legend">Dimensiunea {index + 1}</legend>
      <div className="adm-dim__grid">
        <FormField id={id('value')} label="Denumire" hint="De exemplu: 1 kg, 6 bucăți" error={e?.value?.message}>
          <Input {...register(`${base}.value`)} />
        </FormField>
        <FormField id={id('price')} label="Preț (RON)" error={e?.price?.message}>
          <Input type="text" inputMode="decimal" {...register(`${base}.price`)} />
        </FormField>
        <div className="adm-dim__pair">
          <FormField id={id('stock')} label="Stoc" error={e?.stock?.message}>
            <Input type="number" inputMode="numeric" min={0} step={1} disabled={stockUnlimited} {...register(`${base}.stock`)} />
          </FormField>
          <Checkbox
            id={id('unlimited')}
            label="Stoc nelimitat"
            {...register(`${base}.stockUnlimited`, {
              onChange: (event) => {
                const unlimited = (event.target as HTMLInputElement).checked;
                setValue(`${base}.stock`, unlimited ? String(UNLIMITED_STOCK) : '', { shouldValidate: !unlimited ? false : true });
              },
            })}
          />
        </div>
        <FormField id={id('min-type')} label="Cantitate minimă">
          <Select {...register(`${base}.minimumQuantityType`)}>
            <option value="NA">Fără cantitate minimă</option>
            <option value="numarBucati">Număr de bucăți</option>
          </Select>
        </FormField>
        <FormField id={id('min-number')} label="Număr minim de bucăți" error={e?.minimumQuantityNumber?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            disabled={minimumType !== 'numarBucati'}
            {...register(`${base}.minimumQuantityNumber`)}
          />
        </FormField>
        <div className="adm-dim__pair">
          <FormField id={id('box-price')} label="Preț cutie (RON)" error={e?.boxPrice?.message}>
            <Input type="text" inputMode="decimal" disabled={!boxNeeded} {...register(`${base}.boxPrice`)} />
          </FormField>
          <Checkbox id={id('box')} label="Necesită cutie separată" {...register(`${base}.boxNeeded`)} />
        </div>
        <FormField id={id('lead')} label="Timp minim propriu" hint="Gol: al produsului" error={e?.leadTime?.message}>
          <Input {...register(`${base}.leadTime`)} />
        </FormField>
        <FormField id={id('capacity')} label="Capacitate proprie pe zi" hint="Gol: a produsului" error={e?.dailyCapacity?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register(`${base}.dailyCapacity`)} />
        </FormField>
      </div>
      <div className="adm-dim__footer">
        <Checkbox id={id('available')} label="Dimensiune disponibilă" {...register(`${base}.availability`)} />
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Elimină dimensiunea ${index + 1}`}>
            Elimină
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
