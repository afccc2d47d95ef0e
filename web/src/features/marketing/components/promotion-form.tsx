import '../marketing.css';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, Input, Textarea } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/section';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { AdminPromotion, ProductsPage } from '@/types/api';
import { useAdminPromotions } from '../api/get-admin-promotions';
import { useProductsForPromotions } from '../api/get-products-for-promotions';
import { useSavePromotion } from '../api/save-promotion';
import { useUploadImage } from '../api/upload-image';
import { daysBetween, MESSAGES, type KindConfig } from '../lib/kinds';
import { ConditionsFields, conditionsOf, conditionsToBody, type Conditions } from './conditions-fields';

type AdminProduct = ProductsPage['content'][number];

type SetDraft = { label: string; isFree: boolean; productIds: number[] };

type Draft = {
  id: number | null;
  name: string;
  description: string;
  active: boolean;
  percent: string;
  amount: string;
  code: string;
  validity: string;
  minOrder: string;
  startDate: string;
  endDate: string;
  image: string;
  combinable: boolean;
  categoryIds: number[];
  productIds: number[];
  dimensionIds: number[];
  sets: SetDraft[];
  conditions: Conditions;
};

const EMPTY_SETS: SetDraft[] = [
  { label: 'Alege produsul', isFree: false, productIds: [] },
  { label: 'Produsul gratuit', isFree: true, productIds: [] },
];

function draftOf(config: KindConfig, promotion?: AdminPromotion): Draft {
  if (!promotion) {
    return {
      id: null,
      name: '',
      description: '',
      active: Boolean(config.alwaysActive),
      percent: '',
      amount: '',
      code: '',
      validity: '',
      minOrder: '',
      startDate: '',
      endDate: '',
      image: '',
      combinable: false,
      categoryIds: [],
      productIds: [],
      dimensionIds: [],
      sets: config.sets ? EMPTY_SETS : [],
      conditions: conditionsOf([]),
    };
  }
  return {
    id: promotion.id,
    name: promotion.name,
    description: promotion.description ?? '',
    active: promotion.active,
    percent: promotion.discountPercentage ?? '',
    amount: promotion.discountAmount ?? '',
    code: promotion.couponCode ?? '',
    validity: promotion.validityInDays != null ? String(promotion.validityInDays) : '',
    minOrder: promotion.minOrderValue ?? '',
    startDate: promotion.startDate ?? '',
    endDate: promotion.endDate ?? '',
    image: promotion.image ?? '',
    combinable: promotion.combinable ?? false,
    categoryIds: promotion.categoryIds ?? [],
    productIds: promotion.productIds ?? [],
    dimensionIds: promotion.dimensionIds ?? [],
    sets: promotion.promotionProductBeans.map((s) => ({
      label: s.productFieldLabel,
      isFree: s.isFreeProduct,
      productIds: s.product.map((p) => p.id),
    })),
    conditions: conditionsOf(promotion.conditions),
  };
}

function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** One admin page per promotion kind (SPEC §2 Marketing): create, or edit with ?id=. */
export function PromotionForm({ config }: { config: KindConfig }) {
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const promotions = useAdminPromotions();
  const existing = editId ? promotions.data?.find((p) => p.id === editId) : undefined;
  if (editId && promotions.isPending) return <p>Se încarcă…</p>;
  return <PromotionFormBody key={existing?.id ?? 'new'} config={config} initial={draftOf(config, existing)} />;
}

