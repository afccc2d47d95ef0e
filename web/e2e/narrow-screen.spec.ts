import { expect, test, type Page } from '@playwright/test';
import {
  accountRoutes,
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

// Issue 19: at 360 px wide (the narrowest phones still sold) no route scrolls sideways. The routes
// are the axe check's (routes.ts), each signed in as the role that uses it.

const PHONE = { width: 360, height: 740 };

test.describe.configure({ timeout: 300_000 });

/** How far each route's page reaches past the screen's right edge, once its content is there. */
async function overflowing(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading').first(), `${route} renders`).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
      const root = document.documentElement;
      // The element reaching furthest right, to say what to fix.
      let widest = '';
      let right = root.clientWidth;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.right > right + 0.5) {
          right = box.right;
          widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''} (right edge ${Math.round(box.right)} px)`;
        }
      }
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
    });
    if (scrollWidth > clientWidth) found.push(`${route}: ${scrollWidth} px wide on a ${clientWidth} px screen; widest: ${widest}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}

test('no storefront page scrolls sideways at 360 px, the checkout with a cart included', async ({ browser, request }) => {
  const page = await (await visitorContext(browser, PHONE)).newPage();
  await overflowing(page, [...(await storefrontRoutes(request)), ...(await mailLinkRoutes(request))]);

  const product = await orderableProduct(request);
  await page.goto(`/meniu/${product.id}`);
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
  await overflowing(page, ['/checkout']);
});

test("no page of a customer's account scrolls sideways at 360 px", async ({ browser, request }) => {
  const { customer, order } = await sharedCustomer(request);
  const page = await (await visitorContext(browser, PHONE)).newPage();
  await customerSignIn(page, customer);
  await page.getByRole('dialog').getByRole('button', { name: 'Închide', exact: true }).click();
  await overflowing(page, accountRoutes(order));
});

test('no screen of the staff panel scrolls sideways at 360 px', async ({ browser, request }) => {
  const order = await sharedGuestOrder(request);
  const product = await orderableProduct(request);
  const page = await (await visitorContext(browser, PHONE)).newPage();
  await staffSignIn(page, MANAGER, '/comenzi');
  await overflowing(page, panelRoutes(order, product.id));
});

test('no admin screen scrolls sideways at 360 px', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await (await visitorContext(browser, PHONE)).newPage();
  await staffSignIn(page, ADMIN, '/admin');
  await overflowing(page, adminRoutes(product.id, await managerId(request)));
});
