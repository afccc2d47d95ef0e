import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useCartStore } from '@/stores/cart';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { businessInfo, scheduleDay } from '@/testing/business-fixtures';
import { tortLine } from '@/testing/cart-fixtures';
import type { BusinessInformation, Schedule } from '@/types/api';
import { CHECKOUT_KEY_STORAGE } from '../lib/idempotency';
import { CheckoutPage } from './checkout-page';

const allWeek = (type: string, from: string, to: string): Schedule[] =>
  [1, 2, 3, 4, 5, 6, 7].map((d) => scheduleDay({ scheduleType: type, dayOfWeek: d, open: true, openingTime: from, closingTime: to }));

const BUSINESS: BusinessInformation = businessInfo({
  name: 'Cofetăria Dulce',
  minimumOrderValue: '50.00',
  deliveryFee: '15.00',
  cashPayment: true,
  cardPayment: true,
  cashAndCardPayment: true,
  pickupEnabled: true,
  pickupAsSoonAsPossibleEnabled: true,
  minimumTimeInAdvanceForPickup: '30 minute',
  maximumTimeInAdvanceForPickup: '2 zile',
  deliveryEnabled: true,
  deliveryAsSoonAsPossibleEnabled: false,
  minimumTimeInAdvanceForDelivery: '2 ore',
  maximumTimeInAdvanceForDelivery: '2 zile',
  bookingEnabled: false,
  preOrdersEnabled: false,
  schedules: [...allWeek('PICKUP', '08:00', '20:00'), ...allWeek('DELIVERY', '10:00', '18:00'), ...allWeek('REGULAR', '08:00', '20:00')],
  holidaySchedules: [],
  pickupLocations: [
    { id: 1, pickupLocationName: 'Cofetăria din centru', pickupLocationDescription: 'Str. Nicolae Bălcescu 12' },
    { id: 2, pickupLocationName: 'Laboratorul', pickupLocationDescription: 'Calea Dumbrăvii 5' },
  ],
});

const ANSWER = {
  id: 41,
  orderNumber: '1041',
  status: 'NEW',
  subTotalPrice: '240.00',
  totalPackageCost: '10.00',
  deliveryFee: '0.00',
  discount: '0.00',
  totalPrice: '250.00',
  followToken: 'secret',
  followUrl: '/comanda/1041?cheie=secret',
};

function addTort(quantity = 2) {
  useCartStore.getState().addProduct(
    tortLine({ quantity, preferredMessage: 'La mulți ani, Ana!', extraIngredients: [{ name: 'Fructe de pădure', price: '12.00' }] }),
  );
}

function renderCheckout(business: BusinessInformation = BUSINESS) {
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage business={business} businessLoading={false} businessError={false} /> },
      { path: '/comanda/:orderNumber', element: <p>Pagina de confirmare</p> },
    ],
    '/checkout',
  );
}

async function fillContact() {
  await userEvent.type(screen.getByLabelText('Prenume'), 'Ana');
  await userEvent.type(screen.getByLabelText('Nume'), 'Pop');
  await userEvent.type(screen.getByLabelText('Telefon'), '0722 123 456');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'ana@example.ro');
  await userEvent.click(screen.getByRole('radio', { name: 'Cofetăria din centru' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Am citit și accept termenii și condițiile/ }));
}


