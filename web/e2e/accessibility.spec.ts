import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  accountRoutes,
  CHECKOUT,
  fillCart,
  ADMIN,
  adminRoutes,
  customerSignIn,
  mailLinkRoutes,
  MANAGER,
  managerId,
  orderableProduct,
  panelRoutes,
  sharedCustomer,
  sharedGuestOrder,
  staffSignIn,
  storefrontRoutes,
  visitorContext,
} from './routes';

// axe-core checks every route of the app (the lists are in routes.ts), signed in as the
// role that uses it, and fails on any violation of impact serious or critical (the rule, its
// impact, the elements and the help page are in the failure message).

const BLOCKING = new Set(['serious', 'critical']);

// axe takes a few seconds a page on a busy machine, and each test walks many pages.
test.describe.configure({ timeout: 420_000 });

/** The serious and critical violations on the page as it is now, one readable line per element. */
async function violations(page: Page, route: string): Promise<string[]> {
  // A dialog fades in: read mid-way (a loaded machine draws it slowly), its text is blended with
  // the page behind and fails contrast. The colours that count are those once every finite
  // animation and transition has run.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // Experimental, so off by default: a control's accessible name must contain its visible text
    // (what a voice-control user says to press it).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
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

test('the storefront, with a cart open and at checkout, has no serious or critical violation', async ({ browser, request }) => {
  const page = await (await visitorContext(browser)).newPage();
  await check(page, await storefrontRoutes(request));

  await fillCart(page, request);
  await page.getByRole('button', { name: /^Coșul de cumpărături/ }).click();
  const cart = page.getByRole('dialog');
  await expect(cart).toBeVisible();
  const inCart = await violations(page, 'cart dialog');
  expect(inCart, inCart.join('\n')).toEqual([]);
  await page.keyboard.press('Escape');
  await check(page, [CHECKOUT]);
});

test('the pages reached from mail links have no serious or critical violation', async ({ browser, request }) => {
  const page = await (await visitorContext(browser)).newPage();
  await check(page, await mailLinkRoutes(request));
});

test("a customer's account pages, with an order open, have no serious or critical violation", async ({ browser, request }) => {
  const { customer, order } = await sharedCustomer(request);

  const page = await (await visitorContext(browser)).newPage();
  await customerSignIn(page, customer);
  const welcome = page.getByRole('dialog', { name: /Bine ai (venit|revenit), Sorina!/ });
  await expect(welcome).toBeVisible();
  const inDialog = await violations(page, 'welcome dialog');
  expect(inDialog, inDialog.join('\n')).toEqual([]);
  await welcome.getByRole('button', { name: 'Închide', exact: true }).click();
  await check(page, accountRoutes(order));
});

test("the staff panel's screens, with an order open, have no serious or critical violation", async ({ browser, request }) => {
  const order = await sharedGuestOrder(request);
  const product = await orderableProduct(request);
  const page = await (await visitorContext(browser)).newPage();
  await staffSignIn(page, MANAGER, '/comenzi');
  await check(page, await panelRoutes(request, order, product.id));
});

test('every admin screen, with a meal and a user open, has no serious or critical violation', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await (await visitorContext(browser)).newPage();
  await staffSignIn(page, ADMIN, '/admin');
  await check(page, adminRoutes(product.id, await managerId(request)));
});
