import '../menu-editor.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Checkbox, Input, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { PageShell } from '@/components/ui/page-shell';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { ALLERGENS, WEEKDAYS } from '@/lib/allergens';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCategories } from '../api/get-categories';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import type { Category, Product } from '@/types/api';
import type { OrderType } from '../api/types';
import { useUploadProductImages } from '../api/upload-product-images';
import { MSG } from '../lib/messages';
import { menuPaths, type MenuArea } from '../lib/paths';
import {
  emptyProductValues,
  newDimension,
  productFieldOf,
  productSchema,
  productToValues,
  toProductBody,
  type ProductFormValues,
} from '../lib/product-schema';
import { DimensionFields } from './dimension-fields';
import { ImagesField, type NewImage } from './images-field';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { ORDER_TYPE_LABELS } from './product-detail';
import { SimilarProductsPicker } from './similar-products-picker';

const ORDER_TYPES: OrderType[] = ['standard', 'pre-order', 'special'];

/** menu/add-new-meal and menu/{mealId}/edit (and the same under /comenzi). */
export function ProductForm({ area, mealId }: { area: MenuArea; mealId?: string }) {
  const editing = mealId !== undefined;
  const product = useProduct(mealId);
  const categories = useCategories();
  const paths = menuPaths(area);
  const title = editing ? (product.data ? `Editare: ${product.data.name}` : 'Editare produs') : 'Produs nou';

  let body;
  if ((editing && product.isPending) || categories.isPending) body = <LoadingCard lines={10} />;
  else if (editing && product.isError) body = <LoadFailed title={MSG.productLoadFailed} error={product.error} onRetry={() => product.refetch()} />;
  else if (categories.isError) body = <LoadFailed title={MSG.categoriesLoadFailed} error={categories.error} onRetry={() => categories.refetch()} />;
  else body = <ProductFormBody key={mealId ?? 'new'} area={area} product={editing ? product.data : undefined} categories={categories.data ?? []} />;

  return (
    <PageShell
      title={title}
      width="wide"
      actions={
        <ButtonLink to={editing ? paths.detail(mealId) : paths.list} variant="ghost">
          Înapoi
        </ButtonLink>
      }
    >
      {body}
    </PageShell>
  );
}

function isSpecial(categories: Category[], categoryId: string | number | null | undefined): boolean {
  return Boolean(categories.find((c) => String(c.id) === String(categoryId ?? ''))?.specialCategory);
}

type Failure = { detail: string; other: string[] };

function ProductFormBody({ area, product, categories }: { area: MenuArea; product?: Product; categories: Category[] }) {
  const id = useId();
  const paths = menuPaths(area);
  const navigate = useNavigate();
  const save = useSaveProduct();
  const upload = useUploadProductImages();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState<NewImage[]>([]);
  const [removedIds, setRemovedIds] = useState<number[]>([]);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productSchema) as unknown as Resolver<ProductFormValues>,
    mode: 'onTouched',
    defaultValues: product ? productToValues(product, isSpecial(categories, product.category?.id)) : emptyProductValues(),
  });
  const dimensions = useFieldArray({ control, name: 'dimensions', keyName: 'rowKey' });
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

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let productId: number;
    try {
      const saved = await save.mutateAsync(toProductBody(values, product?.id));
      productId = saved?.id ?? product!.id;
    } catch (error) {
      const other = applyServerFieldErrors(error, setError, (key) => productFieldOf(key) as Path<ProductFormValues> | null);
      setFailure({ detail: errorMessage(error, ''), other });
      toast.error(MSG.productSaveFailed);
      return;
    }
    toast.success(product ? MSG.productUpdated : MSG.productAdded);
    if (added.length > 0 || removedIds.length > 0) {
      try {
        await upload.mutateAsync({ productId, images: added.map((a) => a.file), removedImageIds: removedIds });
      } catch {
        toast.error(MSG.imageSaveFailed);
      }
    }
    navigate(paths.detail(productId));
  });

  const busy = isSubmitting || save.isPending || upload.isPending;

  return (
    <form className="adm-product-form" onSubmit={onSubmit} noValidate aria-label={product ? 'Editare produs' : 'Produs nou'}>
      {failure ? (
        <Alert tone="error" title={MSG.productSaveFailed}>
          {failure.detail ? <p>{failure.detail}</p> : null}
          {failure.other.length ? (
            <ul>
              {failure.other.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}

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

      <section className="card form" aria-labelledby={`${id}-more`}>
        <h2 className="adm-card__title" id={`${id}-more`}>
          Imagini și produse similare
        </h2>
        <Controller
          control={control}
          name="similarProducts"
          render={({ field, fieldState }) => (
            <SimilarProductsPicker value={field.value} onChange={field.onChange} excludeId={product?.id} error={fieldState.error?.message} />
          )}
        />
        <ImagesField
          existing={product?.imagesLinks ?? []}
          removedIds={removedIds}
          onRemoveExisting={(imageId) => setRemovedIds((ids) => [...ids, imageId])}
          added={added}
          onAdd={(images) => setAdded((list) => [...list, ...images])}
          onRemoveAdded={(key) => setAdded((list) => list.filter((a) => a.key !== key))}
        />
      </section>

      <div className="adm-actions adm-actions--sticky">
        <ButtonLink to={product ? paths.detail(product.id) : paths.list} variant="secondary">
          Renunță
        </ButtonLink>
        <Button type="submit" loading={busy}>
          Salvează produsul
        </Button>
      </div>
    </form>
  );
}