/** The checkout's live price (price-cart): no promotion, no code. */
function quoteAnswer(): Response {
  const body = { subTotalPrice: '0.00', discount: '0.00', discounts: [], coupon: null, couponMessage: null };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('CheckoutPage', () => {
  beforeEach(() => {
    // Wednesday 23 December 2026, 12:00 in Sibiu: the pickup schedule is open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
    useCartStore.getState().clear();
    sessionStorage.clear();
  });

  it('shows the empty cart instead of the form', () => {
    renderCheckout();
    expect(screen.getByText('Coșul tău este gol.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plasează comanda' })).not.toBeInTheDocument();
  });

  it('checks the form with Romanian messages before sending anything', async () => {
    addTort();
    const { calls } = stubFetchRoutes({});
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('Introdu prenumele.')).toBeInTheDocument();
    expect(screen.getByText('Introdu numele.')).toBeInTheDocument();
    expect(screen.getByText('Introdu numărul de telefon.')).toBeInTheDocument();
    expect(screen.getByText('Introdu adresa de email.')).toBeInTheDocument();
    expect(screen.getByText('Alege punctul de ridicare.')).toBeInTheDocument();
    expect(screen.getByText('Trebuie să accepți termenii și condițiile.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Telefon'), '12345');
    expect(await screen.findByText('Numărul de telefon nu este valid. Exemplu: 0722 123 456.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/user-service/place-order')).toHaveLength(0);
  });

  it('offers the methods, payments and moments the business allows', async () => {
    addTort();
    renderCheckout();
    expect(screen.getByRole('radio', { name: 'Ridicare personală' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Livrare la domiciliu' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'La restaurant' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Numerar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Numerar și card' })).toBeInTheDocument();
    // Pickup: open now and ASAP on.
    expect(screen.getByRole('radio', { name: 'Cât mai curând posibil' })).toBeChecked();

    // Delivery: no ASAP; from 14:00 (2 hours ahead) until 18:00 today, on the delivery schedule.
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.queryByRole('radio', { name: 'Cât mai curând posibil' })).not.toBeInTheDocument();
    const day = screen.getByRole('combobox', { name: 'Ziua' });
    expect(within(day).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alege ziua', 'Azi, 23-12-2026', 'Mâine, 24-12-2026', 'Vineri, 25-12-2026']);
    const hours = within(screen.getByRole('combobox', { name: 'Ora' })).getAllByRole('option').map((o) => o.textContent);
    expect(hours[1]).toBe('14:00');
    expect(hours.at(-1)).toBe('17:45');
  });

  it('shows the delivery minimum before submitting and blocks a smaller order', async () => {
    useCartStore.getState().addProduct({ id: 20, name: 'Ecler', dimensionId: 31, dimensionLabel: '1 buc', price: '9.50', boxPrice: null, quantity: 2, preferredMessage: '', extraIngredients: [] });
    const { calls } = stubFetchRoutes({});
    renderCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.getByText(/Comanda minimă pentru livrare este de 50,00 RON\. Mai adaugă produse de 31,00 RON\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('Strada este obligatorie.')).toBeInTheDocument();
    expect(screen.getAllByText('Comanda minimă pentru livrare este de 50,00 RON.').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === '/user-service/place-order')).toHaveLength(0);
  });

  it('places the order once (double click), with the Idempotency-Key, then clears the cart and opens the confirmation', async () => {
    addTort();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests: { key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).includes('/price-cart')) return quoteAnswer();
        if (String(input).includes('/available-days')) return new Response('{}', { status: 503 });
        requests.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
        await gate;
        return new Response(JSON.stringify(ANSWER), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { router } = renderCheckout();
    await fillContact();
    await userEvent.type(screen.getByLabelText('Informații suplimentare (opțional)'), 'Fără nuci');
    const submit = screen.getByRole('button', { name: 'Plasează comanda' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(router.state.location.search).toBe('?cheie=secret');
    expect(requests).toHaveLength(1);
    expect(requests[0].key).toMatch(/\S{8,}/);
    expect(requests[0].body).toEqual({
      items: [{ id: 12, dimensionId: 7, quantity: 2, extraIngredients: ['Fructe de pădure'], preferredMessage: 'La mulți ani, Ana!' }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Ana', lastName: 'Pop', phoneNumber: '0722123456', email: 'ana@example.ro' },
      pickupLocationId: 1,
      pickupOrDeliveryMoment: null,
      orderPaymentOptions: 'CASH',
      cashAmount: null,
      cardAmount: null,
      coupon: null,
      additionalInformation: 'Fără nuci',
    });
    expect(useCartStore.getState().lines).toEqual([]);
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
  });

  it('keeps the same key when retrying after a lost answer, and a new one after the order succeeded', async () => {
    addTort();
    const keys: (string | null)[] = [];
    let attempt = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).includes('/price-cart')) return quoteAnswer();
        if (String(input).includes('/available-days')) return new Response('{}', { status: 503 });
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch'); // the answer was lost
        return new Response(JSON.stringify(ANSWER), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { router } = renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(/^A apărut o eroare: Serverul nu poate fi contactat/)).toBeInTheDocument();
    expect(screen.getByText('Poți încerca din nou: comanda nu va fi înregistrată de două ori.')).toBeInTheDocument();
    const kept = sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    expect(kept).toBe(keys[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comanda/1041'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();

    // The next order is a new attempt with a new key.
    const { checkoutKey } = await import('../lib/idempotency');
    expect(checkoutKey()).not.toBe(keys[0]);
  });

  it("shows the server's refusal as a toast and under the named field", async () => {
    addTort();
    stubFetchRoutes({
      'POST /user-service/place-order': {
        status: 422,
        body: { status: 422, message: 'Codul de reducere nu este valabil.', errors: { coupon: 'Codul de reducere nu este valabil.' } },
      },
    });
    renderCheckout();
    await fillContact();
    await userEvent.type(screen.getByLabelText('Cod de reducere (opțional)'), 'GRESIT');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('A apărut o eroare: Codul de reducere nu este valabil.')).toBeInTheDocument();
    const coupon = screen.getByLabelText('Cod de reducere (opțional)');
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveAccessibleDescription(/Codul de reducere nu este valabil\./);
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('a 429 (too many guest orders) shows its Romanian message, keeps the cart and offers no retry note', async () => {
    addTort();
    const message = 'Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste 35 minute.';
    stubFetchRoutes({ 'POST /user-service/place-order': { status: 429, body: { status: 429, message, errors: {} } } });
    renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(`A apărut o eroare: ${message}`)).toBeInTheDocument();
    const alert = screen.getByText('Comanda nu a fost plasată').closest('.alert') as HTMLElement;
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByText(/Poți încerca din nou/)).not.toBeInTheDocument();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('sends a chosen moment with the Bucharest offset and the cash + card split', async () => {
    addTort(1); // (120 + 12) + box 5 = 137,00 RON
    const { callsTo } = stubFetchRoutes({ 'POST /user-service/place-order': { status: 201, body: ANSWER } });
    renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('radio', { name: 'Alege ziua și ora' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ziua' }), '2026-12-24');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ora' }), '10:30');
    await userEvent.click(screen.getByRole('radio', { name: 'Numerar și card' }));
    await userEvent.type(screen.getByLabelText('Suma în numerar'), '40');
    expect(screen.getByLabelText('Suma cu cardul')).toHaveValue('97.00');
    // More than the total: the other amount is not touched, the sum is wrong.
    await userEvent.clear(screen.getByLabelText('Suma în numerar'));
    await userEvent.type(screen.getByLabelText('Suma în numerar'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText(/Suma în numerar și suma cu cardul trebuie să dea împreună totalul comenzii \(137,00 RON\)\./)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Suma în numerar'));
    await userEvent.type(screen.getByLabelText('Suma în numerar'), '37,5');
    await userEvent.click(screen.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() => expect(callsTo('POST', '/user-service/place-order')).toHaveLength(1));
    expect(callsTo('POST', '/user-service/place-order')[0].json).toMatchObject({
      pickupOrDeliveryMoment: '2026-12-24T10:30:00+02:00',
      orderPaymentOptions: 'CASH_CARD',
      cashAmount: '37.50',
      cardAmount: '99.50',
    });
  });

  it("prefills a signed-in customer's contact data and saved address (never a guest's)", async () => {
    addTort();
    useSessionStore.getState().login('jwt', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
    stubFetchRoutes({
      'GET /user-service/user-contact-information': { body: { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', phoneNumber: '0744111222' } },
      'GET /user-service/user-address-information': {
        body: { streetAddress: 'Str. Mare', streetNumberAddress: '5', cityAddress: 'Sibiu', countyAddress: 'Sibiu', buildingNumber: 'B2', appartmentNumber: '14', phoneNumber: null },
      },
    });
    renderCheckout();
    expect(screen.getByLabelText('Prenume')).toHaveValue('Ioana');
    await waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveValue('0744111222'));
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    expect(screen.getByLabelText('Strada')).toHaveValue('Str. Mare');
    expect(screen.getByLabelText('Bloc (opțional)')).toHaveValue('B2');
    expect(screen.getByLabelText('Localitatea')).toHaveValue('Sibiu');
  });

  it('a guest sees empty contact fields', () => {
    addTort();
    useSessionStore.getState().setSavedAddress({ streetAddress: 'Str. Altcuiva' });
    renderCheckout();
    expect(screen.getByLabelText('Prenume')).toHaveValue('');
    expect(screen.getByLabelText('Telefon')).toHaveValue('');
  });

  it("delivering to a zone shows its fee and minimum, and offers only the days and hours the server can serve", async () => {
    addTort(1);
    const zone = {
      id: 3,
      name: 'Cisnădie',
      localities: ['Cisnădie'],
      postalCodes: [],
      deliveryFee: '25.00',
      minimumOrder: '100.00',
      schedule: [{ dayOfWeek: 4, hours: '10:00 - 12:00' }],
    };
    const { calls } = stubFetchRoutes({
      'POST /user-service/available-days': (req) => {
        const body = req.json as { city?: string | null };
        if (body.city === 'Brașov') {
          return { status: 422, body: { status: 422, message: 'Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie.', errors: {} } };
        }
        return {
          body: {
            zone: body.city === 'Cisnădie' ? zone : null,
            days: [
              { date: '2026-12-23', available: false, reason: 'Zona „Cisnădie” nu este deservită în această zi.' },
              { date: '2026-12-24', available: true, firstTime: '10:00', lastTime: '11:55' },
              { date: '2026-12-25', available: false, reason: 'Ziua este plină pentru „Tort Diplomat”.' },
            ],
          },
        };
      },
    });
    renderCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Livrare la domiciliu' }));
    const city = screen.getByLabelText('Localitatea');
    await userEvent.clear(city);
    await userEvent.type(city, 'Cisnădie');

    expect(await screen.findByTestId('delivery-zone', {}, { timeout: 3000 })).toHaveTextContent(
      'Taxă de livrare 25,00 RON, comandă minimă 100,00 RON. Livrăm în zonă: joi 10:00 - 12:00.',
    );
    expect(calls.some((c) => c.path === '/user-service/available-days' && (c.json as { city: string }).city === 'Cisnădie')).toBe(true);
    const day = screen.getByRole('combobox', { name: 'Ziua' });
    expect(within(day).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alege ziua', 'Mâine, 24-12-2026']);
    const hours = within(screen.getByRole('combobox', { name: 'Ora' })).getAllByRole('option').map((o) => o.textContent);
    expect(hours).toEqual(['Alege ora', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45']);

    await userEvent.clear(city);
    await userEvent.type(city, 'Brașov');
    expect(await screen.findByText('Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Cisnădie.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plasează comanda' })).toBeDisabled();
  });
});
