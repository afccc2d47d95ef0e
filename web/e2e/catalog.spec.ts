import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

// An admin builds a category and a product, a visitor finds it, a manager reprices it.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const stamp = `${Date.now()}`.slice(-6);
const CATEGORY = `Tarte ${stamp}`;
const PRODUCT = `Tartă cu vișine ${stamp}`;

const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };

const SERVICE_FIELDS = ['pickup', 'delivery', 'booking', 'preOrders'].flatMap((service) => {
  const times = service === 'booking' ? 'Bookings' : service === 'preOrders' ? 'PreOrders' : service[0].toUpperCase() + service.slice(1);
  return [`${service}Enabled`, `${service}AsSoonAsPossibleEnabled`, `minimumTimeInAdvanceFor${times}`, `maximumTimeInAdvanceFor${times}`];
});

type BusinessInformation = Record<string, unknown> & { schedules: unknown[]; holidaySchedules: unknown[] };

/** The admin's API, signed in, so that the test can put the demo shop back as it found it. */
async function adminApi(newContext: (options: { baseURL: string; extraHTTPHeaders?: Record<string, string> }) => Promise<APIRequestContext>) {
  const anonymous = await newContext({ baseURL: BASE_URL });
  const signIn = await anonymous.post('/admin-service/authenticate', { data: ADMIN });
  expect(signIn.ok(), 'admin sign-in for the clean-up').toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  await anonymous.dispose();
  return newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

// The test changes the schedule and the delivery service and adds a category and a product; all
// of it is undone afterwards, so that the specs can run again, in any order, on the same stack.
let before: BusinessInformation;

test.beforeAll(async ({ playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  before = await (await api.get('/admin-service/setup/fetch-information')).json();
  await api.dispose();
});

test.afterAll(async ({ playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  const page = await (await api.get('/admin-service/entries', { params: { searchBy: PRODUCT, page: 0, size: 50 } })).json();
  for (const product of page.content as { id: number; name: string }[]) {
    if (product.name === PRODUCT) expect((await api.delete(`/admin-service/entries/delete-entry/${product.id}`)).ok()).toBe(true);
  }
  const categories: { id: number; name: string }[] = await (await api.get('/admin-service/setup/get-categories')).json();
  for (const category of categories.filter((c) => c.name === CATEGORY)) {
    expect((await api.delete(`/admin-service/setup/delete-category/${category.id}`)).ok()).toBe(true);
  }
  const schedule = await api.post('/admin-service/setup/restaurant-schedule', {
    data: { schedules: before.schedules, holidaySchedules: before.holidaySchedules },
  });
  expect(schedule.ok(), `schedule restored: ${await schedule.text()}`).toBe(true);
  const services = await api.post('/admin-service/setup/offered-services', {
    data: Object.fromEntries(SERVICE_FIELDS.map((field) => [field, before[field]])),
  });
  expect(services.ok(), `services restored: ${await services.text()}`).toBe(true);
  const after: BusinessInformation = await (await api.get('/admin-service/setup/fetch-information')).json();
  expect(after.schedules).toEqual(before.schedules);
  for (const field of SERVICE_FIELDS) expect(after[field], field).toEqual(before[field]);
  await api.dispose();
});

/** A small real PNG (a warm-coloured square), made here so the test carries no binary file. */
function pngImage(): Buffer {
  const size = 64;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set([178, 58 + y, 91], y * (size * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return crc ^ 0xffffffff;
}

async function staffPage(browser: Browser, email: string, password: string, landing: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await context.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  const page = await context.newPage();
  await page.goto('/auth/admin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
  return page;
}

test('admin builds the menu, a visitor finds it, a manager reprices it', async ({ browser }) => {
  const admin = await staffPage(browser, 'admin@cofetarie-demo.ro', 'Admin#2026', '/admin');

  // A category.
  await admin.goto('/admin/menu/add-category');
  await admin.getByLabel('Numele categoriei').fill(CATEGORY);
  await admin.getByRole('button', { name: 'Salvează categoria' }).click();
  await expect(admin.getByText('Categoria a fost adaugata cu succes!')).toBeVisible();

  // A product with two dimensions and an image.
  await admin.goto('/admin/menu/add-new-meal');
  await admin.getByLabel('Categorie', { exact: true }).selectOption({ label: CATEGORY });
  await admin.getByLabel('Numele produsului').fill(PRODUCT);
  await admin.getByLabel('Descriere').fill('Aluat fraged cu unt și vișine din livezile Mărginimii.');
  const first = admin.getByRole('group', { name: 'Dimensiunea 1' });
  await first.getByLabel('Denumire').fill('500 g');
  await first.getByLabel('Preț (RON)').fill('35,50');
  await first.getByLabel('Necesită cutie separată').uncheck();
  await admin.getByRole('button', { name: 'Adaugă dimensiune' }).click();
  const second = admin.getByRole('group', { name: 'Dimensiunea 2' });
  await second.getByLabel('Denumire').fill('1 kg');
  await second.getByLabel('Preț (RON)').fill('65');
  await second.getByLabel('Preț cutie (RON)').fill('5');
  await admin.getByLabel('Adaugă imagini (PNG, JPEG, JPG)').setInputFiles({ name: 'tarta.png', mimeType: 'image/png', buffer: pngImage() });
  await admin.getByRole('button', { name: 'Salvează produsul' }).click();
  await expect(admin.getByText('Produsul a fost adaugat cu succes!')).toBeVisible();

  // The schedule and the services.
  await admin.goto('/admin/set-schedule');
  await admin.getByLabel('Program: Luni, ora de închidere').fill('21:00');
  await admin.getByRole('button', { name: 'Salvează programul' }).click();
  await expect(admin.getByText('Datele au fost salvate cu succes!')).toBeVisible();
  await admin.goto('/admin/set-services?service=delivery');
  await admin.getByLabel('Timp minim în avans').fill('45');
  await admin.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(admin.getByText('Datele au fost salvate cu succes!')).toBeVisible();

  // A visitor finds it by category and by search, and sees its image and price.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/meniu');
  await visitor.getByRole('navigation', { name: 'Categorii' }).getByRole('link', { name: CATEGORY }).click();
  await expect(visitor.getByRole('link', { name: PRODUCT })).toBeVisible();
  await visitor.goto('/meniu');
  await visitor.getByLabel('Caută în meniu').fill(`vișine ${stamp}`);
  await expect(visitor).toHaveURL(/search=/);
  await visitor.getByRole('link', { name: PRODUCT }).click();
  const product = visitor.getByRole('dialog', { name: PRODUCT });
  await expect(product.getByRole('radio', { name: /500 g\s+35,50 RON/ })).toBeVisible();
  await expect(product.locator('img[src^="/media/products/"]').first()).toBeVisible();
  const productUrl = visitor.url();

  // A manager changes its price from /comenzi/editare-produse.
  const manager = await staffPage(browser, 'manager@cofetarie-demo.ro', 'Manager#2026', '/comenzi');
  await manager.goto('/comenzi/editare-produse');
  await manager.getByLabel('Caută produs').fill(PRODUCT);
  await manager.getByRole('link', { name: PRODUCT }).click();
  await manager.getByRole('link', { name: 'Editează' }).click();
  await manager.getByRole('group', { name: 'Dimensiunea 1' }).getByLabel('Preț (RON)').fill('39,90');
  await manager.getByRole('button', { name: 'Salvează produsul' }).click();
  await expect(manager.getByText('Produsul a fost actualizat cu succes!')).toBeVisible();

  // The storefront shows the new price at once.
  await visitor.goto(productUrl);
  await expect(visitor.getByRole('radio', { name: /500 g\s+39,90 RON/ })).toBeVisible();
});

test('the storefront has no horizontal scroll at 390 px', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  for (const path of ['/', '/meniu', '/meniu?category=torturi', '/despre-noi', '/contact', '/termeni-si-conditii', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
  }
});
