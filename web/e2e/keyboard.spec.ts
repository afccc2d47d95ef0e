import { expect, test, type Locator, type Page } from '@playwright/test';
import { MANAGER, orderableProduct, visitorContext } from './routes';

// The checkout and accepting an order are done with the keyboard alone, and dialogs keep
// focus inside and give it back. After the first page is opened by its address, nothing here
// clicks: every step is Tab/Shift+Tab, Enter, Space, the arrow keys or typing, and each control
// reached must show where the focus is.

test.describe.configure({ timeout: 300_000 });

/** Whether the element holds the focus (read only: the test still moves it with keys alone). */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * The focused element shows a focus ring: it matches :focus-visible and has an outline or a
 * shadow, or (a whole card made clickable by its link) an ancestor draws the outline through
 * :focus-within.
 */
async function expectFocusVisible(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    if (!el.matches(':focus-visible')) return 'not :focus-visible';
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (node === el && style.boxShadow !== 'none');
    };
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      if (drawn(node)) return 'visible';
    }
    return 'no outline or shadow';
  });
  expect(ring, `focus ring on ${what}`).toBe('visible');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus (or, given a function, until it says the
 * focus is where wanted), then checks the focus ring.
 */
async function tabTo(
  page: Page,
  target: Locator | (() => Promise<boolean>),
  what: string,
  { back = false, max = 400 } = {},
) {
  const arrived = typeof target === 'function' ? target : () => focused(target);
  if (typeof target !== 'function') await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await arrived()) {
      await expectFocusVisible(page, what);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what}: not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Picks a radio of a group as a keyboard does: Tab into the group, arrows to the option. */
async function chooseRadio(page: Page, radio: Locator, what: string) {
  await radio.waitFor();
  const name = await radio.getAttribute('name');
  // Tab enters a radio group at its checked option (or its first), whichever of them that is.
  const inGroup = () =>
    page.evaluate((group) => {
      const el = document.activeElement;
      return el instanceof HTMLInputElement && el.type === 'radio' && el.name === group;
    }, name);
  await tabTo(page, inGroup, what);
  for (let presses = 0; presses < 20 && !(await radio.isChecked()); presses += 1) {
    if (await focused(radio)) await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
  }
  await expect(radio, what).toBeChecked();
}

/** Picks the first real option of a native select with the arrow keys. */
async function chooseFirstOption(page: Page, select: Locator, what: string) {
  await tabTo(page, select, what);
  await expect(select.locator('option:not([value=""])').first(), `${what}: something to choose`).toBeAttached();
  for (let presses = 0; presses < 5 && !(await select.inputValue()); presses += 1) await page.keyboard.press('ArrowDown');
  expect(await select.inputValue(), what).not.toBe('');
}

