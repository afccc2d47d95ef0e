import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MANAGER, orderableProduct, staffSignIn, visitorContext } from './routes';

// The staff's side of a walk through the shop: the kitchen's production sheet (screen and A4),
// the new-order alert, the order detail's reject and accept, and the panel on a 768 px tablet.

type Placed = { id: number; orderNumber: string };
const TABLET = { width: 768, height: 1024 };

function tomorrow(): { iso: string; shown: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(Date.now() + 24 * 3600 * 1000));
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}-${m}-${y}` };
}

/** A cash pickup order for tomorrow at noon, with the customer's note. */
async function placeWithNote(request: APIRequestContext, note: string | null): Promise<Placed & { productName: string }> {
  const product = await orderableProduct(request);
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const placed = await request.post('/user-service/place-order', {
    data: {
      items: [{ id: product.id, dimensionId: product.dimensions.find((d) => d.availability)!.id, quantity: 2 }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Ilinca', lastName: 'Moga', phoneNumber: '0722123456', email: `panou.${Date.now()}@example.ro` },
      pickupLocationId: info.pickupLocations[0].id,
      pickupOrDeliveryMoment: `${tomorrow().iso}T12:00:00`,
      orderPaymentOptions: 'CASH',
      additionalInformation: note,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { ...(await placed.json()), productName: product.name };
}

async function staffPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await visitorContext(browser, viewport)).newPage();
  await staffSignIn(page, MANAGER, '/comenzi');
  return page;
}

test('the production list shows the order\'s note with its allergy, on screen and printed on A4', async ({ browser, request }) => {
  const note = `Fără cacao, copilul are alergie la alune (${Date.now()}).`;
  const order = await placeWithNote(request, note);
  const staff = await staffPage(browser);

  await staff.getByRole('link', { name: 'Lista de producție' }).click();
  await staff.getByLabel('Ziua', { exact: true }).fill(tomorrow().iso);
  const line = staff.getByTestId('production-order').filter({ hasText: `#${order.orderNumber}` });
  await expect(line).toBeVisible();
  await expect(line.getByTestId('production-note')).toHaveText(note);

  // What the printer gets: the A4 sheet alone, with the note on it.
  await staff.emulateMedia({ media: 'print' });
  const sheet = staff.getByTestId('production-print');
  await expect(sheet).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Lista de producție' })).toBeHidden();
  await expect(sheet.getByText(note)).toBeVisible();
  await expect(sheet.locator('li', { hasText: `#${order.orderNumber}` }).last()).toContainText(note);
});

