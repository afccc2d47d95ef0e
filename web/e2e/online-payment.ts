import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './routes';

// Paying online at the checkout with localstripe's card field, as the card payment and the invoicing
// tests do: the shop's payment methods switched on for a spec and put back after it.

export const GOOD_CARD = '4242424242424242';

export type PaymentSetup = { cashPayment: boolean; cardPayment: boolean; cashAndCardPayment: boolean; onlineCardPayment?: boolean };

export async function adminHeaders(request: APIRequestContext) {
  const signIn = await request.post('/admin-service/authenticate', { data: ADMIN });
  expect(signIn.ok(), 'admin sign-in').toBe(true);
  return { Authorization: `Bearer ${(await signIn.json()).token}` };
}

function methodsOf(setup: PaymentSetup): string[] {
  return [
    ...(setup.cashPayment ? ['cash'] : []),
    ...(setup.cardPayment ? ['card'] : []),
    ...(setup.cashAndCardPayment ? ['cash-card'] : []),
    ...(setup.onlineCardPayment ? ['online'] : []),
  ];
}

/** Every payment method on, online card payment included; the methods as they were, to restore. */
export async function switchOnlinePaymentOn(request: APIRequestContext): Promise<PaymentSetup> {
  const headers = await adminHeaders(request);
  const before: PaymentSetup = await (await request.get('/admin-service/setup/fetch-information', { headers })).json();
  const saved = await request.post('/admin-service/setup/pmt', { headers, data: { paymentMethods: ['cash', 'card', 'cash-card', 'online'] } });
  expect(saved.ok(), `online payment switched on: ${await saved.text()}`).toBe(true);
  const config = await (await request.get('/user-service/payments/config')).json();
  expect(config.enabled, 'GET /user-service/payments/config says online payment is on').toBe(true);
  return before;
}

export async function restorePaymentMethods(request: APIRequestContext, before: PaymentSetup) {
  const headers = await adminHeaders(request);
  const restored = await request.post('/admin-service/setup/pmt', { headers, data: { paymentMethods: methodsOf(before) } });
  expect(restored.ok(), `payment methods restored: ${await restored.text()}`).toBe(true);
}

/** localstripe's card element: plain inputs named by their placeholders. */
export async function fillCard(guest: Page, number: string) {
  const card = guest.getByRole('group', { name: 'Datele cardului' });
  await card.getByPlaceholder('number').fill(number);
  await card.getByPlaceholder('exp_month').fill('12');
  await card.getByPlaceholder('exp_year').fill('34');
  await card.getByPlaceholder('cvc').fill('123');
  await card.getByPlaceholder('postal_code').fill('550001');
}

export const placeOrderAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST');
export const cardPaymentAnswer = (page: Page) =>
  page.waitForResponse((r) => /\/user-service\/orders\/[^/]+\/card-payment$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
