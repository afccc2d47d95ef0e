import '../menu-editor.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailed, LoadingCard } from '@/components/ui/load-states';
import { PageShell } from '@/components/ui/page-shell';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { Category, Product } from '@/types/api';
import { useCategories } from '../api/get-categories';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { IMAGE_UPLOAD_FAILED, useUploadProductImages } from '../api/upload-product-images';
import { MSG } from '../lib/messages';
import { menuPaths, type MenuArea } from '../lib/paths';
import { emptyProductValues, productFieldOf, productSchema, productToValues, toProductBody, type ProductFormValues } from '../lib/product-schema';
import { ImagesField, type NewImage } from './images-field';
import { ProductDimensionsSection } from './product-dimensions-section';
import { ProductGeneralSection } from './product-general-section';
import { SimilarProductsPicker } from './similar-products-picker';
import { isSpecial } from './special-category';

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

  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productSchema) as unknown as Resolver<ProductFormValues>,
    mode: 'onTouched',
    defaultValues: product ? productToValues(product, isSpecial(categories, product.category?.id)) : emptyProductValues(),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

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
        // The toast, and the quoted 'Failed to upload images' with it (the page moves on to the product).
        toast.error(MSG.imageSaveFailed, { description: IMAGE_UPLOAD_FAILED });
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
      <ProductGeneralSection id={id} form={form} categories={categories} />
      <ProductDimensionsSection id={id} form={form} />

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
