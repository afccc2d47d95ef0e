import type { AdminPromotion, ProductsPage } from '@/types/api';
import type { PromotionBody } from '../api/save-promotion';
import { daysBetween, type KindConfig } from '../lib/kinds';
import { conditionsOf, conditionsToBody, type Conditions } from './conditions-fields';

export type AdminProduct = ProductsPage['content'][number];

export type SetDraft = { label: string; isFree: boolean; productIds: number[] };

/** The promotion as the form holds it: every kind's fields, each kind showing and sending its own. */
export type Draft = {
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

/** Changes one field of the draft. */
export type SetField = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** What each kind's fields get: the draft, its setter and the server's messages by field. */
export type DraftFieldsProps = { draft: Draft; set: SetField; errors: Record<string, string> };

const EMPTY_SETS: SetDraft[] = [
  { label: 'Alege produsul', isFree: false, productIds: [] },
  { label: 'Produsul gratuit', isFree: true, productIds: [] },
];

export function draftOf(config: KindConfig, promotion?: AdminPromotion): Draft {
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

/** The save body: only what the kind uses is sent, the rest null. */
export function promotionBody(config: KindConfig, draft: Draft): PromotionBody {
  const validity = config.datesRequired && draft.startDate && draft.endDate ? daysBetween(draft.startDate, draft.endDate) : draft.validity;
  return {
    id: draft.id,
    name: draft.name,
    description: draft.description || null,
    type: config.kind,
    active: config.alwaysActive ? true : draft.active,
    discountPercentage: config.percent ? draft.percent || null : null,
    // Newsletter and coupon promotions send minOrderValue 0 and a null discountAmount (the admin service's contract).
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
}

/** An end date before the start date (checked here, before the server is asked). */
export function endsBeforeStart(draft: Draft): boolean {
  return Boolean(draft.startDate && draft.endDate && draft.endDate < draft.startDate);
}

export function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}
