import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';

// A service the business switched off hides its form. With booking off in setup, the
// home page shows the business's message (with its phone) where the table booking form was; with
// delivery off, its program no longer promises delivery.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };

const SERVICE_FIELDS = ['pickup', 'delivery', 'booking', 'preOrders'].flatMap((service) => {
  const times = service === 'booking' ? 'Bookings' : service === 'preOrders' ? 'PreOrders' : service[0].toUpperCase() + service.slice(1);
  return [`${service}Enabled`, `${service}AsSoonAsPossibleEnabled`, `minimumTimeInAdvanceFor${times}`, `maximumTimeInAdvanceFor${times}`];
});

type Setup = Record<string, unknown>;

async function adminApi(newContext: (options: { baseURL: string; extraHTTPHeaders?: Record<string, string> }) => Promise<APIRequestContext>) {
  const anonymous = await newContext({ baseURL: BASE_URL });
  const signIn = await anonymous.post('/admin-service/authenticate', { data: ADMIN });
  expect(signIn.ok(), 'admin sign-in').toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  await anonymous.dispose();
  return newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

function services(setup: Setup, changes: Setup = {}): Setup {
  return { ...Object.fromEntries(SERVICE_FIELDS.map((field) => [field, setup[field]])), ...changes };
}

// The demo shop's services as the test found them, put back afterwards whatever happened.
let before: Setup;

test.beforeAll(async ({ playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  before = await (await api.get('/admin-service/setup/fetch-information')).json();
  await api.dispose();
});

test.afterAll(async ({ playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  const restored = await api.post('/admin-service/setup/offered-services', { data: services(before) });
  expect(restored.ok(), `services restored: ${await restored.text()}`).toBe(true);
  const after: Setup = await (await api.get('/admin-service/setup/fetch-information')).json();
  for (const field of SERVICE_FIELDS) expect(after[field], field).toEqual(before[field]);
  await api.dispose();
});

async function visitorHome(browser: Browser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

test('with booking and delivery switched off the home page shows the business message, not the booking form, and promises pickup only', async ({ browser, playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  expect(before.bookingEnabled, 'the demo bakery takes bookings').toBe(true);

  // Booking on (the demo bakery): the form is there.
  const open = await visitorHome(browser);
  await open.page.getByRole('heading', { name: 'Rezervă o masă' }).scrollIntoViewIfNeeded();
  await expect(open.page.getByRole('form', { name: 'Rezervă o masă' })).toBeVisible();
  await open.context.close();

  const off = await api.post('/admin-service/setup/offered-services', { data: services(before, { bookingEnabled: false, deliveryEnabled: false }) });
  expect(off.ok(), `booking and delivery switched off: ${await off.text()}`).toBe(true);
  const shown = await (await api.get('/user-service/restaurant/fetch-information')).json();
  const phone = String(shown.phoneNumber ?? '').trim();
  expect(phone, 'the demo bakery has a phone').not.toBe('');

  const closed = await visitorHome(browser);
  const heading = closed.page.getByRole('heading', { name: 'Rezervări la masă' });
  await heading.scrollIntoViewIfNeeded();
  const section = closed.page.getByRole('region', { name: 'Rezervări la masă' });
  await expect(section).toContainText('Rezervările online nu sunt disponibile momentan.');
  await expect(section.getByRole('link', { name: phone })).toBeVisible();
  await expect(closed.page.getByRole('form', { name: 'Rezervă o masă' })).toHaveCount(0);
  await expect(closed.page.getByRole('button', { name: 'Rezervă masa' })).toHaveCount(0);
  await expect(closed.page.getByLabel('Număr de persoane')).toHaveCount(0);
  // Delivery off too: the program no longer promises it.
  const program = closed.page.getByRole('heading', { name: 'Programul cofetăriei' });
  await program.scrollIntoViewIfNeeded();
  await expect(closed.page.getByText('Comenzile online pentru ridicare din cofetărie se preiau în timpul programului.', { exact: false })).toBeVisible();
  await expect(closed.page.getByText('ridicare sau livrare', { exact: false })).toHaveCount(0);
  await closed.context.close();
  await api.dispose();
});
