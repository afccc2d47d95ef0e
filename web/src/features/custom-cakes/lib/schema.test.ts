import { describe, expect, it } from 'vitest';
import { OPTIONS } from '../testing/cake-fixtures';
import { cakeRequestDefaults } from '../hooks/use-cake-request-form';
import { buildCakeRequest } from './payload';
import { cakeRequestSchema, type CakeRequestValues } from './schema';

// Today is 29-11-2026 on the shop's clock; the bakery needs 3 days: 02-12-2026 is the first day.
const ctx = { todayIso: '2026-11-29', leadDays: 3, flavours: OPTIONS.flavours, fillings: OPTIONS.fillings, hasPickupLocations: true };

const photo = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

function values(extra: Partial<CakeRequestValues> = {}): CakeRequestValues {
  return {
    ...cakeRequestDefaults({}),
    eventDate: '20-12-2026',
    time: '12:00',
    method: 'PICKUP',
    pickupLocationId: '1',
    servings: '20',
    flavour: 'Vanilie',
    filling: 'Fructe de pădure',
    description: 'Tort cu unicorn, roz și alb.',
    firstName: 'Sorina',
    lastName: 'Bucur',
    email: 'sorina@example.ro',
    phoneNumber: '0722 123 456',
    ...extra,
  };
}

/** The message the form shows under a field, or undefined when the field is accepted. */
function problem(input: CakeRequestValues, field: keyof CakeRequestValues): string | undefined {
  const result = cakeRequestSchema(ctx).safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('the custom-cake request form refuses what the bakery cannot take', () => {
  it('accepts a complete request', () => {
    expect(cakeRequestSchema(ctx).safeParse(values()).success).toBe(true);
  });

  it('refuses an event before the lead time, naming the first possible day', () => {
    expect(problem(values({ eventDate: '01-12-2026' }), 'eventDate')).toBe(
      'Avem nevoie de cel puțin 3 zile pentru un tort personalizat: cea mai apropiată dată posibilă este 02-12-2026.',
    );
    expect(problem(values({ eventDate: '29-11-2026' }), 'eventDate')).toMatch(/02-12-2026/);
    expect(problem(values({ eventDate: '02-12-2026' }), 'eventDate')).toBeUndefined();
  });

  it('reads the date as dd-MM-yyyy and refuses days the calendar does not have', () => {
    expect(problem(values({ eventDate: '2026-12-20' }), 'eventDate')).toBe('Scrie data în forma zz-ll-aaaa, de exemplu 24-12-2026.');
    expect(problem(values({ eventDate: '31-02-2027' }), 'eventDate')).toBe('Scrie data în forma zz-ll-aaaa, de exemplu 24-12-2026.');
    expect(problem(values({ eventDate: '' }), 'eventDate')).toBe('Introdu data evenimentului.');
    expect(buildCakeRequest(values({ eventDate: '05-01-2027' })).eventDate).toBe('2027-01-05');
  });

  it('refuses more than 3 photos', () => {
    const four = [1, 2, 3, 4].map((n) => photo(`model-${n}.jpg`, 'image/jpeg'));
    expect(problem(values({ photos: four }), 'photos')).toBe('Poți atașa cel mult 3 fotografii.');
    expect(problem(values({ photos: four.slice(0, 3) }), 'photos')).toBeUndefined();
  });

  it('refuses a file that is not JPEG, PNG or WebP, and a photo over 5 MB', () => {
    expect(problem(values({ photos: [photo('invitatie.pdf', 'application/pdf')] }), 'photos')).toBe('Fotografia „invitatie.pdf” nu este JPEG, PNG sau WebP.');
    expect(problem(values({ photos: [photo('tort.gif', 'image/gif')] }), 'photos')).toBe('Fotografia „tort.gif” nu este JPEG, PNG sau WebP.');
    expect(problem(values({ photos: [photo('mare.png', 'image/png', 5 * 1024 * 1024 + 1)] }), 'photos')).toBe(
      'Fotografia „mare.png” are mai mult de 5 MB. Alege una mai mică.',
    );
    expect(problem(values({ photos: [photo('tort.webp', 'image/webp', 5 * 1024 * 1024)] }), 'photos')).toBeUndefined();
  });

  it('takes the budget in lei with a comma or a dot, or empty, and sends it as a decimal string', () => {
    const message = 'Scrie bugetul în lei, de exemplu 350 sau 350,50.';
    for (const wrong of ['350 lei', '12,345', '-50', '0', 'abc']) expect(problem(values({ budget: wrong }), 'budget'), wrong).toBe(message);
    for (const right of ['', '350', '350,5', '350.50']) expect(problem(values({ budget: right }), 'budget'), right).toBeUndefined();
    expect(buildCakeRequest(values({ budget: '350,5' })).budget).toBe('350.50');
    expect(buildCakeRequest(values({ budget: '' })).budget).toBeNull();
  });

  it('asks for the flavour and the filling from the owner’s lists, and a whole number of servings', () => {
    expect(problem(values({ flavour: '' }), 'flavour')).toBe('Alege aroma blatului.');
    expect(problem(values({ filling: 'Ceva nou' }), 'filling')).toBe('Alege umplutura.');
    expect(problem(values({ servings: '2.5' }), 'servings')).toMatch(/număr întreg/);
    expect(problem(values({ servings: '0' }), 'servings')).toMatch(/număr întreg/);
  });

  it('asks for the address of a delivery, by the checkout’s rules, and sends it as place-order takes it', () => {
    const delivery = values({ method: 'DELIVERY', pickupLocationId: '' });
    expect(problem(delivery, 'streetAddress')).toBe('Strada este obligatorie.');
    expect(problem(delivery, 'city')).toBe('Localitatea este obligatorie.');
    const body = buildCakeRequest({ ...delivery, streetAddress: 'Str. Mare', streetNumberAddress: '5', city: 'Sibiu' });
    expect(body).toMatchObject({ deliveryMethodChosen: 'DELIVERY', pickupLocationId: null, servings: 20 });
    expect(body.deliveryDetailsBean).toEqual({
      firstName: 'Sorina',
      lastName: 'Bucur',
      phoneNumber: '0722123456',
      email: 'sorina@example.ro',
      streetAddress: 'Str. Mare',
      streetNumberAddress: '5',
      buildingNumber: null,
      appartmentNumber: null,
      city: 'Sibiu',
      postalCode: null,
    });
  });
});
