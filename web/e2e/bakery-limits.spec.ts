import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Delivery zones, lead times and daily capacity, allergens, inscriptions on the
// production list, and the counter-tablet panel.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const RUN = Date.now().toString(36);

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/admin-service/authenticate', { data: { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).token;
}

async function categoryId(request: APIRequestContext, value: string): Promise<number> {
  const categories: { id: number; value: string }[] = await (await request.get('/user-service/get-categories')).json();
  const found = categories.find((c) => c.value === value);
  expect(found, `category ${value}`).toBeTruthy();
  return found!.id;
}

/** A cake made through the product form's call, with the given limits. */
async function makeCake(request: APIRequestContext, name: string, limits: Record<string, unknown>): Promise<{ id: number; dimensionId: number }> {
  const token = await adminToken(request);
  const body = {
    name,
    description: 'Tort de test pentru limitele cofetăriei.',
    category: { id: await categoryId(request, 'torturi') },
    standardOrderType: true,
    allowPreferredMessage: true,
    allergens: ['gluten', 'oua', 'lapte'],
    dimensions: [{ value: '1,5 kg', price: '180', boxNeeded: false }],
    ...limits,
  };
  const saved = await request.post('/admin-service/entries/add-entry', { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const id = (await saved.json()).id as number;
  const product = await (await request.get(`/user-service/get-product/${id}`)).json();
  return { id, dimensionId: product.dimensions[0].id };
}

type Day = { date: string; available: boolean; firstTime: string | null; lastTime: string | null; reason: string | null };

async function pickupDays(request: APIRequestContext, cake: { id: number; dimensionId: number }): Promise<Day[]> {
  const answer = await request.post('/user-service/available-days', {
    data: { items: [{ id: cake.id, dimensionId: cake.dimensionId, quantity: 1 }], deliveryMethodChosen: 'PICKUP' },
  });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).days;
}

async function placePickup(request: APIRequestContext, cake: { id: number; dimensionId: number }, day: Day, message?: string) {
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const hour = day.firstTime!;
  const answer = await request.post('/user-service/place-order', {
    data: {
      items: [{ id: cake.id, dimensionId: cake.dimensionId, quantity: 1, preferredMessage: message ?? null }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Ioana', lastName: 'Test', phoneNumber: '0722123456', email: `ioana.${RUN}@example.ro` },
      pickupLocationId: info.pickupLocations[0].id,
      pickupOrDeliveryMoment: `${day.date}T${hour}:00+02:00`.replace('+02:00', offsetOf(day.date, hour)),
      orderPaymentOptions: 'CASH',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** Bucharest's offset on that day and hour (+02:00 in winter, +03:00 in summer). */
function offsetOf(date: string, time: string): string {
  const utcGuess = new Date(`${date}T${time}:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', timeZoneName: 'longOffset' }).formatToParts(utcGuess);
  const name = local.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  return name.replace('GMT', '') || '+00:00';
}

async function guestPage(page: Page) {
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
}

async function addToCart(page: Page, productId: number, quantity = 1) {
  await page.goto(`/meniu/${productId}`);
  if (quantity > 1) await page.getByLabel('Cantitate', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
}

async function optionValues(page: Page, label: string): Promise<string[]> {
  return page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

test('a customer delivering to Cisnădie sees its fee and minimum and cannot pick an unserved hour', async ({ page, request }) => {
  await guestPage(page);
  const pastries: { id: number; orderType: string; available: boolean }[] = await (
    await request.get('/user-service/get-base-products?category=prajituri')
  ).json();
  const pastry = pastries.find((p) => p.orderType === 'standard' && p.available)!;
  await addToCart(page, pastry.id, 10);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Livrare la domiciliu' }).check();
  await page.getByLabel('Localitatea', { exact: true }).fill('Cisnădie');

  await expect(page.getByTestId('delivery-zone')).toContainText('Taxă de livrare 25,00 RON, comandă minimă 100,00 RON.');
  await expect(page.getByText('Comanda minimă pentru livrare este de 100,00 RON', { exact: false })).toBeVisible();
  // Cisnădie is served Tuesday to Saturday, 10:00 - 14:00: no other day, no other hour.
  const later = page.getByRole('radio', { name: 'Alege ziua și ora' });
  if (await later.count()) await later.check();
  const days = await optionValues(page, 'Ziua');
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect([2, 3, 4, 5, 6]).toContain(((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
  await page.getByLabel('Ziua', { exact: true }).selectOption(days[0]);
  const hours = await optionValues(page, 'Ora');
  expect(hours.length).toBeGreaterThan(0);
  for (const hour of hours) expect(hour >= '10:00' && hour < '14:00', `hour ${hour}`).toBeTruthy();

  // Outside every zone: refused, naming where we deliver.
  await page.getByLabel('Localitatea', { exact: true }).fill('Mediaș');
  await expect(page.getByText('Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu, Șelimbăr, Mohu, Veștem, Cisnădie, Cisnădioara.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plasează comanda' })).toBeDisabled();
});

test('a figurine cake offers no date sooner than its lead time and none past a full day', async ({ page, request }) => {
  const cake = await makeCake(request, `Tort figurine ${RUN}`, { leadTime: '3 zile', dailyCapacity: 1 });
  const before = await pickupDays(request, cake);
  const firstOffered = before.find((d) => d.available)!;
  expect(firstOffered, 'a day is offered').toBeTruthy();
  // Fill that day's capacity.
  await placePickup(request, cake, firstOffered);

  await guestPage(page);
  await addToCart(page, cake.id);
  await expect(page.getByText('Se comandă cu cel puțin 3 zile înainte.')).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Ridicare personală' }).check();
  const days = await optionValues(page, 'Ziua');
  const today = before[0].date;
  const earliest = new Date(`${today}T12:00:00Z`);
  earliest.setUTCDate(earliest.getUTCDate() + 3);
  const earliestIso = earliest.toISOString().slice(0, 10);
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day >= earliestIso, `${day} is before ${earliestIso}`).toBeTruthy();
  expect(days).not.toContain(firstOffered.date);
});

test('a product with nuts shows the allergen before it is added, and "fără nuci" hides it', async ({ page, request }) => {
  await guestPage(page);
  const products: { id: number; name: string; allergens: string[] }[] = await (await request.get('/user-service/get-base-products')).json();
  const nutty = products.find((p) => p.name === 'Cozonac cu nucă și cacao')!;
  expect(nutty.allergens).toContain('nuci');

  await page.goto(`/meniu/${nutty.id}`);
  const allergens = page.getByRole('list', { name: 'Alergeni' });
  await expect(allergens.getByText('Nuci (fructe cu coajă)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adaugă în coș' })).toBeVisible();

  await page.goto('/meniu?category=cozonaci');
  await expect(page.getByRole('link', { name: /Cozonac cu nucă și cacao/ }).first()).toBeVisible();
  await page.getByLabel('Fără nuci').check();
  await expect(page.getByRole('link', { name: /Cozonac cu nucă și cacao/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Cozonac cu rahat și stafide/ }).first()).toBeVisible();
});

test('the production list shows an ordered cake with its inscription exactly as typed', async ({ browser, request }) => {
  const cake = await makeCake(request, `Tort aniversar ${RUN}`, {});
  const day = (await pickupDays(request, cake)).find((d) => d.available && d.date > (new Date().toISOString().slice(0, 10)))!;
  const message = 'La mulți ani, Ioana! 🎂';
  const order = await placePickup(request, cake, day, message);

  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await context.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  const staff = await context.newPage();
  await staff.goto('/auth/admin');
  await staff.getByLabel('Email', { exact: true }).fill('manager@cofetarie-demo.ro');
  await staff.getByLabel('Parolă', { exact: true }).fill('Manager#2026');
  await staff.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/comenzi');
  await staff.getByRole('link', { name: 'Lista de producție' }).click();
  await staff.getByLabel('Ziua', { exact: true }).fill(day.date);
  const item = staff.getByTestId('production-item').filter({ hasText: `Tort aniversar ${RUN}` });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('production-message')).toHaveText(message);
  await expect(item).toContainText(`#${order.orderNumber}`);
});

test("the panel installs as an app and keeps the screen on", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await context.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  const staff = await context.newPage();
  await staff.goto('/auth/admin');
  await staff.getByLabel('Email', { exact: true }).fill('manager@cofetarie-demo.ro');
  await staff.getByLabel('Parolă', { exact: true }).fill('Manager#2026');
  await staff.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/comenzi');

  const manifestHref = await staff.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/comenzi.webmanifest');
  const manifest = await (await staff.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ start_url: '/comenzi', scope: '/comenzi', display: 'standalone' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await staff.request.get(icon.src)).ok()).toBeTruthy();

  // Chromium holds the screen wake lock while the panel is open.
  await expect(staff.getByTestId('counter-tablet')).toHaveAttribute('data-wake-lock', 'held');
  await expect(staff.getByRole('button', { name: 'Testează sunetul' })).toBeVisible();
  // The service worker keeps the shell, never order data.
  const registered = await staff.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/comenzi');
    return registration?.active?.scriptURL ?? registration?.installing?.scriptURL ?? registration?.waiting?.scriptURL ?? null;
  });
  expect(registered).toContain('/comenzi-sw.js');
});

test('a crawler without JavaScript reads a product page, and the sitemap lists the menu', async ({ request }) => {
  const products: { id: number; name: string; price: string }[] = await (await request.get('/user-service/get-base-products?category=torturi')).json();
  const cake = products[0];
  const html = await (await request.get(`/meniu/${cake.id}`)).text();
  const escaped = cake.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(`<h1>${escaped}</h1>`);
  expect(html).toContain(`Preț: de la ${Number(cake.price).toFixed(2).replace('.', ',')} RON`);
  expect(html).toContain('"@type": "Offer"');
  expect(html).toMatch(/<img src="[^"]+" alt=/);
  // Any other address is the plain app shell.
  expect(await (await request.get('/despre-noi')).text()).not.toContain('seo-product');

  const sitemap = await request.get('/user-service/seo/sitemap.xml');
  expect(sitemap.ok()).toBeTruthy();
  const xml = await sitemap.text();
  expect(xml).toContain(`/meniu/${cake.id}</loc>`);
  expect(xml).toContain('/meniu?category=torturi</loc>');
  const again = await request.get('/user-service/seo/sitemap.xml', { headers: { 'If-None-Match': sitemap.headers()['etag'] } });
  expect(again.status()).toBe(304);
  expect(await (await request.get('/robots.txt')).text()).toContain('/user-service/seo/sitemap.xml');
});
