import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { linksTo, waitForLink } from './mail';

// Every route of the app (src/app/router.tsx) with what it needs to show its real content: the
// role that uses it, an order, a user, a mail's link. The axe check (accessibility.spec.ts) and
// the 360 px check (narrow-screen.spec.ts) walk the same lists, so a route added here is checked
// by both.

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';

export const MANAGER = { email: 'manager@cofetarie-demo.ro', password: 'Manager#2026' };
export const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };

type Summary = { id: number; name: string; orderType: string; available: boolean; outOfStock: boolean; dimensions: { id: number; availability: boolean }[] };
type Placed = { id: number; orderNumber: string; followUrl: string };
export type Customer = { email: string; password: string; token: string };

/** A browser context of a visitor who already answered the cookie banner and saw the welcome. */
export async function visitorContext(browser: Browser, viewport?: { width: number; height: number }) {
  const ctx = await browser.newContext(viewport ? { viewport } : {});
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await ctx.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  return ctx;
}

export async function orderableProduct(request: APIRequestContext): Promise<Summary> {
  const products: Summary[] = await (await request.get('/user-service/get-base-products?category=prajituri')).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability));
  expect(product, 'a standard pastry in the demo menu').toBeTruthy();
  return product!;
}

export async function staffSignIn(page: Page, who: { email: string; password: string }, landing: string) {
  await page.goto('/auth/admin');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Parolă', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

export async function customerSignIn(page: Page, customer: Customer) {
  await page.goto('/auth?mode=authenticate');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Parolă', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
}

/** A customer account made as a person makes one: registered, confirmed from the mail. */
export async function newCustomer(request: APIRequestContext, tag: string): Promise<Customer> {
  const email = `${tag}.${Date.now()}@example.ro`;
  const password = 'Client#2026';
  const registered = await request.post('/user-service/register', {
    data: { firstName: 'Sorina', lastName: 'Bucur', email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const confirm = await waitForLink(email, '/confirmare-email');
  const token = new URL(confirm, BASE_URL).searchParams.get('token');
  expect((await request.post('/user-service/confirm-email', { data: { token } })).ok()).toBeTruthy();
  const signedIn = await (await request.post('/user-service/authenticate', { data: { email, password } })).json();
  return { email, password, token: signedIn.jwtToken };
}

function tomorrowIso(): string {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(day);
}

/** A cash order for pickup tomorrow at noon, by the customer (or a guest without one). */
export async function placeOrder(request: APIRequestContext, customer?: Customer): Promise<Placed> {
  const product = await orderableProduct(request);
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const email = customer?.email ?? `oaspete.${Date.now()}@example.ro`;
  const placed = await request.post('/user-service/place-order', {
    headers: customer ? { Authorization: `Bearer ${customer.token}` } : {},
    data: {
      items: [{ id: product.id, dimensionId: product.dimensions.find((d) => d.availability)!.id, quantity: 1 }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Sorina', lastName: 'Bucur', phoneNumber: '0722123456', email },
      pickupLocationId: info.pickupLocations[0].id,
      pickupOrDeliveryMoment: `${tomorrowIso()}T12:00:00`,
      orderPaymentOptions: 'CASH',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return placed.json();
}

/** The storefront as a visitor sees it (the cart and the checkout are walked apart: they need a cart). */
export async function storefrontRoutes(request: APIRequestContext): Promise<string[]> {
  const product = await orderableProduct(request);
  const guestOrder = await sharedGuestOrder(request);
  const cake = await sharedCakeRequest(request);
  return [
    '/',
    '/meniu',
    `/meniu/${product.id}`,
    '/despre-noi',
    '/contact',
    '/opinii',
    '/termeni-si-conditii',
    '/privacy-policy',
    '/auth',
    '/auth?mode=authenticate',
    '/auth?mode=register',
    '/auth?mode=forgotPassword',
    '/auth/admin',
    '/pagina-inexistenta',
    // A guest's order page, from the checkout or the receipt mail (followed live).
    guestOrder.followUrl,
    // A custom cake: the request form (from a gallery item) and a guest's follow page, with its key.
    '/tort-personalizat?categorie=Torturi%20cu%20figurine&model=Tort%20unicorn',
    `/tort/${cake.id}?cheie=${cake.followKey}`,
  ];
}

/** The checkout, walked with a pastry in the cart (see fillCart): empty, it shows only the empty cart. */
export const CHECKOUT = '/checkout';

/** Puts a pastry in the cart, as a visitor does from the product page. */
export async function fillCart(page: Page, request: APIRequestContext) {
  const product = await orderableProduct(request);
  await page.goto(`/meniu/${product.id}`);
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
}

/**
 * The pages reached from a mail's link, each with a real link of that mail: confirming an
 * account, choosing a new password, confirming and ending a newsletter subscription. The links'
 * tokens are single use, so each call makes fresh ones.
 */
export async function mailLinkRoutes(request: APIRequestContext): Promise<string[]> {
  const stamp = Date.now();
  const registering = `mail.${stamp}@example.ro`;
  const password = 'Client#2026';
  expect(
    (await request.post('/user-service/register', { data: { firstName: 'Ilinca', lastName: 'Moga', email: registering, password, confirmPassword: password } })).ok(),
  ).toBeTruthy();
  const confirmAccount = await waitForLink(registering, '/confirmare-email');

  const { customer: forgetting } = await sharedCustomer(request);
  const earlierResets = linksTo(forgetting.email, '/resetare-parola').length;
  expect((await request.post('/user-service/send-reset-password-mail', { data: { email: forgetting.email } })).ok()).toBeTruthy();
  const resetPassword = await waitForLink(forgetting.email, '/resetare-parola', earlierResets + 1);

  const subscriber = `abonat.${stamp}@example.ro`;
  expect((await request.post('/user-service/subscribe', { data: { email: subscriber, source: 'popup' } })).ok()).toBeTruthy();
  const confirmSubscription = await waitForLink(subscriber, '/newsletter/confirmare');
  // The unsubscribe link comes with the mails that follow the confirmation; an invalid one shows the error state.
  const unsubscribe = linksTo(subscriber, '/newsletter/dezabonare').at(-1) ?? '/newsletter/dezabonare?token=nevalid';
  return [confirmAccount, resetPassword, confirmSubscription, unsubscribe];
}

/** A signed-in customer's pages, with one of her orders open. */
export function accountRoutes(order: Placed): string[] {
  return ['/user', '/user/details', '/user/addresses', '/user/orders', `/user/orders/${order.orderNumber}`];
}

/**
 * A custom cake request as the desk lists it: a paid one when there is one (its page shows the
 * most: money, delivery, the bakery's cancel), else the newest of any state, else (a demo loaded
 * without its past) the shared guest request.
 */
export async function deskCakeRequestId(request: APIRequestContext): Promise<number> {
  const manager = await (await request.post('/admin-service/authenticate', { data: MANAGER })).json();
  const headers = { Authorization: `Bearer ${manager.token}` };
  for (const params of [{ status: 'ACCEPTED', size: 1 }, { size: 1 }] as Record<string, string | number>[]) {
    const answer = await request.get('/admin-service/cake-requests', { params, headers });
    expect(answer.ok(), await answer.text()).toBeTruthy();
    const first: { id: number } | undefined = (await answer.json()).content[0];
    if (first) return first.id;
  }
  return (await sharedCakeRequest(request)).id;
}

/** The staff panel (manager and admin), with an order, a custom cake request and a meal open. */
export async function panelRoutes(request: APIRequestContext, order: Placed, mealId: number): Promise<string[]> {
  const cakeId = await deskCakeRequestId(request);
  return [
    '/comenzi',
    '/comenzi/noi',
    '/comenzi/confirmate',
    '/comenzi/programate',
    '/comenzi/torturi',
    '/comenzi/torturi?status=QUOTED',
    // A custom cake request of the demo bakery (it has a few in each state).
    `/comenzi/torturi/${cakeId}`,
    '/comenzi/rezervari',
    '/comenzi/productie',
    '/comenzi/editare-produse',
    `/comenzi/editare-produse/${mealId}`,
    '/comenzi/adaugare-fel-mancare',
    `/comenzi/${mealId}/edit`,
    `/comenzi/${order.id}`,
    '/comenzi/pagina-inexistenta/nici-asta',
  ];
}

/** Every admin screen, with a meal and a user open. */
export function adminRoutes(mealId: number, userId: number): string[] {
  return [
    '/admin',
    '/admin/set-name',
    '/admin/set-location',
    '/admin/set-schedule',
    '/admin/set-services',
    '/admin/set-payment-methods',
    '/admin/delivery-zones',
    '/admin/torturi-la-comanda',
    '/admin/facturare',
    '/admin/facturi',
    '/admin/menu',
    '/admin/menu/add-category',
    '/admin/menu/add-new-meal',
    `/admin/menu/${mealId}`,
    `/admin/menu/${mealId}/edit`,
    '/admin/users',
    '/admin/users/add-user',
    '/admin/users/add-admin-user',
    `/admin/users/${userId}`,
    '/admin/statistics',
    '/admin/statistics/sales',
    '/admin/statistics/products',
    '/admin/statistics/customers',
    '/admin/reviews',
    '/admin/promotions',
    '/admin/combo-promo',
    '/admin/newsletter-promo',
    '/admin/coupon-promo',
    '/admin/newsletter-blog',
    '/admin/discount-on-product',
    '/admin/discount-on-cart',
    '/admin/fixed-discount-on-cart',
    '/admin/buy-one-get-one',
    '/admin/free-item',
    '/admin/page-under-construction',
    '/admin/pagina-inexistenta',
  ];
}

/** The id the admin's staff list gives the demo's manager (a user page with a role to edit). */
export async function managerId(request: APIRequestContext): Promise<number> {
  const admin = await (await request.post('/admin-service/authenticate', { data: ADMIN })).json();
  const answer = await request.get('/admin-service/get-admins', {
    params: { page: 0, size: 10, search: MANAGER.email },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const users: { id: number; email: string }[] = (await answer.json()).content;
  const manager = users.find((u) => u.email === MANAGER.email);
  expect(manager, 'the manager in the staff list').toBeTruthy();
  return manager!.id;
}

// The shop limits registrations and guest orders per client address an hour (10 and 20), and the
// whole browser suite runs from one address: the specs here share one guest order and one
// customer with her order (kept for the worker's life; a new worker makes new ones).
let guestOrder: Promise<Placed> | undefined;
let customer: Promise<{ customer: Customer; order: Placed }> | undefined;
let cakeRequest: Promise<{ id: number; followKey: string }> | undefined;

/**
 * A guest's custom-cake request (pickup, a week after the lead time, or the next day the shop
 * takes it), sent once for the specs that look at its page.
 */
export function sharedCakeRequest(request: APIRequestContext): Promise<{ id: number; followKey: string }> {
  cakeRequest ??= (async () => {
    const options = await (await request.get('/user-service/cake-requests/options')).json();
    const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
    const dayAfter = (days: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(Date.now() + days * 24 * 3600 * 1000));
    const body = (eventDate: string) => ({
      eventDate,
      time: '12:00',
      deliveryMethodChosen: 'PICKUP',
      pickupLocationId: info.pickupLocations[0]?.id ?? null,
      deliveryDetailsBean: { firstName: 'Sorina', lastName: 'Bucur', phoneNumber: '0722123456', email: `tort.${Date.now()}@example.ro` },
      servings: 20,
      flavour: options.flavours[0],
      filling: options.fillings[0],
      inscription: 'La mulți ani, Ana!',
      allergies: null,
      budget: '400.00',
      description: 'Tort cu unicorn, roz și alb, două etaje.',
    });
    // `request` is a plain text part, as the browser's form sends it; a day the shop is closed is
    // refused (422), so the next one is tried.
    let made = await request.post('/user-service/cake-requests', { multipart: { request: JSON.stringify(body(dayAfter(options.leadDays + 7))) } });
    for (let extra = 8; made.status() === 422 && extra < 15; extra++) {
      made = await request.post('/user-service/cake-requests', { multipart: { request: JSON.stringify(body(dayAfter(options.leadDays + extra))) } });
    }
    expect(made.status(), await made.text()).toBe(201);
    return made.json();
  })();
  return cakeRequest;
}

/** A guest's order, placed once for the specs that only need one to look at. */
export function sharedGuestOrder(request: APIRequestContext): Promise<Placed> {
  guestOrder ??= placeOrder(request);
  return guestOrder;
}

/** A customer with one order, made once for the specs that only look at her pages. */
export function sharedCustomer(request: APIRequestContext): Promise<{ customer: Customer; order: Placed }> {
  customer ??= (async () => {
    const made = await newCustomer(request, 'cont');
    return { customer: made, order: await placeOrder(request, made) };
  })();
  return customer;
}
