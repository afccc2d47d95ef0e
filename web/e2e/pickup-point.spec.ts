import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// A category picked up at its own point. The checkout shows that point (and why) instead
// of the chooser, and the order is placed and shown with it.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };
const CATEGORY = 'prajituri';
const POINT = 'Laboratorul Hipodrom';

type Category = Record<string, unknown> & { id: number; name: string; value: string };
type Point = { id: number; pickupLocationName: string };
type Summary = { id: number; orderType: string; available: boolean; outOfStock: boolean; dimensions: { availability: boolean }[] };

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post('/admin-service/authenticate', { data: ADMIN });
  expect(answer.ok(), 'admin sign-in').toBe(true);
  return { Authorization: `Bearer ${(await answer.json()).token}` };
}

/** The category as the admin's category form sends it back. */
function categoryBody(category: Category, changes: Record<string, unknown> = {}) {
  const fields = ['id', 'name', 'value', 'specialCategory', 'extraIngredients', 'isPickupFromSpecificLocation', 'givenLocationForPickup'];
  const more = ['preferredMessage', 'preferredMessageMaxLength', 'additionalInformation'];
  return { ...Object.fromEntries([...fields, ...more].map((f) => [f, category[f]])), ...changes };
}

async function saveCategory(request: APIRequestContext, body: Record<string, unknown>) {
  const saved = await request.post('/admin-service/setup/create-category', { headers: await adminHeaders(request), data: [body] });
  expect(saved.ok(), `category saved: ${await saved.text()}`).toBe(true);
}

// The pastries are picked up at the laboratory for the length of this file; put back afterwards.
let before: Category;
let point: Point;

test.beforeAll(async ({ request }) => {
  const categories: Category[] = await (await request.get('/admin-service/setup/get-categories', { headers: await adminHeaders(request) })).json();
  before = categories.find((c) => c.value === CATEGORY)!;
  expect(before, `the demo menu has the category ${CATEGORY}`).toBeTruthy();
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  point = (info.pickupLocations as Point[]).find((p) => p.pickupLocationName === POINT)!;
  expect(point, `the demo shop has the pickup point ${POINT}`).toBeTruthy();
  await saveCategory(request, categoryBody(before, { isPickupFromSpecificLocation: true, givenLocationForPickup: point.id }));
});

test.afterAll(async ({ request }) => {
  if (!before) return;
  await saveCategory(request, categoryBody(before));
  const categories: Category[] = await (await request.get('/user-service/get-categories')).json();
  const restored = categories.find((c) => c.id === before.id)!;
  expect(restored.isPickupFromSpecificLocation).toBe(before.isPickupFromSpecificLocation);
  expect(restored.givenLocationForPickup).toBe(before.givenLocationForPickup);
});

async function pickFirstOffered(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(values.length, `${label}: a moment is offered`).toBeGreaterThan(0);
  await select.selectOption(values[0]);
}

test("the checkout shows the category's own pickup point and the order is placed there", async ({ browser, request }) => {
  const products: Summary[] = await (await request.get(`/user-service/get-base-products?category=${CATEGORY}`)).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability));
  expect(product, 'a standard pastry in the demo menu').toBeTruthy();

  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  const guest = await context.newPage();
  await guest.goto(`/meniu/${product!.id}`);
  await guest.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(guest.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
  await guest.goto('/checkout');
  await guest.getByLabel('Prenume', { exact: true }).fill('Ana');
  await guest.getByLabel('Nume', { exact: true }).fill('Pop');
  await guest.getByLabel('Telefon', { exact: true }).fill('0722123456');
  await guest.getByLabel('Email', { exact: true }).fill('ana.pop@example.ro');
  await guest.getByRole('radio', { name: 'Ridicare personală' }).check();

  // The point and why, instead of the chooser.
  await expect(guest.getByText(`Produsele din categoria „${before.name}” se ridică de la ${POINT}.`)).toBeVisible();
  await expect(guest.getByText(`Punctul de ridicare: ${POINT}`)).toBeVisible();
  await expect(guest.getByRole('radio', { name: /Cofetăria din centru/ })).toHaveCount(0);

  const later = guest.getByRole('radio', { name: 'Alege ziua și ora' });
  if (await later.count()) await later.check();
  await pickFirstOffered(guest, 'Ziua');
  await pickFirstOffered(guest, 'Ora');
  await guest.getByRole('radio', { name: 'Numerar', exact: true }).check();
  await guest.getByLabel('Am citit și accept termenii și condițiile').check();
  const placed = guest.waitForResponse((r) => r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST');
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(201);
  expect(answer.request().postDataJSON().pickupLocationId).toBe(point.id);
  const order = await answer.json();

  // The confirmation page names the point.
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  const where = guest.locator('dt', { hasText: 'Punct de ridicare' }).locator('xpath=following-sibling::dd[1]');
  await expect(where).toContainText(POINT);
  await context.close();
});
