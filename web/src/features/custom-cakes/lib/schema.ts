import { z } from 'zod';
import { characterCount } from '@/lib/allergens';
import { emailField } from '@/lib/email';
import { normalizeMoney } from '@/lib/money';
import { DATE_MSG, earliestEventDate, parseShownDate } from './event-date';
import { photosProblem } from './photos';

export type CakeRequestValues = {
  /** dd-MM-yyyy, as shown */
  eventDate: string;
  /** HH:mm */
  time: string;
  method: '' | 'PICKUP' | 'DELIVERY';
  pickupLocationId: string;
  streetAddress: string;
  streetNumberAddress: string;
  buildingNumber: string;
  appartmentNumber: string;
  city: string;
  postalCode: string;
  servings: string;
  flavour: string;
  filling: string;
  inscription: string;
  allergies: string;
  budget: string;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  photos: File[];
};

/** What the rules depend on besides the fields: the owner's lists and lead time, today, the pickup points. */
export type CakeRequestContext = {
  todayIso: string;
  leadDays: number;
  flavours: string[];
  fillings: string[];
  hasPickupLocations: boolean;
};

export const INSCRIPTION_MAX = 60;
export const SERVINGS_MAX = 500;

export const MSG = {
  time: 'Alege ora.',
  method: 'Alege dacă ridici tortul sau ți-l livrăm.',
  pickupLocation: 'Alege punctul de ridicare.',
  street: 'Strada este obligatorie.',
  streetNumber: 'Numărul străzii este obligatoriu.',
  city: 'Localitatea este obligatorie.',
  servings: `Scrie numărul de porții: un număr întreg între 1 și ${SERVINGS_MAX}.`,
  flavour: 'Alege aroma blatului.',
  filling: 'Alege umplutura.',
  inscription: `Mesajul pe tort poate avea cel mult ${INSCRIPTION_MAX} de caractere.`,
  allergies: 'Textul despre alergii poate avea cel mult 500 de caractere.',
  budget: 'Scrie bugetul în lei, de exemplu 350 sau 350,50.',
  description: 'Descrie pe scurt tortul dorit (model, culori, decor).',
  descriptionTooLong: 'Descrierea poate avea cel mult 2000 de caractere.',
  firstName: 'Introdu prenumele.',
  lastName: 'Introdu numele.',
  nameTooLong: 'Textul este prea lung (cel mult 50 de caractere).',
  phoneRequired: 'Introdu numărul de telefon.',
  phone: 'Numărul de telefon nu este valid. Exemplu: 0722 123 456.',
  emailRequired: 'Introdu adresa de email.',
} as const;

/** A Romanian phone number as the services read it: 07xx xxx xxx, or +40 / 0040 before it (the checkout's rule). */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s.\-()]/g, '').replace(/^(\+40|0040)/, '0');
  return /^0\d{9}$/.test(digits) ? digits : null;
}

const name = (required: string) => z.string().trim().min(1, required).max(50, MSG.nameTooLong);

export function cakeRequestSchema(ctx: CakeRequestContext) {
  return z
    .object({
      eventDate: z.string().trim().min(1, DATE_MSG.required),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.time),
      method: z.enum(['', 'PICKUP', 'DELIVERY']),
      pickupLocationId: z.string(),
      streetAddress: z.string(),
      streetNumberAddress: z.string(),
      buildingNumber: z.string().max(20),
      appartmentNumber: z.string().max(20),
      city: z.string(),
      postalCode: z.string().max(10),
      servings: z.string().trim().regex(/^\d{1,3}$/, MSG.servings).refine((v) => Number(v) >= 1 && Number(v) <= SERVINGS_MAX, MSG.servings),
      flavour: z.string().refine((v) => ctx.flavours.includes(v), MSG.flavour),
      filling: z.string().refine((v) => ctx.fillings.includes(v), MSG.filling),
      inscription: z.string().refine((v) => characterCount(v.trim()) <= INSCRIPTION_MAX, MSG.inscription),
      allergies: z.string().max(500, MSG.allergies),
      budget: z.string().refine((v) => !v.trim() || (normalizeMoney(v) !== null && Number(normalizeMoney(v)) > 0), MSG.budget),
      description: z.string().trim().min(1, MSG.description).max(2000, MSG.descriptionTooLong),
      firstName: name(MSG.firstName),
      lastName: name(MSG.lastName),
      email: emailField({ required: MSG.emailRequired }),
      phoneNumber: z.string().trim().min(1, MSG.phoneRequired).refine((v) => normalizePhone(v) !== null, MSG.phone),
      photos: z.array(z.instanceof(File)),
    })
    .superRefine((v, issue) => {
      const add = (path: keyof CakeRequestValues, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
      if (v.eventDate) {
        const iso = parseShownDate(v.eventDate);
        const earliest = earliestEventDate(ctx.todayIso, ctx.leadDays);
        if (!iso) add('eventDate', DATE_MSG.format);
        else if (iso < earliest) add('eventDate', DATE_MSG.tooSoon(earliest, ctx.leadDays));
      }
      if (!v.method) add('method', MSG.method);
      if (v.method === 'PICKUP' && ctx.hasPickupLocations && !v.pickupLocationId) add('pickupLocationId', MSG.pickupLocation);
      if (v.method === 'DELIVERY') {
        if (!v.streetAddress.trim()) add('streetAddress', MSG.street);
        if (!v.streetNumberAddress.trim()) add('streetNumberAddress', MSG.streetNumber);
        if (!v.city.trim()) add('city', MSG.city);
      }
      const photos = photosProblem(v.photos);
      if (photos) add('photos', photos);
    });
}
