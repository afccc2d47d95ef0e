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

// At 360 px wide (the narrowest phones still sold) no route scrolls sideways. The routes
// are the axe check's (routes.ts), each signed in as the role that uses it.

const PHONE = { width: 360, height: 740 };

test.describe.configure({ timeout: 300_000 });

/**
 * What each route's page puts past the screen's right edge, once its content is there: the page
 * must not scroll sideways (scrollWidth ≤ clientWidth), and since the layouts clip what is wider
 * (overflow-x: clip on .site and .staff, so that nothing scrolls), no element may be cut off by
 * that clip either: wider content belongs in a box of its own that scrolls (a table) or hides it
 * on purpose (a carousel).
 */
async function overflowing(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading').first(), `${route} renders`).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const { scrollWidth, clientWidth, cut } = await page.evaluate(() => {
      const root = document.documentElement;
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''}`;
      /** Inside a box that scrolls or hides on its own (not the layout's clip, not the page). */
      const contained = (el: Element) => {
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          if (box.matches('.site, .staff')) return false;
          if (getComputedStyle(box).overflowX !== 'visible') return box.getBoundingClientRect().right <= root.clientWidth + 1;
          if (getComputedStyle(box).position === 'fixed') return true;
        }
        return false;
      };
      const cut: string[] = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= root.clientWidth + 1) continue;
        // A drawing's shapes may reach past its own box; the drawing itself is what is measured.
        if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.position === 'fixed') continue;
        if (contained(el)) continue;
        // Only the outermost element cut off: its children follow it.
        if (el.parentElement && cut.some((c) => c === describe(el.parentElement!))) continue;
        cut.push(describe(el));
        if (cut.length >= 5) break;
      }
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, cut };
    });
    if (scrollWidth > clientWidth) found.push(`${route}: ${scrollWidth} px wide on a ${clientWidth} px screen`);
    if (cut.length) found.push(`${route}: cut off at the right edge: ${cut.join(', ')}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}

test('no storefront page scrolls sideways at 360 px, the checkout with a cart included', async ({ browser, request }) => {
  const page = await (await visitorContext(browser, PHONE)).newPage();
  await overflowing(page, [...(await storefrontRoutes(request)), ...(await mailLinkRoutes(request))]);

  await fillCart(page, request);
  await overflowing(page, [CHECKOUT]);
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
  await overflowing(page, await panelRoutes(request, order, product.id));
});

test('no admin screen scrolls sideways at 360 px', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await (await visitorContext(browser, PHONE)).newPage();
  await staffSignIn(page, ADMIN, '/admin');
  await overflowing(page, adminRoutes(product.id, await managerId(request)));
});
