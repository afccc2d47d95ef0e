import { z } from 'zod';
import { moneyToRomanianInput, normalizeMoney } from '@/lib/money';
import type { Category, CategoryBody } from '@/types/api';
import { MSG } from './messages';

export const categorySchema = z
  .object({
    name: z.string().trim().min(1, MSG.categoryNameRequired),
    specialCategory: z.boolean(),
    extraIngredients: z.array(
      z.object({
        name: z.string().trim().min(1, MSG.extraNameRequired),
        price: z.string().refine((v) => normalizeMoney(v) !== null, MSG.extraPrice),
      }),
    ),
    isPickupFromSpecificLocation: z.boolean(),
    givenLocationForPickup: z.string(),
    preferredMessage: z.boolean(),
    preferredMessageMaxLength: z
      .string()
      .refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 500), MSG.messageMaxLength),
    additionalInformation: z.string(),
  })
  .refine((v) => !v.isPickupFromSpecificLocation || v.givenLocationForPickup !== '', {
    path: ['givenLocationForPickup'],
    message: MSG.pickupLocationRequired,
  });

export type CategoryFormValues = z.infer<typeof categorySchema>;

export function categoryToValues(c?: Category | null): CategoryFormValues {
  return {
    name: c?.name ?? '',
    specialCategory: Boolean(c?.specialCategory),
    extraIngredients: (c?.extraIngredients ?? []).map((e) => ({ name: e.name, price: moneyToRomanianInput(e.price) })),
    isPickupFromSpecificLocation: Boolean(c?.isPickupFromSpecificLocation),
    givenLocationForPickup: c?.givenLocationForPickup != null ? String(c.givenLocationForPickup) : '',
    preferredMessage: Boolean(c?.preferredMessage),
    preferredMessageMaxLength: c?.preferredMessageMaxLength != null ? String(c.preferredMessageMaxLength) : '',
    additionalInformation: c?.additionalInformation ?? '',
  };
}

export function toCategoryBody(values: CategoryFormValues, existing?: Category | null): CategoryBody {
  return {
    ...(existing?.id != null ? { id: existing.id } : {}),
    ...(existing?.value ? { value: existing.value } : {}),
    name: values.name.trim(),
    specialCategory: values.specialCategory,
    extraIngredients: values.extraIngredients.map((e) => ({ name: e.name.trim(), price: normalizeMoney(e.price) ?? '0.00' })),
    isPickupFromSpecificLocation: values.isPickupFromSpecificLocation,
    givenLocationForPickup: values.isPickupFromSpecificLocation ? Number(values.givenLocationForPickup) : null,
    preferredMessage: values.preferredMessage,
    preferredMessageMaxLength: values.preferredMessageMaxLength.trim() ? Number(values.preferredMessageMaxLength) : null,
    additionalInformation: values.additionalInformation.trim() || null,
  };
}

/** Server names → form paths (extraIngredients.0.price stays as is). */
export function categoryFieldOf(key: string): string | null {
  const k = key.replace(/^\d+\./, '').replace(/^\[\d+\]\./, '');
  if (/^extraIngredients\.\d+\.(name|price)$/.test(k)) return k;
  if (
    ['name', 'specialCategory', 'isPickupFromSpecificLocation', 'givenLocationForPickup', 'preferredMessage', 'preferredMessageMaxLength', 'additionalInformation'].includes(
      k,
    )
  )
    return k;
  return null;
}
