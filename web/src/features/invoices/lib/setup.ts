import { z } from 'zod';
import { CUI_RULE, countyCode, isValidCui } from '@/lib/company';
import type { InvoicingSetup, InvoicingSetupBody } from '@/types/api';

const TEXT_FIELDS = [
  'legalName',
  'cui',
  'registrationNumber',
  'streetAddress',
  'city',
  'county',
  'postalCode',
  'bankName',
  'iban',
  'email',
  'phone',
  'series',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type SetupValues = Record<TextField, string> & {
  enabled: boolean;
  vatPayer: boolean;
  invoiceEveryCashOrder: boolean;
  defaultVatRate: string;
  deliveryVatRate: string;
  categoryVatRates: { categoryId: number; categoryName: string; vatRate: string }[];
};

/** The server's field names the form has (a refusal's messages go under them). */
export const SETUP_FIELDS: readonly string[] = [...TEXT_FIELDS, 'enabled', 'vatPayer', 'invoiceEveryCashOrder', 'defaultVatRate', 'deliveryVatRate'];

export const RATE_RULE = 'Cota de TVA este un procent între 0 și 100 (de exemplu 21 sau 11).';
export const SERIES_RULE = 'Seria are 1–10 litere sau cifre (de exemplu CFS).';

const rate = z
  .string()
  .trim()
  .refine((v) => /^\d{1,3}([.,]\d{1,2})?$/.test(v) && Number(v.replace(',', '.')) <= 100, RATE_RULE);

export const setupSchema = z.object({
  enabled: z.boolean(),
  vatPayer: z.boolean(),
  invoiceEveryCashOrder: z.boolean(),
  legalName: z.string().max(200),
  cui: z.string().refine((v) => !v.trim() || isValidCui(v), CUI_RULE),
  registrationNumber: z.string().max(40),
  streetAddress: z.string().max(200),
  city: z.string().max(100),
  county: z.string(),
  postalCode: z.string().max(10),
  bankName: z.string().max(100),
  iban: z.string().max(40),
  email: z.string().max(200),
  phone: z.string().max(30),
  series: z.string().refine((v) => !v.trim() || /^[A-Za-z0-9]{1,10}$/.test(v.trim()), SERIES_RULE),
  defaultVatRate: rate,
  deliveryVatRate: rate,
  categoryVatRates: z.array(z.object({ categoryId: z.number(), categoryName: z.string(), vatRate: rate })),
});

/** "21.00" → "21", "12.50" → "12,5": a percent as people write it. */
const percentText = (v: string | null | undefined) => {
  const text = v ?? '';
  return text.includes('.') ? text.replace(/\.?0+$/, '').replace('.', ',') : text;
};

export function toSetupValues(setup: InvoicingSetup): SetupValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, setup[name] ?? ''])) as Record<TextField, string>;
  return {
    ...texts,
    county: countyCode(setup.county),
    enabled: setup.enabled,
    vatPayer: setup.vatPayer,
    invoiceEveryCashOrder: setup.invoiceEveryCashOrder,
    defaultVatRate: percentText(setup.defaultVatRate),
    deliveryVatRate: percentText(setup.deliveryVatRate),
    categoryVatRates: setup.categoryVatRates.map((c) => ({ ...c, vatRate: percentText(c.vatRate) })),
  };
}

const rateText = (v: string) => v.trim().replace(',', '.');

export function toSetupBody(values: SetupValues): InvoicingSetupBody {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim() || null])) as Record<TextField, string | null>;
  return {
    ...texts,
    cui: texts.cui?.replace(/\s/g, '').toUpperCase() ?? null,
    iban: texts.iban?.replace(/\s/g, '').toUpperCase() ?? null,
    series: values.series.trim().toUpperCase(),
    enabled: values.enabled,
    vatPayer: values.vatPayer,
    invoiceEveryCashOrder: values.invoiceEveryCashOrder,
    defaultVatRate: rateText(values.defaultVatRate),
    deliveryVatRate: rateText(values.deliveryVatRate),
    categoryVatRates: values.categoryVatRates.map((c) => ({ categoryId: c.categoryId, vatRate: rateText(c.vatRate) })),
  };
}
