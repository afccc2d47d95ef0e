import { z } from 'zod';
import { moneyToRomanianInput, normalizeMoney } from '@/lib/money';
import { UNLIMITED_STOCK } from '@/lib/constants';
import type { Product } from '@/types/api';
import type { DimensionBody, MinimumQuantityType, OrderType, ProductBody } from '../api/types';
import { orderTypeOf } from './order-type';
import { MSG } from './messages';

export const MAX_SIMILAR = 5;

export type DimensionValues = {
  dimensionId: number | null;
  value: string;
  price: string;
  stock: string;
  stockUnlimited: boolean;
  availability: boolean;
  minimumQuantityType: MinimumQuantityType;
  minimumQuantityNumber: string;
  boxNeeded: boolean;
  boxPrice: string;
  /** Overrides of the product's production limits for this size ('' = the product's). */
  leadTime: string;
  dailyCapacity: string;
};

export type ProductFormValues = {
  categoryId: string;
  /** Set from the chosen category: special categories lock the type and the dimensions. */
  specialCategory: boolean;
  orderType: OrderType | '' | null;
  name: string;
  description: string;
  nutriValues: string;
  isVeggie: boolean;
  allowPreferredMessage: boolean;
  available: boolean;
  outOfStock: boolean;
  /** Food information (EU 1169/2011) and production limits (daily capacity, lead time). */
  allergens: string[];
  ingredients: string;
  leadTime: string;
  dailyCapacity: string;
  productionDays: number[];
  dimensions: DimensionValues[];
  similarProducts: { id: number; name: string }[];
};

/** A new dimension: stock unlimited, available, box needed, minimum NA (what most products are). */
export function newDimension(available = true): DimensionValues {
  return {
    dimensionId: null,
    value: '',
    price: '',
    stock: String(UNLIMITED_STOCK),
    stockUnlimited: true,
    availability: available,
    minimumQuantityType: 'NA',
    minimumQuantityNumber: '',
    boxNeeded: true,
    boxPrice: '',
    leadTime: '',
    dailyCapacity: '',
  };
}

export function emptyProductValues(): ProductFormValues {
  return {
    categoryId: '',
    specialCategory: false,
    orderType: 'standard',
    name: '',
    description: '',
    nutriValues: '',
    isVeggie: false,
    allowPreferredMessage: false,
    available: true,
    outOfStock: false,
    allergens: [],
    ingredients: '',
    leadTime: '',
    dailyCapacity: '',
    productionDays: [],
    dimensions: [newDimension()],
    similarProducts: [],
  };
}

export function productToValues(p: Product, specialCategory: boolean): ProductFormValues {
  return {
    categoryId: p.category?.id != null ? String(p.category.id) : '',
    specialCategory,
    orderType: specialCategory ? 'special' : orderTypeOf(p),
    name: p.name ?? '',
    description: p.description ?? '',
    nutriValues: p.nutriValues ?? '',
    isVeggie: Boolean(p.isVeggie),
    allowPreferredMessage: Boolean(p.allowPreferredMessage),
    available: Boolean(p.available),
    outOfStock: Boolean(p.outOfStock),
    allergens: [...(p.allergens ?? [])],
    ingredients: p.ingredients ?? '',
    leadTime: p.leadTime ?? '',
    dailyCapacity: p.dailyCapacity != null ? String(p.dailyCapacity) : '',
    productionDays: [...(p.productionDays ?? [])],
    dimensions: (p.dimensions ?? []).map((d) => ({
      dimensionId: d.id ?? null,
      value: d.value ?? '',
      price: moneyToRomanianInput(d.price),
      stock: d.stockUnlimited ? String(UNLIMITED_STOCK) : String(d.stock ?? ''),
      stockUnlimited: Boolean(d.stockUnlimited),
      availability: Boolean(d.availability),
      minimumQuantityType: d.minimumQuantityType === 'numarBucati' ? 'numarBucati' : 'NA',
      minimumQuantityNumber: d.minimumQuantityNumber != null ? String(d.minimumQuantityNumber) : '',
      boxNeeded: Boolean(d.boxNeeded),
      boxPrice: moneyToRomanianInput(d.boxPrice),
      leadTime: d.leadTime ?? '',
      dailyCapacity: d.dailyCapacity != null ? String(d.dailyCapacity) : '',
    })),
    similarProducts: (p.similarProducts ?? []).map((s) => ({ id: s.id, name: s.name })),
  };
}

const wholeAtLeast = (v: string, min: number) => /^\s*\d+\s*$/.test(v) && Number(v) >= min;

type Issue = { path: (string | number)[]; message: string };

/** Problems of one dimension row (name, price and stock required, none below 0). */
function dimensionIssues(d: DimensionValues): Issue[] {
  const issues: Issue[] = [];
  if (!d.value.trim()) issues.push({ path: ['value'], message: MSG.dimensionNameRequired });
  if (normalizeMoney(d.price) === null) issues.push({ path: ['price'], message: MSG.price });
  if (!d.stockUnlimited && !wholeAtLeast(d.stock, 0)) issues.push({ path: ['stock'], message: MSG.stock });
  if (d.minimumQuantityType === 'numarBucati' && !wholeAtLeast(d.minimumQuantityNumber, 1)) {
    issues.push({ path: ['minimumQuantityNumber'], message: MSG.minimumNumber });
  }
  if (d.boxNeeded && normalizeMoney(d.boxPrice) === null) issues.push({ path: ['boxPrice'], message: MSG.boxPrice });
  return issues;
}

