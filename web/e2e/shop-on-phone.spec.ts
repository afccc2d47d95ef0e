import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { MANAGER, staffSignIn } from './routes';

// What a customer met walking through the shop on a phone (390 px): the product page's "Adaugă în
// coș" two screens down, the chosen category's chip off screen, the footer's program unreadable in
// light mode, pages opening where the page before was scrolled, and a home page whose first price
// came four screens down after a dozen full-width category cards, moving while it loaded.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const PHONE = { width: 390, height: 844 };

type Summary = { id: number; orderType: string; available: boolean; outOfStock: boolean; dimensions: { availability: boolean }[] };

async function orderableProduct(request: APIRequestContext): Promise<Summary> {
  const products: Summary[] = await (await request.get('/user-service/get-base-products?category=prajituri')).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability));
  expect(product, 'a standard pastry in the demo menu').toBeTruthy();
  return product!;
}

async function phonePage(browser: Browser, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  return context.newPage();
}

/** A visitor who answered the cookie banner and closed the newsletter popup: the page scrolls. */
async function readerPage(browser: Browser, viewport = PHONE): Promise<Page> {
  const page = await phonePage(browser, viewport);
  await page.context().addCookies([{ name: 'newsletter_popup_closed', value: '1', url: BASE_URL }]);
  return page;
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

  // Under the button, the footer (its parts loaded) brings no form of its own: the only checkboxes
  // are the checkout's, the company invoice and the terms.
  const program = page.locator('footer section').filter({ has: page.getByRole('heading', { name: 'Program' }) });
  await program.scrollIntoViewIfNeeded();
  await expect(program.locator('dt').first()).toBeVisible();
  await expect(page.locator('footer').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: 'Vreau factură pe firmă' })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Am citit și accept termenii și condițiile (se deschide într-o filă nouă)' })).toHaveCount(1);
  await expect(page.locator('footer').getByRole('textbox')).toHaveCount(0);
});

/**
 * Scrolls the page from its top to its end half a screen at a time, each step waiting until what
 * came into sight is there: no request of the page still on its way, and no placeholder, skeleton
 * or photo's empty place left on the screen. (The load state "networkidle" is reached once per
 * page: after it, it would not wait for the parts asked for while scrolling.) Returns the layout
 * shifts seen on the way (none caused by a tap or a key).
 */
async function scrollThrough(page: Page): Promise<number[]> {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  const settled = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.when-visible, .skeleton, .skeleton-block, .product-picture--pending, [aria-busy="true"]')).every((el) => {
        const box = el.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight;
      }),
    );
  for (let step = 0; step < 40; step++) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight / 2));
      return window.scrollY !== before;
    });
    await expect.poll(async () => inFlight <= 0 && (await settled()), { message: 'the parts in sight have come' }).toBe(true);
    // What came is drawn: two frames (React's render, then the layout).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (!moved) break;
  }
  expect(await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2), 'scrolled to the end').toBe(true);
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Where the first price on the page is, from the page's top (px), once everything above it came. */
async function firstPriceTop(page: Page): Promise<number> {
  const price = page.locator('main').getByText(/^\d[\d.]*,\d{2} RON$/).first();
  await expect(price).toBeAttached();
  return price.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

test('the home page at 390 px shows a dish with its price within a screen and a half', async ({ browser }) => {
  const page = await readerPage(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  const top = await firstPriceTop(page);
  test.info().annotations.push({ type: 'first price (px from the top)', description: String(Math.round(top)) });
  expect(top, `the first price ${Math.round(top)} px from the top`).toBeLessThan(PHONE.height * 1.5);
  // The categories are there too, two small tiles to a row, none cut off at the right.
  const tiles = page.getByRole('region', { name: 'Alege categoria preferată' }).getByRole('link');
  await expect(tiles.nth(1)).toBeVisible();
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y), 'two categories side by side').toBeLessThan(2);
  expect(second!.x + second!.width).toBeLessThanOrEqual(PHONE.width);
  expect(first!.height, 'a category tile, not a card').toBeLessThan(100);
});

