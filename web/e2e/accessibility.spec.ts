import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { waitForLink } from './mail';

// Issue 19: axe-core checks every route of the app, signed in as the role that uses it, and fails
// on any violation of impact serious or critical (the rule, its impact, the elements and the help
// page are in the failure message).

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const BLOCKING = new Set(['serious', 'critical']);

// axe takes a few seconds a page on a busy machine, and each test walks many pages.
test.describe.configure({ timeout: 300_000 });

type Summary = { id: number; orderType: string; available: boolean; outOfStock: boolean; dimensions: { id: number; availability: boolean }[] };

async function context(browser: Browser) {
  const ctx = await browser.newContext();
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await ctx.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  return ctx;
}

/** The serious and critical violations on the page as it is now, one readable line per element. */
async function violations(page: Page, route: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${route}: ${v.id} (${v.impact}) at ${n.target.join(' ')} — ${v.helpUrl}\n  ${n.failureSummary ?? ''}`));
}

/** Opens each route once its first heading shows, and checks it; all findings fail together. */
async function check(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading').first(), `${route} renders`).toBeVisible();
    // The panel keeps a live connection open, so "no request for half a second" may never come.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    found.push(...(await violations(page, route)));
  }
  expect(found, found.join('\n')).toEqual([]);
}

async function orderableProduct(request: APIRequestContext): Promise<Summary> {
  const products: Summary[] = await (await request.get('/user-service/get-base-products?category=prajituri')).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability));
  expect(product, 'a standard pastry in the demo menu').toBeTruthy();
  return product!;
}

async function staffSignIn(page: Page, email: string, password: string, landing: string) {
  await page.goto('/auth/admin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

test('the storefront, with a cart at checkout, has no serious or critical violation', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await (await context(browser)).newPage();
  await check(page, [
    '/',
    '/meniu',
    `/meniu/${product.id}`,
    '/despre-noi',
    '/contact',
    '/opinii',
    '/termeni-si-conditii',
    '/privacy-policy',
    '/auth',
    '/auth?mode=register',
    '/auth/admin',
    '/pagina-inexistenta',
  ]);
  await page.goto(`/meniu/${product.id}`);
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
  await check(page, ['/checkout']);
});

test("a customer's account pages have no serious or critical violation", async ({ browser, request }) => {
  const email = `a11y.${Date.now()}@example.ro`;
  const password = 'Client#2026';
  const registered = await request.post('/user-service/register', {
    data: { firstName: 'Sorina', lastName: 'Bucur', email, password, confirmPassword: password },
  });
  expect(registered.ok()).toBeTruthy();
  const confirm = await waitForLink(email, '/confirmare-email');
  const token = new URL(confirm, BASE_URL).searchParams.get('token');
  expect((await request.post('/user-service/confirm-email', { data: { token } })).ok()).toBeTruthy();

  const page = await (await context(browser)).newPage();
  await page.goto('/auth?mode=authenticate');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  const welcome = page.getByRole('dialog', { name: /Bine ai (venit|revenit), Sorina!/ });
  await expect(welcome).toBeVisible();
  const inDialog = await violations(page, 'welcome dialog');
  expect(inDialog, inDialog.join('\n')).toEqual([]);
  await welcome.getByRole('button', { name: 'Închide', exact: true }).click();
  await check(page, ['/user/details', '/user/addresses', '/user/orders']);
});

// Still to add: an order open at /comenzi/:orderId and a user at /admin/users/:userId.
test('the staff panel\'s screens have no serious or critical violation', async ({ browser }) => {
  const page = await (await context(browser)).newPage();
  await staffSignIn(page, 'manager@cofetarie-demo.ro', 'Manager#2026', '/comenzi');
  await check(page, ['/comenzi', '/comenzi/noi', '/comenzi/confirmate', '/comenzi/programate', '/comenzi/rezervari', '/comenzi/productie', '/comenzi/editare-produse', '/comenzi/adaugare-fel-mancare']);
});

test('every admin screen has no serious or critical violation', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await (await context(browser)).newPage();
  await staffSignIn(page, 'admin@cofetarie-demo.ro', 'Admin#2026', '/admin');
  await check(page, [
    '/admin',
    '/admin/set-name',
    '/admin/set-location',
    '/admin/set-schedule',
    '/admin/set-services',
    '/admin/set-payment-methods',
    '/admin/delivery-zones',
    '/admin/menu',
    '/admin/menu/add-category',
    '/admin/menu/add-new-meal',
    `/admin/menu/${product.id}`,
    `/admin/menu/${product.id}/edit`,
    '/admin/users',
    '/admin/users/add-user',
    '/admin/users/add-admin-user',
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
  ]);
});
