import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

// What a customer met walking through the shop on a phone (390 px): the product page's
// "Adaugă în coș" two screens down, the chosen category's chip off screen, the footer's program
// unreadable in light mode, and pages opening where the page before was scrolled.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const PHONE = { width: 390, height: 844 };

type Summary = { id: number; orderType: string; available: boolean; outOfStock: boolean; dimensions: { availability: boolean }[] };

async function orderableProduct(request: APIRequestContext): Promise<Summary> {
  const products: Summary[] = await (await request.get('/user-service/get-base-products?category=prajituri')).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability));
  expect(product, 'a standard pastry in the demo menu').toBeTruthy();
  return product!;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'light' });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  return context.newPage();
}

/** Whether the element's box lies wholly inside the window as it is now (no scrolling). */
async function wholeOnScreen(selector: Locator) {
  const box = await selector.boundingBox();
  expect(box, 'the element is laid out').toBeTruthy();
  return box!.y >= 0 && box!.y + box!.height <= PHONE.height && box!.x >= 0 && box!.x + box!.width <= PHONE.width;
}

test('the product page at 390 px shows "Adaugă în coș" with the price on its first screen, and it stays there', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await phonePage(browser);
  await page.goto(`/meniu/${product.id}`);
  const add = page.getByRole('button', { name: 'Adaugă în coș' });
  await expect(add).toBeVisible();
  expect(await wholeOnScreen(add), '"Adaugă în coș" on the first screen').toBe(true);
  const bar = page.getByTestId('product-buy-bar');
  await expect(bar).toContainText(/Total: [\d.]+,\d{2} RON/);
  expect(await wholeOnScreen(bar), 'the price beside it').toBe(true);

  // Read down to the similar products: the bar is still there, and it adds to the cart.
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
  expect(await wholeOnScreen(add), '"Adaugă în coș" after scrolling').toBe(true);
  await add.click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
});

test("the footer's program is readable in light mode: each day's name passes contrast", async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const program = page.locator('footer section').filter({ has: page.getByRole('heading', { name: 'Program' }) });
  // The footer's parts come when they near the screen.
  await program.scrollIntoViewIfNeeded();
  const days = program.locator('dt');
  await expect(days.first()).toBeVisible();
  await expect(days.first()).toContainText('Luni');
  const ratios = await days.evaluateAll((cells) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    const backgroundOf = (el: Element | null): number[] => {
      for (let node = el; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor);
        if (color.length >= 3 && (color.length < 4 || color[3] > 0.5)) return color;
      }
      return [255, 255, 255];
    };
    return cells.map((cell) => {
      const fg = luminance(rgb(getComputedStyle(cell).color));
      const bg = luminance(backgroundOf(cell));
      return { day: cell.textContent, ratio: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05) };
    });
  });
  expect(ratios).toHaveLength(7);
  for (const { day, ratio } of ratios) expect(ratio, `contrast of "${day}" in the footer`).toBeGreaterThanOrEqual(4.5);
});

test('the menu with a category chosen shows its chip in the sideways row, and the row stays on screen while scrolling', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/meniu');
  const chips = page.getByRole('navigation', { name: 'Categorii' }).getByRole('link');
  await expect(chips.nth(2)).toBeVisible();
  // The last category (before "Promoții"): far right in the row, off screen at 390 px.
  const hrefs = await chips.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const last = hrefs[hrefs.length - 2];
  await page.goto(last);
  const active = page.getByRole('navigation', { name: 'Categorii' }).locator('a[aria-current="page"]');
  await expect(active).toHaveAttribute('href', last);
  await expect.poll(() => wholeOnScreen(active), { message: 'the active chip inside the screen' }).toBe(true);

  // Halfway down the whole menu the chip row is still there, under the header.
  await page.goto('/meniu');
  const row = page.getByRole('navigation', { name: 'Categorii' });
  await expect(row.getByRole('link').nth(2)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(await wholeOnScreen(row), 'the chip row halfway down the menu').toBe(true);
  const header = await page.locator('header').first().boundingBox();
  const box = await row.boundingBox();
  expect(box!.y, 'the row under the header, not behind it').toBeGreaterThanOrEqual(header!.y + header!.height - 2);
});

test('checkout opens at its top, also when the page before was scrolled and the page is loaded in full', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await phonePage(browser);
  await page.goto(`/meniu/${product.id}`);
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();

  // /contact read down to 900 px, then the checkout typed in the address bar.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.goto('/checkout');
  await expect(page.getByLabel('Prenume', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'checkout scrolled after a full load').toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizează comanda' })).toBeInViewport();

  // The same from inside the shop: the menu scrolled, then the cart's "Finalizează comanda".
  await page.goto('/meniu');
  await expect(page.getByRole('navigation', { name: 'Categorii' }).getByRole('link').nth(2)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.getByRole('button', { name: /^Coș/ }).click();
  await page.getByRole('button', { name: 'Finalizează comanda' }).click();
  await expect(page.getByLabel('Prenume', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'checkout scrolled after the cart').toBe(0);
});

test('the checkout at 390 px keeps its total in sight, and the footer under "Plasează comanda" brings no second form', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await phonePage(browser);
  await page.goto(`/meniu/${product.id}`);
  await page.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(page.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByLabel('Prenume', { exact: true })).toBeVisible();

  // The total on the first screen, and still there halfway down the form.
  const glance = page.getByTestId('checkout-glance');
  await expect(glance).toContainText(/Total estimativ: [\d.]+,\d{2} RON/);
  expect(await wholeOnScreen(glance), 'the total on the first screen').toBe(true);
  await page.getByRole('heading', { name: 'Plata' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect(await wholeOnScreen(glance), 'the total halfway down the form').toBe(true);
  await glance.getByRole('button', { name: /Vezi sumarul/ }).click();
  await expect(page.getByRole('heading', { name: 'Sumar comandă' })).toBeInViewport();

  // Under the button, the footer (its parts loaded): the checkout's terms checkbox is the only one.
  const program = page.locator('footer section').filter({ has: page.getByRole('heading', { name: 'Program' }) });
  await program.scrollIntoViewIfNeeded();
  await expect(program.locator('dt').first()).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByRole('checkbox')).toHaveAccessibleName('Am citit și accept termenii și condițiile (se deschide într-o filă nouă)');
  await expect(page.locator('footer').getByRole('textbox')).toHaveCount(0);
});