async function typeInto(page: Page, field: Locator, text: string, what: string) {
  await tabTo(page, field, what);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('a guest orders with the keyboard alone and the staff accept it with the keyboard alone', async ({ browser, request }) => {
  const product = await orderableProduct(request);

  // The manager signs in from the keyboard too (so the panel's own focus moves show their ring,
  // as they do for someone who uses the keyboard).
  const staff = await (await visitorContext(browser)).newPage();
  await staff.goto('/auth/admin');
  await typeInto(staff, staff.getByLabel('Email', { exact: true }), MANAGER.email, 'Email');
  await typeInto(staff, staff.getByLabel('Parolă', { exact: true }), MANAGER.password, 'Parolă');
  await staff.keyboard.press('Enter');
  await expect(staff).toHaveURL((url) => url.pathname === '/comenzi');
  await expect(staff.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');

  // The menu: the product's card opens it in a dialog; it goes into the cart.
  const guest = await (await visitorContext(browser)).newPage();
  await guest.goto('/meniu');
  const card = guest.getByRole('link', { name: product.name, exact: true }).first();
  await tabTo(guest, card, 'the product card');
  await guest.keyboard.press('Enter');
  const productDialog = guest.getByRole('dialog', { name: product.name });
  await expect(productDialog).toBeVisible();
  await tabTo(guest, productDialog.getByRole('button', { name: 'Adaugă în coș' }), 'Adaugă în coș');
  await guest.keyboard.press('Enter');
  await expect(guest.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
  if (await productDialog.isVisible()) {
    await guest.keyboard.press('Escape');
    await expect(productDialog).toBeHidden();
    // Focus is back on the card that opened it.
    await expect.poll(() => focused(card), { message: 'focus back on the product card' }).toBe(true);
  }

  // The header's cart button, back up the page; the cart dialog; on to the checkout.
  await tabTo(guest, guest.getByRole('button', { name: /^Coșul de cumpărături/ }), 'the cart button', { back: true });
  await guest.keyboard.press('Enter');
  const cart = guest.getByRole('dialog', { name: 'Coșul tău' });
  await expect(cart).toBeVisible();
  await tabTo(guest, cart.getByRole('link', { name: 'Finalizează comanda' }).or(cart.getByRole('button', { name: 'Finalizează comanda' })), 'Finalizează comanda');
  await guest.keyboard.press('Enter');
  await expect(guest).toHaveURL((url) => url.pathname === '/checkout');

  // The checkout form, top to bottom.
  await typeInto(guest, guest.getByLabel('Prenume', { exact: true }), 'Ana', 'Prenume');
  await typeInto(guest, guest.getByLabel('Nume', { exact: true }), 'Pop', 'Nume');
  await typeInto(guest, guest.getByLabel('Telefon', { exact: true }), '0722123456', 'Telefon');
  await typeInto(guest, guest.getByLabel('Email', { exact: true }), `tastatura.${Date.now()}@example.ro`, 'Email');
  await chooseRadio(guest, guest.getByRole('radio', { name: 'Ridicare personală' }), 'Ridicare personală');
  await chooseRadio(guest, guest.getByRole('radio', { name: /Cofetăria din centru/ }), 'the pickup point');
  const later = guest.getByRole('radio', { name: 'Alege ziua și ora' });
  if (await later.count()) await chooseRadio(guest, later, 'Alege ziua și ora');
  await chooseFirstOption(guest, guest.getByLabel('Ziua', { exact: true }), 'Ziua');
  await chooseFirstOption(guest, guest.getByLabel('Ora', { exact: true }), 'Ora');
  await chooseRadio(guest, guest.getByRole('radio', { name: 'Numerar', exact: true }), 'Numerar');
  const terms = guest.getByLabel('Am citit și accept termenii și condițiile');
  await tabTo(guest, terms, 'the terms box');
  await guest.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const placed = guest.waitForResponse((r) => r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST');
  await tabTo(guest, guest.getByRole('button', { name: 'Plasează comanda' }), 'Plasează comanda');
  await guest.keyboard.press('Enter');
  const order = await (await placed).json();
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();

  // The panel rings; its dialog has the focus, on "Vezi comanda".
  const alert = staff.getByTestId('new-order-modal');
  await expect(alert).toBeVisible();
  await expect(staff.getByTestId('new-order-number')).toContainText(order.orderNumber);
  await tabTo(staff, alert.getByRole('link', { name: 'Vezi comanda' }), 'Vezi comanda');
  await staff.keyboard.press('Enter');
  await expect(staff).toHaveURL((url) => /^\/comenzi\/\d+$/.test(url.pathname));

  // Accepted with a preparation time and a packaging cost, from the keyboard.
  await tabTo(staff, staff.getByRole('button', { name: 'Acceptă comanda' }), 'Acceptă comanda');
  await staff.keyboard.press('Enter');
  const accept = staff.getByTestId('accept-modal');
  await expect(accept).toBeVisible();
  await chooseFirstOption(staff, staff.getByTestId('prep-time-select'), 'Timp de pregătire');
  const packaging = staff.getByTestId('package-cost-input');
  await tabTo(staff, packaging, 'the packaging cost');
  await staff.keyboard.press('ControlOrMeta+A');
  await staff.keyboard.type('2,50');
  await tabTo(staff, accept.getByRole('button', { name: 'Confirmă comanda' }), 'Confirmă comanda');
  await staff.keyboard.press('Enter');
  await expect(staff.getByText('Statusul comenzii a fost schimbat cu success!')).toBeVisible();
  await expect(guest.getByText('Comanda a fost acceptată!')).toBeVisible();
});

test('a dialog keeps Tab and Shift+Tab inside, closes on Escape and gives the focus back', async ({ browser }) => {
  const page = await (await visitorContext(browser)).newPage();
  await page.goto('/meniu');
  const cartButton = page.getByRole('button', { name: /^Coșul de cumpărături/ });
  await tabTo(page, cartButton, 'the cart button');
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Coșul tău' });
  await expect(cart).toBeVisible();
  await expect.poll(() => cart.evaluate((el) => el.contains(document.activeElement)), { message: 'focus moved into the dialog' }).toBe(true);

  // Twenty presses each way: the focus never leaves the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press(key);
      expect(await cart.evaluate((el) => el.contains(document.activeElement)), `${key} ×${presses + 1} stays in the dialog`).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect.poll(() => focused(cartButton), { message: 'focus back on the cart button' }).toBe(true);
});
