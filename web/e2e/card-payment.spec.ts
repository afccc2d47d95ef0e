import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chooseFirstMoment, guestAtCheckout } from './guest-checkout';
import {
  adminHeaders,
  cardPaymentAnswer,
  fillCard,
  GOOD_CARD,
  placeOrderAnswer,
  restorePaymentMethods,
  switchOnlinePaymentOn,
  type PaymentSetup,
} from './online-payment';
import { MANAGER, orderableProduct, staffSignIn, visitorContext } from './routes';

// A guest pays online at the checkout with the card field of localstripe's Stripe.js
// shim. The staff panel rings only once the card is authorized; accepting the order captures it.
// A 3-D Secure card passes the bank's dialog; a declined card is refused and another card pays
// the same order (no second order). Needs the whole stack with localstripe (`make run`).

const ONLINE = 'Plată online cu cardul';
const AUTHORIZED = 'Plată autorizată (se încasează la acceptarea comenzii)';
const CAPTURED = 'Plătit online cu cardul';

const THREE_D_SECURE_CARD = '4000002760003184';
const DECLINED_CARD = '4000000000000341';

// Online payment is switched on for these tests and the shop's methods put back afterwards.
let before: PaymentSetup;

test.beforeAll(async ({ request }) => {
  before = await switchOnlinePaymentOn(request);
});

test.afterAll(async ({ request }) => {
  await restorePaymentMethods(request, before);
});

/** The staff panel, signed in and connected, in its own browser context. */
async function staffPanel(browser: Browser): Promise<Page> {
  const staff = await (await visitorContext(browser)).newPage();
  await staffSignIn(staff, MANAGER, '/comenzi');
  await expect(staff.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');
  return staff;
}

/** A guest with a pastry in the cart, the checkout filled for pickup, "Plată online cu cardul" chosen and its card field shown. */
async function checkoutOnline(browser: Browser, request: APIRequestContext, email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const product = await orderableProduct(request);
  const guest = await guestAtCheckout(browser, product.id, { firstName: 'Ana', lastName: 'Pop', phone: '0722123456', email }, viewport);
  await guest.getByRole('radio', { name: 'Ridicare personală' }).check();
  await guest.getByRole('radio', { name: /Cofetăria din centru/ }).check();
  await chooseFirstMoment(guest);
  await guest.getByRole('radio', { name: ONLINE }).check();
  await expect(guest.getByText(/^Total de plată:/)).toBeVisible();
  await expect(guest.getByText(/Suma este doar rezervată pe card acum/)).toBeVisible();
  await guest.getByLabel('Am citit și accept termenii și condițiile').check();
  return guest;
}

test('a good card: authorized at checkout, the panel rings only then, accepting the order takes the money', async ({ browser, request }) => {
  const staff = await staffPanel(browser);
  const guest = await checkoutOnline(browser, request, 'ana.card@example.ro');
  await fillCard(guest, GOOD_CARD);

  // The card call waits until the test has seen the order placed and the panel silent.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await guest.route(/\/user-service\/orders\/[^/]+\/card-payment$/, async (route) => {
    await held;
    await route.continue();
  });
  const placed = placeOrderAnswer(guest);
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();
  expect(order.status).toBe('AWAITING_PAYMENT');
  expect(order.payBy).toBeTruthy();
  await expect(guest.getByRole('button', { name: 'Se verifică cardul…' })).toBeVisible();
  // Placed but unpaid: the staff do not see it.
  const headers = await adminHeaders(request);
  const listed = await request.get('/user-service/get-all-orders', { headers, params: { page: 0, size: 50 } });
  expect(listed.ok(), 'the staff list of orders').toBe(true);
  const numbers = ((await listed.json()).content as { orderNumber: string }[]).map((o) => o.orderNumber);
  expect(numbers).not.toContain(order.orderNumber);
  await expect(staff.getByTestId('new-order-modal')).toBeHidden();

  const paid = cardPaymentAnswer(guest);
  release();
  expect((await paid).status()).toBe(200);

  // Authorized: the guest is on the order page; now the panel rings.
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  await expect(guest.getByTestId('card-payment-state')).toHaveText(AUTHORIZED);
  const alert = staff.getByTestId('new-order-modal');
  await expect(alert).toBeVisible();
  await expect(staff.getByTestId('new-order-number')).toContainText(order.orderNumber);
  await expect(staff.getByTestId('new-order-ring')).toHaveAttribute('data-ringing', 'true');

  // Accepting captures the authorization: both sides read it as paid.
  await alert.getByRole('link', { name: 'Vezi comanda' }).click();
  await staff.getByRole('button', { name: 'Acceptă comanda' }).click();
  await staff.getByTestId('prep-time-select').selectOption('20 min');
  // The packaging was priced and paid with the order: shown, not asked again.
  await expect(staff.getByTestId('package-cost-input')).not.toBeEditable();
  await expect(staff.getByText('Plătit online odată cu comanda; nu se mai poate schimba.')).toBeVisible();
  await staff.getByRole('button', { name: 'Confirmă comanda' }).click();
  await expect(staff.getByText('Statusul comenzii a fost schimbat cu success!')).toBeVisible();
  await expect(staff.getByText(CAPTURED).first()).toBeVisible();
  await expect(guest.getByText('Comanda a fost acceptată!')).toBeVisible();
  await expect(guest.getByTestId('card-payment-state')).toHaveText(CAPTURED);
});