test('the new-order alert names the method, the moment, the products and the note, and where a scheduled order went', async ({ browser, request }) => {
  const staff = await staffPage(browser);
  await staff.goto('/comenzi/noi');
  await expect(staff.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');

  const note = 'Vă rog fără nuci: alergie.';
  const order = await placeWithNote(request, note);

  const alert = staff.getByTestId('new-order-modal');
  await expect(alert).toBeVisible();
  await expect(staff.getByTestId('new-order-number')).toContainText(order.orderNumber);
  await expect(alert).toContainText('Ridicare personală');
  await expect(alert).toContainText(`${tomorrow().shown} 12:00`);
  await expect(alert.getByTestId('new-order-items')).toContainText(`2 × ${order.productName}`);
  await expect(alert).toContainText(note);

  // Scheduled: it is not under "Noi"; the alert says where it is and leads there.
  await alert.getByRole('link', { name: 'Vezi comenzile programate' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/comenzi/programate');
  await expect(staff.locator(`[data-order-number="${order.orderNumber}"]`)).toBeVisible();
});

test('reject looks like a danger action, apart from accept, and asks before rejecting', async ({ browser, request }) => {
  const order = await placeWithNote(request, null);
  const staff = await staffPage(browser);
  await staff.goto(`/comenzi/${order.id}`);

  const accept = staff.getByRole('button', { name: 'Acceptă comanda' });
  const reject = staff.getByRole('button', { name: 'Respinge comanda' });
  await expect(reject).toBeVisible();
  const fill = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
  // Outlined: no filled background like accept's, a coloured border instead.
  expect(await reject.evaluate(fill)).toBe('rgba(0, 0, 0, 0)');
  expect(await accept.evaluate(fill)).not.toBe('rgba(0, 0, 0, 0)');
  expect(await reject.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe('rgba(0, 0, 0, 0)');

  // One tap only opens the question; going back leaves the order as it was.
  await reject.click();
  const dialog = staff.getByRole('dialog', { name: `Respingeți comanda #${order.orderNumber}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmă respingerea' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Nu, înapoi' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('order-actions')).toHaveAttribute('data-status', 'SCHEDULED');

  // Confirming without a reason still rejects nothing.
  await reject.click();
  await dialog.getByRole('button', { name: 'Confirmă respingerea' }).click();
  await expect(dialog.getByText('Motivul anulării comenzii este obligatoriu.')).toBeVisible();
  await dialog.getByLabel('Motivul respingerii').fill('Nu mai avem ingrediente.');
  await dialog.getByRole('button', { name: 'Confirmă respingerea' }).click();
  await expect(staff.getByText('Comanda a fost respinsa')).toBeVisible();
  await expect(staff.getByTestId('order-actions')).toHaveAttribute('data-status', 'REJECTED');
});

test('accepting: large buttons for the usual times, the client\'s date in Romanian, the packaging cost remembered', async ({ browser, request }) => {
  const first = await placeWithNote(request, null);
  const second = await placeWithNote(request, null);
  const staff = await staffPage(browser);

  await staff.goto(`/comenzi/${first.id}`);
  await staff.getByRole('button', { name: 'Acceptă comanda' }).click();
  const dialog = staff.getByTestId('accept-modal');
  const times = dialog.getByRole('group', { name: 'Timp de pregătire' });
  for (const label of ['Data aleasă de client', '10 min', '15 min', '20 min', '30 min', '45 min', '1 oră']) {
    const button = times.getByRole('button', { name: label, exact: true });
    await expect(button).toBeVisible();
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expect(dialog.getByText('N/A')).toHaveCount(0);
  await expect(dialog.getByLabel('Altă durată')).toBeVisible();

  // The spec's messages, word for word.
  await dialog.getByTestId('package-cost-input').fill('');
  await dialog.getByRole('button', { name: 'Confirmă comanda' }).click();
  await expect(dialog.getByText('Vă rugăm să selectați un timp de pregătire pentru comandă.')).toBeVisible();
  await expect(dialog.getByText('Vă rugăm să introduceți un cost valid pentru ambalaje.')).toBeVisible();

  await times.getByRole('button', { name: '15 min', exact: true }).click();
  await expect(times.getByRole('button', { name: '15 min', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByTestId('package-cost-input').fill('3,50');
  await dialog.getByRole('button', { name: 'Confirmă comanda' }).click();
  await expect(staff.getByText('Statusul comenzii a fost schimbat cu success!')).toBeVisible();

  // The next order: the packaging cost is already there, one tap on a time accepts it.
  await staff.goto(`/comenzi/${second.id}`);
  await staff.getByRole('button', { name: 'Acceptă comanda' }).click();
  await expect(dialog.getByTestId('package-cost-input')).toHaveValue('3,50');
  await dialog.getByRole('group', { name: 'Timp de pregătire' }).getByRole('button', { name: 'Data aleasă de client' }).click();
  await dialog.getByRole('button', { name: 'Confirmă comanda' }).click();
  await expect(staff.getByText('Statusul comenzii a fost schimbat cu success!')).toBeVisible();
  await expect(staff.getByTestId('order-actions')).toHaveAttribute('data-status', 'CONFIRMED');
});

test('at 768 × 1024 every order shows its status and total, nothing cut and no sideways scroll', async ({ browser, request }, testInfo) => {
  await placeWithNote(request, null);
  const staff = await staffPage(browser, TABLET);
  await expect(staff.locator('[data-order-number]').first()).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('panel-768.png') });

  for (const path of ['/comenzi', '/comenzi/programate']) {
    await staff.goto(path);
    const rows = staff.locator('[data-order-number]');
    await expect(rows.first()).toBeVisible();
    const width = await staff.evaluate(() => document.documentElement.clientWidth);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
    const count = await rows.count();
    for (let i = 0; i < count; i += 1) {
      const row = rows.nth(i);
      for (const cell of [row.getByTestId('order-status'), row.getByTestId('order-total')]) {
        await expect(cell).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x, `${path} row ${i}: cut on the left`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path} row ${i}: cut on the right`).toBeLessThanOrEqual(width);
        // Nothing hidden by its own box either (a clipped table cell).
        expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
      // The date on one line, the client's name not broken inside a word.
      const lines = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      };
      expect(await row.getByTestId('order-date').evaluate(lines), `${path} row ${i}: date on one line`).toBe(1);
      const client = row.getByTestId('order-client');
      const words = ((await client.textContent()) ?? '').trim().split(/\s+/).length;
      expect(await client.evaluate(lines), `${path} row ${i}: name broken`).toBeLessThanOrEqual(words);
    }
  }
});
