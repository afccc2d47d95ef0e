import { normalizeMoney } from '@/lib/money';
import type { CakeRequestBody } from '../api/types';
import { parseShownDate } from './event-date';
import { normalizePhone, type CakeRequestValues } from './schema';

const orNull = (value: string) => value.trim() || null;

/** The `request` part of the multipart body; the photos travel as their own parts. */
export function buildCakeRequest(values: CakeRequestValues): CakeRequestBody {
  const delivery = values.method === 'DELIVERY';
  return {
    eventDate: parseShownDate(values.eventDate) ?? values.eventDate.trim(),
    time: values.time,
    deliveryMethodChosen: delivery ? 'DELIVERY' : 'PICKUP',
    pickupLocationId: !delivery && values.pickupLocationId ? Number(values.pickupLocationId) : null,
    deliveryDetailsBean: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: normalizePhone(values.phoneNumber) ?? values.phoneNumber.trim(),
      email: values.email.trim(),
      ...(delivery
        ? {
            streetAddress: values.streetAddress.trim(),
            streetNumberAddress: values.streetNumberAddress.trim(),
            buildingNumber: orNull(values.buildingNumber),
            appartmentNumber: orNull(values.appartmentNumber),
            city: values.city.trim(),
            postalCode: orNull(values.postalCode),
          }
        : {}),
    },
    servings: Number(values.servings.trim()),
    flavour: values.flavour,
    filling: values.filling,
    inscription: orNull(values.inscription),
    allergies: orNull(values.allergies),
    budget: values.budget.trim() ? normalizeMoney(values.budget) : null,
    description: values.description.trim(),
  };
}

/** The server's field names (dotted) → the form's fields. */
export function serverFieldToForm(key: string): keyof CakeRequestValues | null {
  const field = key.replace(/^(request\.)?(deliveryDetailsBean\.)?/, '');
  const map: Record<string, keyof CakeRequestValues> = {
    eventDate: 'eventDate',
    time: 'time',
    deliveryMethodChosen: 'method',
    pickupLocationId: 'pickupLocationId',
    streetAddress: 'streetAddress',
    streetNumberAddress: 'streetNumberAddress',
    buildingNumber: 'buildingNumber',
    appartmentNumber: 'appartmentNumber',
    city: 'city',
    postalCode: 'postalCode',
    servings: 'servings',
    flavour: 'flavour',
    filling: 'filling',
    inscription: 'inscription',
    allergies: 'allergies',
    budget: 'budget',
    description: 'description',
    firstName: 'firstName',
    lastName: 'lastName',
    email: 'email',
    phoneNumber: 'phoneNumber',
    photos: 'photos',
  };
  return map[field] ?? (/^photos/.test(field) ? 'photos' : null);
}