test("a 3-D Secure card: the bank's dialog is completed and the order is authorized", async ({ browser, request }) => {
  const guest = await checkoutOnline(browser, request, 'ana.3ds@example.ro');
  await fillCard(guest, THREE_D_SECURE_CARD);
  const placed = placeOrderAnswer(guest);
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();

  // localstripe's stand-in for the bank's page.
  await guest.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  await expect(guest.getByTestId('card-payment-state')).toHaveText(AUTHORIZED);
  // The checkout chose a day and an hour: once authorized, the order is scheduled like a cash one.
  await expect(guest.getByText('Status: Programată')).toBeVisible();
});

test('a declined card is refused in Romanian; another card pays the same order, and only one order exists', async ({ browser, request }) => {
  const guest = await checkoutOnline(browser, request, 'ana.refuz@example.ro');
  await fillCard(guest, DECLINED_CARD);
  const placedOrders: string[] = [];
  guest.on('response', async (r) => {
    if (r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST' && r.ok()) placedOrders.push((await r.json()).orderNumber);
  });
  const placed = placeOrderAnswer(guest);
  const declined = cardPaymentAnswer(guest);
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();
  expect((await declined).status()).toBe(402);

  await expect(guest.getByText(`Comanda nr. ${order.orderNumber} așteaptă plata`)).toBeVisible();
  await expect(guest.getByText(/^Comanda este rezervată până la \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(guest.getByRole('group', { name: 'Datele cardului' })).toHaveAccessibleDescription(/refuzat|nu a reușit/i);
  await expect(guest).toHaveURL((url) => url.pathname === '/checkout');

  await fillCard(guest, GOOD_CARD);
  const paid = cardPaymentAnswer(guest);
  await guest.getByRole('button', { name: 'Plătește' }).click();
  expect((await paid).status()).toBe(200);
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  await expect(guest.getByTestId('card-payment-state')).toHaveText(AUTHORIZED);
  expect(placedOrders).toEqual([order.orderNumber]);
});

test('the card field fits a 390 px screen', async ({ browser, request }) => {
  const guest = await checkoutOnline(browser, request, 'ana.mobil@example.ro', { width: 390, height: 844 });
  await expect(guest.getByRole('group', { name: 'Datele cardului' }).getByPlaceholder('number')).toBeVisible();
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal scroll on /checkout with the card field').toBeLessThanOrEqual(0);
});

test('a card the payment processor cannot read is explained in Romanian at the card field, and no order is placed', async ({ browser, request }) => {
  const guest = await checkoutOnline(browser, request, 'ana.an@example.ro');
  let placeOrderCalls = 0;
  guest.on('request', (r) => {
    if (r.url().endsWith('/user-service/place-order') && r.method() === 'POST') placeOrderCalls += 1;
  });
  // The year typed in full where the field takes its last two digits: the processor refuses to
  // make the card's PaymentMethod, in English ("Bad request", invalid_expiry_year), which the
  // customer must never read; the card field says what to fix instead.
  const card = guest.getByRole('group', { name: 'Datele cardului' });
  await card.getByPlaceholder('number').fill(GOOD_CARD);
  await card.getByPlaceholder('exp_month').fill('12');
  await card.getByPlaceholder('exp_year').fill('2030');
  await card.getByPlaceholder('cvc').fill('123');
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();

  const explained = /Anul expirării nu este corect\. Scrie ultimele două cifre ale anului de pe card, de exemplu 30\./;
  await expect(card).toHaveAccessibleDescription(explained);
  await expect(guest.locator('[data-sonner-toast]').filter({ hasText: explained })).toBeVisible();
  await expect(guest.getByText(/bad request/i)).toHaveCount(0);
  await expect(guest).toHaveURL((url) => url.pathname === '/checkout');
  expect(placeOrderCalls, 'nothing is placed while the card cannot be read').toBe(0);
});
