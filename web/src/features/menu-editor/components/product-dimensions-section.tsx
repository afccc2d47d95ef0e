import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { newDimension, type ProductFormValues } from '../lib/product-schema';
import { DimensionFields } from './dimension-fields';

type ProductDimensionsSectionProps = { id: string; form: UseFormReturn<ProductFormValues> };

/** 'Dimensiuni și prețuri': one row per size; a special category locks them all. */
export function ProductDimensionsSection({ id, form }: ProductDimensionsSectionProps) {
  const {
    control,
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const dimensions = useFieldArray({ control, name: 'dimensions', keyName: 'rowKey' });
  const special = useWatch({ control, name: 'specialCategory' });
  return (
    <section className="adm-stack" aria-labelledby={`${id}-dims`}>
      <h2 className="adm-section-title" id={`${id}-dims`}>
        Dimensiuni și prețuri
      </h2>
      {errors.dimensions?.root?.message || errors.dimensions?.message ? (
        <p className="field__error" role="alert">
          {errors.dimensions?.root?.message ?? errors.dimensions?.message}
        </p>
      ) : null}
      {dimensions.fields.map((field, index) => (
        <DimensionFields
          key={field.rowKey}
          rowKey={field.rowKey}
          index={index}
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
          locked={special}
          onRemove={dimensions.fields.length > 1 && !special ? () => dimensions.remove(index) : undefined}
        />
      ))}
      <div>
        <Button variant="secondary" disabled={special} onClick={() => dimensions.append(newDimension(getValues('available')))}>
          Adaugă dimensiune
        </Button>
      </div>
    </section>
  );
}
