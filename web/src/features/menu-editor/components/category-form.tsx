import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, Input, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { usePickupLocations } from '../api/get-pickup-locations';
import { useSaveCategories } from '../api/save-categories';
import type { Category } from '@/types/api';
import { categoryFieldOf, categorySchema, categoryToValues, toCategoryBody, type CategoryFormValues } from '../lib/category-schema';
import { MSG } from '../lib/messages';

type CategoryFormProps = {
  /** The category to edit; none to create one. */
  category?: Category | null;
  onSaved?: (saved: Category | null) => void;
  onCancel?: () => void;
};

/** Create or edit a category (name, special, extras, pickup place, preferred message, information). */
export function CategoryForm({ category, onSaved, onCancel }: CategoryFormProps) {
  const id = useId();
  const editing = category?.id != null;
  const mutation = useSaveCategories();
  const locations = usePickupLocations();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CategoryFormValues>({
    resolver: zodResolver(categorySchema),
    mode: 'onTouched',
    defaultValues: categoryToValues(category),
  });
  const extras = useFieldArray({ control, name: 'extraIngredients' });
  const pickupElsewhere = useWatch({ control, name: 'isPickupFromSpecificLocation' });

  // The saved location shows once its option exists (the list loads after the form).
  useEffect(() => {
    if (locations.data && pickupElsewhere) setValue('givenLocationForPickup', getValues('givenLocationForPickup'));
  }, [locations.data, pickupElsewhere, setValue, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      const saved = await mutation.mutateAsync([toCategoryBody(values, category)]);
      toast.success(editing ? MSG.categoryUpdated : MSG.categoryAdded);
      if (!editing) reset(categoryToValues(null));
      onSaved?.(Array.isArray(saved) ? (saved[0] ?? null) : null);
    } catch (error) {
      setOtherErrors(
        applyServerFieldErrors(error, setError, (key) => categoryFieldOf(key) as Path<CategoryFormValues> | null),
      );
      notifyError(error);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={editing ? 'Editare categorie' : 'Categorie nouă'}>
      {otherErrors.length ? (
        <Alert tone="error">
          <ul>
            {otherErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <FormField id={`${id}-name`} label="Numele categoriei" error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <Checkbox
        id={`${id}-special`}
        label="Categorie specială (torturi figurine, candy bar: ofertă prin telefon)"
        {...register('specialCategory')}
      />

      <fieldset className="adm-fieldset">
        <legend className="field__label">Ingrediente extra</legend>
        {extras.fields.length === 0 ? <p className="adm-muted">Nu există ingrediente extra.</p> : null}
        <ul className="adm-extras">
          {extras.fields.map((field, index) => (
            <li key={field.id} className="adm-extras__row">
              <FormField
                id={`${id}-extra-${field.id}-name`}
                label={`Ingredient ${index + 1}`}
                error={errors.extraIngredients?.[index]?.name?.message}
              >
                <Input {...register(`extraIngredients.${index}.name`)} />
              </FormField>
              <FormField
                id={`${id}-extra-${field.id}-price`}
                label={`Preț ingredient ${index + 1} (RON)`}
                error={errors.extraIngredients?.[index]?.price?.message}
              >
                <Input type="text" inputMode="decimal" {...register(`extraIngredients.${index}.price`)} />
              </FormField>
              <Button
                variant="ghost"
                size="sm"
                className="adm-extras__remove"
                onClick={() => extras.remove(index)}
                aria-label={`Elimină ingredientul ${index + 1}`}
              >
                Elimină
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button variant="secondary" size="sm" onClick={() => extras.append({ name: '', price: '' })}>
            Adaugă ingredient
          </Button>
        </div>
      </fieldset>

      <Switch id={`${id}-pickup`} label="Ridicare din altă locație" {...register('isPickupFromSpecificLocation')} />
      {pickupElsewhere ? (
        <FormField id={`${id}-location`} label="Locația de ridicare" error={errors.givenLocationForPickup?.message}>
          <Select {...register('givenLocationForPickup')} disabled={locations.isPending}>
            <option value="">Alegeți locația</option>
            {(locations.data ?? []).map((l) =>
              l.id != null ? (
                <option key={l.id} value={String(l.id)}>
                  {l.pickupLocationName}
                </option>
              ) : null,
            )}
          </Select>
        </FormField>
      ) : null}
      {pickupElsewhere && locations.isError ? <Alert tone="error">{MSG.pickupLocationsLoadFailed}</Alert> : null}

      <Checkbox id={`${id}-message`} label="Permite mesaj personalizat" {...register('preferredMessage')} />
      <FormField
        id={`${id}-message-max`}
        label="Lungimea maximă a mesajului (caractere)"
        hint="Gol: cel mult 500"
        error={errors.preferredMessageMaxLength?.message}
      >
        <Input type="number" inputMode="numeric" min={1} max={500} step={1} {...register('preferredMessageMaxLength')} />
      </FormField>
      <FormField id={`${id}-info`} label="Informații suplimentare" hint="Apare clienților lângă produsele din categorie.">
        <Textarea rows={3} {...register('additionalInformation')} />
      </FormField>

      <div className="adm-actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Renunță
          </Button>
        ) : null}
        <Button type="submit" loading={mutation.isPending}>
          Salvează categoria
        </Button>
      </div>
    </form>
  );
}