const dimensionValuesSchema = z.object({
  dimensionId: z.number().nullable(),
  value: z.string(),
  price: z.string(),
  stock: z.string(),
  stockUnlimited: z.boolean(),
  availability: z.boolean(),
  minimumQuantityType: z.enum(['NA', 'numarBucati']),
  minimumQuantityNumber: z.string(),
  boxNeeded: z.boolean(),
  boxPrice: z.string(),
  leadTime: z.string(),
  dailyCapacity: z.string(),
});

export const productSchema = z
  .object({
    categoryId: z.string().min(1, MSG.categoryRequired),
    specialCategory: z.boolean(),
    orderType: z.string().nullable(),
    name: z.string().trim().min(1, MSG.productNameRequired),
    description: z.string(),
    nutriValues: z.string(),
    isVeggie: z.boolean(),
    allowPreferredMessage: z.boolean(),
    available: z.boolean(),
    outOfStock: z.boolean(),
    allergens: z.array(z.string()),
    ingredients: z.string(),
    leadTime: z.string(),
    dailyCapacity: z.string(),
    productionDays: z.array(z.number()),
    dimensions: z.array(dimensionValuesSchema),
    similarProducts: z.array(z.object({ id: z.number(), name: z.string() })).max(MAX_SIMILAR, MSG.similarMax),
  })
  .superRefine((v, ctx) => {
    if (!v.specialCategory && !v.orderType) ctx.addIssue({ code: 'custom', path: ['orderType'], message: MSG.orderTypeRequired });
    // Special categories: the dimension fields are locked, so they are not checked.
    if (v.specialCategory) return;
    if (v.dimensions.length === 0) ctx.addIssue({ code: 'custom', path: ['dimensions'], message: MSG.dimensionsRequired });
    v.dimensions.forEach((d, i) => {
      for (const issue of dimensionIssues(d)) {
        ctx.addIssue({ code: 'custom', path: ['dimensions', i, ...issue.path], message: issue.message });
      }
    });
  });

function toDimension(d: DimensionValues): DimensionBody {
  const numarBucati = d.minimumQuantityType === 'numarBucati';
  return {
    ...(d.dimensionId != null ? { id: d.dimensionId } : {}),
    value: d.value.trim(),
    price: normalizeMoney(d.price) ?? '0.00',
    stock: d.stockUnlimited ? UNLIMITED_STOCK : Number(d.stock),
    stockUnlimited: d.stockUnlimited,
    availability: d.availability,
    minimumQuantityType: d.minimumQuantityType,
    minimumQuantityNumber: numarBucati ? Number(d.minimumQuantityNumber) : null,
    boxNeeded: d.boxNeeded,
    boxPrice: d.boxNeeded ? normalizeMoney(d.boxPrice) : null,
    leadTime: d.leadTime.trim() || null,
    dailyCapacity: d.dailyCapacity.trim() ? Number(d.dailyCapacity) : null,
  };
}

/** The add-entry body: unlimited stock is 9999, the minimum count only with numarBucati, the box price only with a box. */
export function toProductBody(values: ProductFormValues, id?: number): ProductBody {
  const orderType: OrderType = values.specialCategory ? 'special' : (values.orderType as OrderType | null) || 'standard';
  // Locked (special) rows are sent as they are when complete; a blank new row is left out.
  const rows = values.specialCategory ? values.dimensions.filter((d) => dimensionIssues(d).length === 0) : values.dimensions;
  return {
    ...(id != null ? { id } : {}),
    name: values.name.trim(),
    description: values.description.trim(),
    nutriValues: values.nutriValues.trim(),
    category: { id: Number(values.categoryId) },
    orderType,
    standardOrderType: orderType === 'standard',
    preOrderOrderType: orderType === 'pre-order',
    isVeggie: values.isVeggie,
    outOfStock: values.outOfStock,
    available: values.available,
    allowPreferredMessage: values.allowPreferredMessage,
    allergens: values.allergens,
    ingredients: values.ingredients.trim() || null,
    leadTime: values.leadTime.trim() || null,
    dailyCapacity: values.dailyCapacity.trim() ? Number(values.dailyCapacity) : null,
    productionDays: [...values.productionDays].sort(),
    dimensions: rows.map(toDimension),
    similarProducts: values.similarProducts.slice(0, MAX_SIMILAR).map((s) => ({ id: s.id })),
  };
}

const DIMENSION_FIELDS = [
  'value',
  'price',
  'stock',
  'minimumQuantityNumber',
  'boxPrice',
  'minimumQuantityType',
  'stockUnlimited',
  'availability',
  'boxNeeded',
  'leadTime',
  'dailyCapacity',
];

/** Server field names (dotted, e.g. dimensions.0.price) → form paths. */
export function productFieldOf(key: string): string | null {
  const dim = /^dimensions\.(\d+)\.(\w+)$/.exec(key);
  if (dim) return DIMENSION_FIELDS.includes(dim[2]) ? `dimensions.${dim[1]}.${dim[2]}` : null;
  if (key === 'category' || key === 'category.id' || key === 'categoryId') return 'categoryId';
  if (['standardOrderType', 'preOrderOrderType', 'orderType'].includes(key)) return 'orderType';
  if (
    [
      'name',
      'description',
      'nutriValues',
      'similarProducts',
      'dimensions',
      'allergens',
      'ingredients',
      'leadTime',
      'dailyCapacity',
      'productionDays',
    ].includes(key)
  )
    return key;
  return null;
}
