import { z } from 'zod';
import type { InvoiceDetailsBody } from '@/types/api';

/**
 * A company as an invoice names it: the CUI checked by its control digit (the same rule as the
 * services', so a typo is caught before the order is sent) and Romania's counties, whose ISO
 * code is what e-Factura files.
 */
export const CUI_REQUIRED = 'Codul fiscal (CUI) este obligatoriu.';
export const CUI_RULE = 'Codul fiscal (CUI) nu este valid: verifică cifrele. Exemplu: RO18547290 sau 18547290.';
export const COUNTY_RULE = 'Alege județul din listă.';

const CONTROL_KEY = '753217532';

/** The CUI's digits (without "RO", spaces or dashes), or null when they are not a valid CUI. */
export function cuiDigits(value: string): string | null {
  let text = value.replace(/[\s-]/g, '').toUpperCase();
  if (text.startsWith('RO')) text = text.slice(2);
  if (!/^\d{2,10}$/.test(text)) return null;
  const body = text.slice(0, -1).padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(body[i]) * Number(CONTROL_KEY[i]);
  const check = ((sum * 10) % 11) % 10;
  return check === Number(text.at(-1)) ? text : null;
}

export function isValidCui(value: string): boolean {
  return cuiDigits(value) !== null;
}

/** ISO 3166-2:RO code → name, as services/shared's counties.py lists them. */
export const COUNTIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['RO-AB', 'Alba'],
  ['RO-AR', 'Arad'],
  ['RO-AG', 'Argeș'],
  ['RO-BC', 'Bacău'],
  ['RO-BH', 'Bihor'],
  ['RO-BN', 'Bistrița-Năsăud'],
  ['RO-BT', 'Botoșani'],
  ['RO-BR', 'Brăila'],
  ['RO-BV', 'Brașov'],
  ['RO-B', 'București'],
  ['RO-BZ', 'Buzău'],
  ['RO-CL', 'Călărași'],
  ['RO-CS', 'Caraș-Severin'],
  ['RO-CJ', 'Cluj'],
  ['RO-CT', 'Constanța'],
  ['RO-CV', 'Covasna'],
  ['RO-DB', 'Dâmbovița'],
  ['RO-DJ', 'Dolj'],
  ['RO-GL', 'Galați'],
  ['RO-GR', 'Giurgiu'],
  ['RO-GJ', 'Gorj'],
  ['RO-HR', 'Harghita'],
  ['RO-HD', 'Hunedoara'],
  ['RO-IL', 'Ialomița'],
  ['RO-IS', 'Iași'],
  ['RO-IF', 'Ilfov'],
  ['RO-MM', 'Maramureș'],
  ['RO-MH', 'Mehedinți'],
  ['RO-MS', 'Mureș'],
  ['RO-NT', 'Neamț'],
  ['RO-OT', 'Olt'],
  ['RO-PH', 'Prahova'],
  ['RO-SJ', 'Sălaj'],
  ['RO-SM', 'Satu Mare'],
  ['RO-SB', 'Sibiu'],
  ['RO-SV', 'Suceava'],
  ['RO-TR', 'Teleorman'],
  ['RO-TM', 'Timiș'],
  ['RO-TL', 'Tulcea'],
  ['RO-VL', 'Vâlcea'],
  ['RO-VS', 'Vaslui'],
  ['RO-VN', 'Vrancea'],
];

const COUNTY_NAMES = new Map(COUNTIES);

export function countyName(code: string | null | undefined): string {
  return (code && COUNTY_NAMES.get(code)) || code || '';
}

/** A county given by its code ("RO-SB", "SB") or name ("Sibiu") → its ISO code; '' when unknown. */
export function countyCode(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const upper = text.toUpperCase();
  if (COUNTY_NAMES.has(upper)) return upper;
  if (COUNTY_NAMES.has(`RO-${upper}`)) return `RO-${upper}`;
  const folded = text.toLocaleLowerCase('ro');
  return COUNTIES.find(([, name]) => name.toLocaleLowerCase('ro') === folded)?.[0] ?? '';
}

/** The company fields of a form; every one a string, as the inputs hold them. */
export type CompanyValues = {
  companyName: string;
  cui: string;
  registrationNumber: string;
  streetAddress: string;
  city: string;
  county: string;
};

export const COMPANY_FIELDS = ['companyName', 'cui', 'registrationNumber', 'streetAddress', 'city', 'county'] as const;

/** The services' own texts (user-service's invoices/schemas.py), so a message reads the same before and after sending. */
export const COMPANY_MSG = {
  companyName: 'Numele firmei este obligatoriu.',
  streetAddress: 'Adresa sediului firmei este obligatorie.',
  city: 'Localitatea sediului firmei este obligatorie.',
  tooLong: (max: number) => `Textul poate avea cel mult ${max} caractere.`,
} as const;

export const emptyCompany = (): CompanyValues => ({ companyName: '', cui: '', registrationNumber: '', streetAddress: '', city: '', county: '' });

/** The rules of place-order's and the account's invoiceDetails. */
export const companySchema = z.object({
  companyName: z.string().trim().min(1, COMPANY_MSG.companyName).max(200, COMPANY_MSG.tooLong(200)),
  cui: z.string().trim().min(1, CUI_REQUIRED).refine(isValidCui, CUI_RULE),
  registrationNumber: z.string().trim().max(40, COMPANY_MSG.tooLong(40)),
  streetAddress: z.string().trim().min(1, COMPANY_MSG.streetAddress).max(200, COMPANY_MSG.tooLong(200)),
  city: z.string().trim().min(1, COMPANY_MSG.city).max(80, COMPANY_MSG.tooLong(80)),
  county: z.string().refine((v) => COUNTY_NAMES.has(v), COUNTY_RULE),
});

/** What the services take and send as invoiceDetails (county as its ISO code, CUI as written). */
export type CompanyDetails = InvoiceDetailsBody;

export function toCompanyDetails(values: CompanyValues): CompanyDetails {
  return {
    companyName: values.companyName.trim(),
    cui: values.cui.replace(/\s/g, '').toUpperCase(),
    registrationNumber: values.registrationNumber.trim() || null,
    streetAddress: values.streetAddress.trim(),
    city: values.city.trim(),
    county: values.county,
  };
}

export function toCompanyValues(details: CompanyDetails | null | undefined): CompanyValues {
  if (!details) return emptyCompany();
  return {
    companyName: details.companyName ?? '',
    cui: details.cui ?? '',
    registrationNumber: details.registrationNumber ?? '',
    streetAddress: details.streetAddress ?? '',
    city: details.city ?? '',
    county: countyCode(details.county),
  };
}

/** "Firma SRL, CUI RO18547290, J32/123/2020, Str. X 1, Sibiu, jud. Sibiu": the company in one block of lines. */
export function companyLines(details: CompanyDetails): string[] {
  return [
    details.companyName,
    `CUI ${details.cui}`,
    ...(details.registrationNumber ? [`Nr. Reg. Com. ${details.registrationNumber}`] : []),
    details.streetAddress,
    [details.city, details.county === 'RO-B' ? '' : `jud. ${countyName(details.county)}`].filter(Boolean).join(', '),
  ];
}