test('the home page at 390 px does not move while it is scrolled from its top to its end (CLS < 0.1)', async ({ browser }) => {
  const page = await readerPage(browser);
  await watchShifts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await scrollThrough(page);
  await expect(page.locator('footer').getByRole('heading', { name: 'Program' })).toBeInViewport();
  const cls = shifts.reduce((sum, value) => sum + value, 0);
  test.info().annotations.push({ type: 'layout shifts while scrolling (sum)', description: cls.toFixed(3) });
  expect(cls, `layout shifts while scrolling: ${shifts.map((v) => v.toFixed(3)).join(', ')}`).toBeLessThan(0.1);
});

for (const width of [390, 1280]) {
  test(`the home page's menu preview at ${width} px shows each dish's photo, name and price on one row`, async ({ browser }) => {
    const page = await readerPage(browser, { width, height: 900 });
    await page.goto('/');
    // The preview comes when its place nears the screen.
    await page.getByRole('heading', { name: 'Ce coacem azi' }).scrollIntoViewIfNeeded();
    const preview = page.getByRole('tabpanel');
    const rows = preview.getByRole('listitem');
    await expect(rows.first().getByRole('link')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const name = row.getByRole('link');
      const label = (await name.textContent()) ?? `row ${i + 1}`;
      const [box, photo, title, price] = await Promise.all([
        row.boundingBox(),
        row.locator('img, .product-picture').first().boundingBox(),
        name.boundingBox(),
        row.getByText(/^\d[\d.]*,\d{2} RON$/).boundingBox(),
      ]);
      expect(box && photo && title && price, `${label}: photo, name and price laid out`).toBeTruthy();
      // The photo at the row's start, its height beside both the name and the price.
      expect(photo!.x + photo!.width, `${label}: the photo before the name`).toBeLessThanOrEqual(title!.x + 1);
      expect(photo!.x + photo!.width, `${label}: the photo before the price`).toBeLessThanOrEqual(price!.x + 1);
      const beside = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height;
      expect(beside(photo!, title!), `${label}: the name beside the photo`).toBe(true);
      expect(beside(photo!, price!), `${label}: the price beside the photo`).toBe(true);
      expect(box!.height, `${label}: a row, not a column of cells`).toBeLessThan(width < 768 ? 150 : 110);
    }
    await page.context().close();
  });
}

/** The header's name is whole, and each of its links and buttons lies inside the screen on one line. */
async function headerFits(header: Locator, width: number) {
  const name = header.locator('.logo__name');
  if (await name.isVisible()) {
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the logo name not clipped').toBe(true);
    const box = await name.boundingBox();
    expect(box!.x + box!.width, 'the logo name inside the screen').toBeLessThanOrEqual(width);
  }
  for (const part of await header.locator('a:visible, button:visible').all()) {
    const box = await part.boundingBox();
    if (!box || box.width <= 1) continue;
    const label = (await part.getAttribute('aria-label')) ?? (await part.textContent());
    expect(box.x, `${label} inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} inside the screen`).toBeLessThanOrEqual(width);
    expect(box.height, `${label} on one line`).toBeLessThanOrEqual(48);
  }
}

for (const width of [390, 768]) {
  test(`the shop's and the staff's headers at ${width} px show the shop's name whole and everything in them on one line`, async ({ browser }) => {
    const page = await readerPage(browser, { width, height: 900 });
    await page.goto('/');
    await expect(page.locator('header.site-header .logo')).toBeVisible();
    await headerFits(page.locator('header.site-header .site-header__inner'), width);

    await staffSignIn(page, MANAGER, '/comenzi');
    await expect(page.locator('.staff-header .logo')).toBeVisible();
    await headerFits(page.locator('.staff-header__inner'), width);
    await page.context().close();
  });
}
