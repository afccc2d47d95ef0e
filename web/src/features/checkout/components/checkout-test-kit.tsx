import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { CARD_TEXTS, CardProblem, type OnlineCard } from '@/lib/card-payment';
import { useStripeCard } from '@/lib/use-stripe-card';
import { useCartStore } from '@/stores/cart';
import { renderRoutes } from '@/testing/test-utils';
import { businessInfo, scheduleDay } from '@/testing/business-fixtures';
import { tortLine } from '@/testing/cart-fixtures';
import type { BusinessInformation, Schedule } from '@/types/api';
import { CheckoutPage, type CheckoutPageProps } from './checkout-page';
// The form is a lazy chunk of the page (so the page paints first): loaded here once, so its import is already
// done when a test's first render asks for it and the form follows within the same test's wait.
import './checkout-form';

/** The checkout's tests share one shop, one cart line, one answer and one moment in time. */

const allWeek = (type: string, from: string, to: string): Schedule[] =>
  [1, 2, 3, 4, 5, 6, 7].map((d) => scheduleDay({ scheduleType: type, dayOfWeek: d, open: true, openingTime: from, closingTime: to }));

export const BUSINESS: BusinessInformation = businessInfo({
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
    { id: 1, pickupLocationName: 'Cofetăria din centru', pickupLocationDescription: 'Str. Nicolae Bălcescu 12', pickupLocationLatitude: null, pickupLocationLongitude: null },
    { id: 2, pickupLocationName: 'Laboratorul', pickupLocationDescription: 'Calea Dumbrăvii 5', pickupLocationLatitude: null, pickupLocationLongitude: null },
  ],
});

export const ANSWER = {
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

export function addTort(quantity = 2) {
  useCartStore.getState().addProduct(
    tortLine({ quantity, preferredMessage: 'La mulți ani, Ana!', extraIngredients: [{ name: 'Fructe de pădure', price: '12.00' }] }),
  );
}

/**
 * The checkout as a shop without online card payment shows it (card payment is the app's to hand
 * in: the checkout with it is tested in src/app, where they are put together).
 */
export function CheckoutWithoutCard(props: Omit<CheckoutPageProps, 'online'>) {
  const field = useStripeCard(null, null);
  const off = () => Promise.reject(new CardProblem(CARD_TEXTS.unavailable));
  return <CheckoutPage {...props} online={{ offered: false, unavailable: true, field, token: off, settle: off, check: off } satisfies OnlineCard} />;
}

/**
 * The checkout at /checkout; with a cart, resolves once the form (its own chunk, after the page's
 * load) is shown. `page` puts the checkout together otherwise (the app's, with card payment).
 */
export async function renderCheckout(
  business: BusinessInformation = BUSINESS,
  page: (business: BusinessInformation) => ReactElement = (b) => <CheckoutWithoutCard business={b} businessLoading={false} businessError={false} />,
) {
  const rendered = renderRoutes(
    [
      { path: '/checkout', element: page(business) },
      { path: '/comanda/:orderNumber', element: <p>Pagina de confirmare</p> },
    ],
    '/checkout',
  );
  // The form follows the page's load and idle time, and its lazy chunk is transformed on first import: on a loaded machine that takes seconds.
  if (useCartStore.getState().lines.length > 0) await screen.findByRole('form', { name: 'Finalizarea comenzii' }, { timeout: 20_000 });
  return rendered;
}

export async function fillContact() {
  await userEvent.type(screen.getByLabelText('Prenume'), 'Ana');
  await userEvent.type(screen.getByLabelText('Nume'), 'Pop');
  await userEvent.type(screen.getByLabelText('Telefon'), '0722 123 456');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'ana@example.ro');
  await userEvent.click(screen.getByRole('radio', { name: 'Cofetăria din centru' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Am citit și accept termenii și condițiile/ }));
}


/** The checkout's live price (price-cart): no promotion, no code. */
export function quoteAnswer(): Response {
  const body = { subTotalPrice: '0.00', discount: '0.00', discounts: [], coupon: null, couponMessage: null };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Wednesday 23 December 2026, 12:00 in Sibiu: the pickup schedule is open; an empty cart. */
export function startCheckoutDay() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-23T10:00:00Z'));
  useCartStore.getState().clear();
  sessionStorage.clear();
}
