import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ALLERGENS, WEEKDAYS } from '@/lib/allergens';
import { formatMoney } from '@/lib/format';
import type { Category } from '@/types/api';
import type { OrderType } from '../api/types';
import type { ProductFormValues } from '../lib/product-schema';
import { ORDER_TYPE_LABELS } from './product-detail';
import { isSpecial } from './special-category';

const ORDER_TYPES: OrderType[] = ['standard', 'pre-order', 'special'];

type ProductGeneralSectionProps = {
  /** The form's id prefix: every field's id starts with it. */
  id: string;
  form: UseFormReturn<ProductFormValues>;
  categories: Category[];
};

/** 'Date generale': category and order type, texts, allergens, the kitchen's limits, flags. */
export function ProductGeneralSection({ id, form, categories }: ProductGeneralSectionProps) {
  const {
    control,
    register,
    setValue,
    getValues,
    clearErrors,
    formState: { errors },
  } = form;
  const [categoryId, special] = useWatch({ control, name: ['categoryId', 'specialCategory'] });
  const category = categories.find((c) => String(c.id) === categoryId);

  const onCategoryChange = (value: string) => {
    const nowSpecial = isSpecial(categories, value);
    setValue('specialCategory', nowSpecial);
    if (nowSpecial) setValue('orderType', 'special');
    else if (getValues('orderType') === 'special') setValue('orderType', 'standard');
    if (nowSpecial) clearErrors('dimensions');
  };

  const onAvailableChange = (available: boolean) => {
    getValues('dimensions').forEach((_, i) => setValue(`dimensions.${i}.availability`, available, { shouldDirty: true }));
  };

  return (
    <section className="card form" aria-labelledby={`${id}-general`}>
      <h2 className="adm-card__title" id={`${id}-general`}>
        Date generale
      </h2>
      <div className="form__row">
        <FormField id={`${id}-category`} label="Categorie" error={errors.categoryId?.message}>
          <Select {...register('categoryId', { onChange: (e) => onCategoryChange((e.target as HTMLSelectElement).value) })}>
            <option value="">Alegeți categoria</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
                {c.specialCategory ? ' (specială)' : ''}
              </option>
            ))}
          </Select>
        </FormField>
        <fieldset className="adm-fieldset" aria-describedby={special ? `${id}-locked` : undefined}>
          <legend className="field__label">Tipul comenzii</legend>
          <div className="adm-radios">
            {ORDER_TYPES.map((t) => (
              <label key={t} className="adm-radio">
                <input type="radio" value={t} disabled={special} {...register('orderType')} />
                <span>{ORDER_TYPE_LABELS[t]}</span>
              </label>
            ))}
          </div>
          {special ? (
            <p className="field__hint" id={`${id}-locked`}>
              Categoria este specială: tipul comenzii este „Special”, iar dimensiunile nu se pot modifica.
            </p>
          ) : null}
          {errors.orderType?.message ? (
            <p className="field__error" role="alert">
              {errors.orderType.message}
            </p>
          ) : null}
        </fieldset>
      </div>
      {category?.extraIngredients?.length ? (
        <p className="field__hint">
          Ingrediente extra din categorie: {category.extraIngredients.map((e) => `${e.name} (${formatMoney(e.price)})`).join(', ')}
        </p>
      ) : null}
      <FormField id={`${id}-name`} label="Numele produsului" error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <FormField id={`${id}-description`} label="Descriere" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <FormField id={`${id}-nutri`} label="Valori nutriționale" error={errors.nutriValues?.message}>
        <Textarea rows={3} {...register('nutriValues')} />
      </FormField>
      <FormField id={`${id}-ingredients`} label="Ingrediente" error={errors.ingredients?.message}>
        <Textarea rows={2} {...register('ingredients')} />
      </FormField>
      <fieldset className="adm-fieldset" aria-describedby={`${id}-allergens-hint`}>
        <legend className="field__label">Alergeni (Regulamentul UE 1169/2011)</legend>
        <p className="field__hint" id={`${id}-allergens-hint`}>
          Bifați fiecare alergen pe care îl conține produsul; clienții îi văd înainte de a comanda.
        </p>
        <div className="adm-checks">
          {ALLERGENS.map((a) => (
            <Checkbox key={a.code} id={`${id}-allergen-${a.code}`} label={`${a.icon} ${a.name}`} value={a.code} {...register('allergens')} />
          ))}
        </div>
        {errors.allergens?.message ? (
          <p className="field__error" role="alert">
            {errors.allergens.message}
          </p>
        ) : null}
      </fieldset>
      <div className="adm-dim__grid">
        <FormField id={`${id}-lead`} label="Timp minim de comandă" hint="De exemplu: 3 zile, 4 ore (gol: fără)" error={errors.leadTime?.message}>
          <Input {...register('leadTime')} />
        </FormField>
        <FormField id={`${id}-capacity`} label="Capacitate pe zi (bucăți)" hint="Gol: fără limită" error={errors.dailyCapacity?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('dailyCapacity')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="productionDays"
        render={({ field }) => (
          <fieldset className="adm-fieldset">
            <legend className="field__label">Zile de producție (niciuna bifată: în fiecare zi)</legend>
            <div className="adm-checks">
              {WEEKDAYS.map((w) => (
                <Checkbox
                  key={w.day}
                  id={`${id}-day-${w.day}`}
                  label={w.name}
                  checked={field.value.includes(w.day)}
                  onChange={(e) =>
                    field.onChange(
                      (e.target as HTMLInputElement).checked ? [...field.value, w.day] : field.value.filter((d) => d !== w.day),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
      />
      <div className="adm-checks">
        <Checkbox id={`${id}-veggie`} label="Vegetarian" {...register('isVeggie')} />
        <Checkbox id={`${id}-message`} label="Permite mesaj personalizat" {...register('allowPreferredMessage')} />
        <Checkbox id={`${id}-out`} label="Stoc epuizat" {...register('outOfStock')} />
      </div>
      <Switch
        id={`${id}-available`}
        label="Produs disponibil"
        hint="Schimbarea se aplică tuturor dimensiunilor."
        {...register('available', { onChange: (e) => onAvailableChange((e.target as HTMLInputElement).checked) })}
      />
    </section>
  );
}