function PromotionFormBody({ config, initial }: { config: KindConfig; initial: Draft }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const products = useProductsForPromotions();
  const save = useSavePromotion();
  const upload = useUploadImage();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const productList: AdminProduct[] = useMemo(() => products.data?.content ?? [], [products.data]);
  const categories = useMemo(() => {
    const seen = new Map<number, string>();
    for (const p of productList) seen.set(p.category.id, p.category.name);
    return [...seen.entries()];
  }, [productList]);

  const datesWrong = Boolean(draft.startDate && draft.endDate && draft.endDate < draft.startDate);
  const showForm = config.alwaysActive || draft.active;

  const body = () => {
    const validity = config.datesRequired && draft.startDate && draft.endDate ? daysBetween(draft.startDate, draft.endDate) : draft.validity;
    return {
      id: draft.id,
      name: draft.name,
      description: draft.description || null,
      type: config.kind,
      active: config.alwaysActive ? true : draft.active,
      discountPercentage: config.percent ? draft.percent || null : null,
      // SPEC §7: newsletter and coupon promotions send minOrderValue 0 and a null discountAmount.
      discountAmount: config.amount ? draft.amount || null : null,
      couponCode: config.code ? draft.code || null : null,
      validityInDays: validity === '' ? null : Number(validity),
      minOrderValue: draft.minOrder || (config.percent && !config.targets ? 0 : null),
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
      image: draft.image || null,
      combinable: draft.combinable,
      categoryIds: draft.categoryIds,
      productIds: draft.productIds,
      dimensionIds: draft.dimensionIds,
      conditions: conditionsToBody(draft.conditions),
      promotionProductBeans: draft.sets.map((s) => ({
        isFreeProduct: s.isFree,
        productFieldLabel: s.label,
        product: s.productIds.map((id) => ({ id })),
      })),
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (datesWrong) {
      setErrors({ endDate: MESSAGES.endBeforeStart });
      return;
    }
    try {
      const saved = await save.mutateAsync(body());
      setErrors({});
      setDraft((d) => ({ ...d, id: saved.id }));
      toast.success(saved.message);
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      toast.error(MESSAGES.error(errorMessage(error)));
    }
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const saved = await upload.mutateAsync({ target: 'promotion', file });
      set('image', saved.imageLink);
    } catch (error) {
      toast.error(MESSAGES.error(errorMessage(error, 'Eroare la salvarea imaginii')));
    }
  };

  return (
    <form className="card form promotion-form" onSubmit={onSubmit} noValidate aria-label={config.title}>
      <p className="page__subtitle">{config.intro}</p>
      {config.alwaysActive ? null : (
        <Switch
          id="promo-active"
          label={`Promoție activă: ${draft.active ? 'Da' : 'Nu'}`}
          checked={draft.active}
          onChange={(e) => set('active', e.target.checked)}
        />
      )}
      {showForm ? (
        <>
          <FormField id="promo-name" label="Numele promoției" error={errors.name}>
            <Input value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={120} />
          </FormField>
          <FormField id="promo-description" label="Descriere (opțional)" error={errors.description}>
            <Textarea value={draft.description} onChange={(e) => set('description', e.target.value)} rows={3} />
          </FormField>
          <div className="form__row">
            <FormField id="promo-start" label={config.datesRequired ? 'Data de început' : 'Data de început (opțional)'} error={errors.startDate}>
              <Input type="date" value={draft.startDate} onChange={(e) => set('startDate', e.target.value)} />
            </FormField>
            <FormField
              id="promo-end"
              label={config.datesRequired ? 'Data de sfârșit' : 'Data de sfârșit (opțional)'}
              error={errors.endDate ?? (datesWrong ? MESSAGES.endBeforeStart : undefined)}
            >
              <Input type="date" value={draft.endDate} onChange={(e) => set('endDate', e.target.value)} />
            </FormField>
          </div>
          {config.code ? (
            <FormField id="promo-code" label="Codul cuponului" error={errors.couponCode}>
              <Input value={draft.code} onChange={(e) => set('code', e.target.value.toUpperCase())} maxLength={40} autoCapitalize="characters" />
            </FormField>
          ) : null}
          <div className="form__row">
            {config.percent ? (
              <FormField id="promo-percent" label="Reducere (%)" error={errors.discountPercentage}>
                <Input type="number" min={0} max={100} step="0.01" value={draft.percent} onChange={(e) => set('percent', e.target.value)} />
              </FormField>
            ) : null}
            {config.amount ? (
              <FormField id="promo-amount" label="Reducere (RON)" error={errors.discountAmount}>
                <Input type="number" min={0} step="0.01" value={draft.amount} onChange={(e) => set('amount', e.target.value)} />
              </FormField>
            ) : null}
            {config.validity ? (
              <FormField id="promo-validity" label="Valabilitate (zile)" error={errors.validityInDays}>
                <Input type="number" min={0} step={1} value={draft.validity} onChange={(e) => set('validity', e.target.value)} />
              </FormField>
            ) : null}
            {config.sets ? null : (
              <FormField
                id="promo-min-order"
                label={config.freeItem ? 'Gratuit de la o comandă de (RON)' : 'Comandă minimă (RON, opțional)'}
                error={errors.minOrderValue}
              >
                <Input type="number" min={0} step="0.01" value={draft.minOrder} onChange={(e) => set('minOrder', e.target.value)} />
              </FormField>
            )}
          </div>

          {config.freeItem ? (
            <FormField id="promo-free-item" label="Produsul gratuit" error={errors.dimensionIds}>
              <Select value={draft.dimensionIds[0] ?? ''} onChange={(e) => set('dimensionIds', e.target.value ? [Number(e.target.value)] : [])}>
                <option value="">Alegeți produsul</option>
                {productList.flatMap((p) =>
                  p.dimensions.map((d) => (
                    <option key={d.id} value={d.id}>
                      {p.name} — {d.value} ({formatMoney(d.price)})
                    </option>
                  )),
                )}
              </Select>
            </FormField>
          ) : null}

          {config.targets ? (
            <Section title="Categorii, produse și dimensiuni">
              {errors.productIds ? <Alert tone="error">{errors.productIds}</Alert> : null}
              <ul className="promo-tree">
                {categories.map(([categoryId, categoryName]) => (
                  <li key={categoryId}>
                    <Checkbox
                      id={`promo-cat-${categoryId}`}
                      label={<strong>{categoryName}</strong>}
                      checked={draft.categoryIds.includes(categoryId)}
                      onChange={() => set('categoryIds', toggle(draft.categoryIds, categoryId))}
                    />
                    <ul>
                      {productList
                        .filter((p) => p.category.id === categoryId)
                        .map((p) => (
                          <li key={p.id}>
                            <Checkbox
                              id={`promo-product-${p.id}`}
                              label={p.name}
                              checked={draft.productIds.includes(p.id)}
                              onChange={() => set('productIds', toggle(draft.productIds, p.id))}
                            />
                            {p.dimensions.length > 1 ? (
                              <ul>
                                {p.dimensions.map((d) => (
                                  <li key={d.id}>
                                    <Checkbox
                                      id={`promo-dimension-${d.id}`}
                                      label={`${d.value} (${formatMoney(d.price)})`}
                                      checked={draft.dimensionIds.includes(d.id)}
                                      onChange={() => set('dimensionIds', toggle(draft.dimensionIds, d.id))}
                                    />
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </li>
                        ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {config.sets ? (
            <Section title="Seturi de produse">
              {errors.promotionProductBeans ? <Alert tone="error">{errors.promotionProductBeans}</Alert> : null}
              {draft.sets.map((s, index) => (
                <fieldset key={index} className="promo-set">
                  <legend>Setul {index + 1}</legend>
                  <div className="form__row">
                    <FormField id={`promo-set-${index}-label`} label="Eticheta setului">
                      <Input
                        value={s.label}
                        onChange={(e) => set('sets', draft.sets.map((x, i) => (i === index ? { ...x, label: e.target.value } : x)))}
                      />
                    </FormField>
                    <Checkbox
                      id={`promo-set-${index}-free`}
                      label="Produs gratuit (Y)"
                      checked={s.isFree}
                      onChange={(e) => set('sets', draft.sets.map((x, i) => (i === index ? { ...x, isFree: e.target.checked } : x)))}
                    />
                  </div>
                  <ul className="promo-tree">
                    {productList.map((p) => (
                      <li key={p.id}>
                        <Checkbox
                          id={`promo-set-${index}-product-${p.id}`}
                          label={`${p.name}${p.price ? ` (${formatMoney(p.price)})` : ''}`}
                          checked={s.productIds.includes(p.id)}
                          onChange={() =>
                            set('sets', draft.sets.map((x, i) => (i === index ? { ...x, productIds: toggle(x.productIds, p.id) } : x)))
                          }
                        />
                      </li>
                    ))}
                  </ul>
                  {draft.sets.length > 1 ? (
                    <Button variant="ghost" size="sm" onClick={() => set('sets', draft.sets.filter((_, i) => i !== index))}>
                      Șterge setul
                    </Button>
                  ) : null}
                </fieldset>
              ))}
              <Button variant="secondary" onClick={() => set('sets', [...draft.sets, { label: '', isFree: false, productIds: [] }])}>
                Adaugă un set
              </Button>
            </Section>
          ) : null}

          <ConditionsFields value={draft.conditions} onChange={(c) => set('conditions', c)} errors={errors} />
          <Checkbox
            id="promo-combinable"
            label="Se cumulează cu alte promoții"
            checked={draft.combinable}
            onChange={(e) => set('combinable', e.target.checked)}
          />
          <FormField id="promo-image" label="Imagine (PNG sau JPEG, opțional)" error={errors.image}>
            <Input type="file" accept="image/png,image/jpeg" onChange={(e) => void onImage(e.target.files?.[0])} />
          </FormField>
          {draft.image ? <img src={draft.image} alt="Imaginea promoției" className="promo-image-preview" /> : null}
          <div className="adm-actions">
            <Button type="submit" loading={save.isPending}>
              {draft.id ? 'Salvează promoția' : 'Creează promoția'}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
