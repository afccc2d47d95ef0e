import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { linksTo, mailsTo, waitForLink } from './mail';

// Promotions (a bundle and a coupon at checkout, seen by the staff) and the newsletter
// (popup, double opt-in, personal coupon; a newsletter sent to confirmed subscribers).

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const stamp = `${Date.now()}`.slice(-6);
const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };

function isoDay(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(d);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return crc ^ 0xffffffff;
}

function pngImage(): Buffer {
  const size = 64;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) raw.set([200, 120 + y, 60 + x], y * (size * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function staffPage(browser: Browser, email: string, password: string, landing: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await context.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  const page = await context.newPage();
  await page.goto('/auth/admin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
  return page;
}

/** Searches a combo set's product picker (on the server) and chooses the product; it shows as chosen by name. */
async function pickSetProduct(set: Locator, name: string) {
  await set.getByRole('combobox', { name: 'Produsele setului' }).fill(name);
  await set.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(set.getByRole('list', { name: 'Produsele setului: alese' })).toContainText(name);
}

async function pickFirstOffered(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(values.length, `${label}: a moment is offered`).toBeGreaterThan(0);
  await select.selectOption(values[0]);
}

test('an admin makes a bundle and a coupon; a visitor buys the bundle with the coupon; the staff see both', async ({ browser }) => {
  const BUNDLE = `Ecler + cadou ${stamp}`;
  const CODE = `E2E${stamp}`;
  const admin = await staffPage(browser, ADMIN.email, ADMIN.password, '/admin');

  // The bundle: an ecler, and a free product that costs no more than it.
  await admin.goto('/admin/combo-promo');
  await admin.getByLabel('Numele promoției').fill(BUNDLE);
  await admin.getByLabel('Data de început').fill(isoDay(-1));
  await admin.getByLabel('Data de sfârșit').fill(isoDay(10));
  await pickSetProduct(admin.getByRole('group', { name: 'Setul 1' }), 'Ecler cu vanilie');
  const free = admin.getByRole('group', { name: 'Setul 2' });
  await pickSetProduct(free, 'Croissant cu unt');
  await pickSetProduct(free, 'Limonadă cu mentă');
  // A bundle is the order's one promotion unless it adds up with others: this one does, with the coupon below.
  await admin.getByLabel('Se cumulează cu alte promoții').check();
  await admin.getByRole('button', { name: 'Creează promoția' }).click();
  await expect(admin.getByText('Promotia a fost creata cu succes!')).toBeVisible();

  // The coupon: the active toggle (Da/Nu) reveals its form.
  await admin.goto('/admin/coupon-promo');
  await expect(admin.getByLabel('Numele promoției')).toHaveCount(0);
  await admin.getByText('Promoție activă: Nu').click();
  await expect(admin.getByRole('switch', { name: /Promoție activă: Da/ })).toBeChecked();
  await admin.getByLabel('Numele promoției').fill(`Cupon ${stamp}`);
  await admin.getByLabel('Codul cuponului').fill(CODE);
  await admin.getByLabel('Reducere (%)').fill('50');
  await admin.getByLabel('Valabilitate (zile)').fill('30');
  await admin.getByRole('button', { name: 'Creează promoția' }).click();
  await expect(admin.getByText('Promotia a fost creata cu succes!')).toBeVisible();
  await admin.goto('/admin/promotions');
  await expect(admin.getByRole('row', { name: BUNDLE })).toContainText('Activă');

  // A visitor opens the bundle: the free choices follow the chosen ecler's price.
  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/meniu?category=Promotii');
  const card = visitor.locator('article', { hasText: BUNDLE });
  await card.getByRole('button', { name: 'Alege produsele' }).click();
  const chooser = visitor.getByRole('dialog', { name: BUNDLE });
  const add = chooser.getByRole('button', { name: 'Adaugă în coș' });
  await expect(add).toBeDisabled();
  await chooser.getByRole('radio', { name: /Ecler cu vanilie \(1 bucată\)/ }).check();
  await expect(chooser.getByRole('radio', { name: /Croissant cu unt/ })).toBeVisible();
  await expect(chooser.getByRole('radio', { name: /Limonadă cu mentă/ })).toHaveCount(0); // 15 lei > 11 lei
  await expect(add).toBeDisabled();
  await chooser.getByRole('radio', { name: /Croissant cu unt/ }).check();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(visitor.getByText('Promoția a fost adăugată în coș.')).toBeVisible();

  // Checkout: the coupon is checked as it is typed, and its discount shows by name.
  await visitor.goto('/checkout');
  await visitor.getByLabel('Prenume', { exact: true }).fill('Ana');
  await visitor.getByLabel('Nume', { exact: true }).fill('Pop');
  await visitor.getByLabel('Telefon', { exact: true }).fill('0722123456');
  await visitor.getByLabel('Email', { exact: true }).fill(`bundle${stamp}@example.ro`);
  await visitor.getByLabel('Cod de reducere (opțional)').fill('NUEXISTA');
  await expect(visitor.getByText('Cuponul „NUEXISTA” nu poate fi folosit pentru această comandă.')).toBeVisible();
  await visitor.getByLabel('Cod de reducere (opțional)').fill(CODE);
  await expect(visitor.getByText(`Cuponul ${CODE} se aplică.`)).toBeVisible();
  const summary = visitor.locator('.checkout-summary');
  await expect(summary).toContainText(BUNDLE);
  await expect(summary).toContainText(`Cupon ${stamp}`);
  await expect(summary).toContainText('5,50 RON');
  await visitor.getByRole('radio', { name: 'Ridicare personală' }).check();
  await visitor.getByRole('radio', { name: /Cofetăria din centru/ }).check();
  const later = visitor.getByRole('radio', { name: 'Alege ziua și ora' });
  if (await later.count()) await later.check();
  await pickFirstOffered(visitor, 'Ziua');
  await pickFirstOffered(visitor, 'Ora');
  await visitor.getByRole('radio', { name: 'Numerar', exact: true }).check();
  await visitor.getByLabel('Am citit și accept termenii și condițiile').check();
  const placed = visitor.waitForResponse((r) => r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST');
  await visitor.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();
  expect(order.discounts).toEqual([expect.objectContaining({ promotionName: `Cupon ${stamp}`, amount: '5.50' })]);
  expect(order.coupon).toBe(CODE);

  // The staff's order detail shows the bundle and the coupon.
  const staff = await staffPage(browser, 'manager@cofetarie-demo.ro', 'Manager#2026', '/comenzi');
  await staff.goto(`/comenzi/${order.id}`);
  await expect(staff.getByText(BUNDLE).first()).toBeVisible();
  await expect(staff.getByText(/Croissant cu unt/).first()).toBeVisible();
  await expect(staff.getByText(CODE).first()).toBeVisible();
});

test('a visitor subscribes from the popup, confirms from the mail and gets the coupon; a closed popup stays closed', async ({ browser }) => {
  const email = `popup${stamp}@example.ro`;
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await fresh.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  const page = await fresh.newPage();
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Abonează-te la newsletter' });
  await expect(popup).toBeVisible();
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await popup.getByLabel('Adresa de email').fill('nu-e-email');
  await popup.getByRole('button', { name: 'Mă abonez' }).click();
  await expect.poll(() => alerts).toEqual(['Te rugăm să introduci o adresă de email validă.']);
  await popup.getByLabel('Adresa de email').fill(email);
  await popup.getByRole('button', { name: 'Mă abonez' }).click();
  await expect(popup.getByText('Vă mulțumim! V-am trimis un e-mail: confirmați abonarea din linkul primit.')).toBeVisible();

  const confirm = await waitForLink(email, '/newsletter/confirmare');
  await page.goto(confirm);
  await expect(page.getByText('Abonarea la newsletter este confirmată. V-am trimis pe e-mail codul dumneavoastră de reducere.')).toBeVisible();
  const code = await page.locator('.promotion-card__code').textContent();
  expect(code).toMatch(/^NL-/);
  await expect.poll(() => mailsTo(email).some((mail) => mail.includes(code!)), { timeout: 30_000 }).toBe(true);
  // Subscribed: the popup does not come back.
  await page.goto('/meniu');
  await expect(page.getByRole('dialog', { name: 'Abonează-te la newsletter' })).toHaveCount(0);

  // Another visitor closes it: it stays closed on the next pages.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await other.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  const second = await other.newPage();
  await second.goto('/');
  const again = second.getByRole('dialog', { name: 'Abonează-te la newsletter' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Închide' }).click();
  await expect(again).toHaveCount(0);
  await second.reload();
  await second.goto('/meniu');
  await expect(second.getByRole('dialog', { name: 'Abonează-te la newsletter' })).toHaveCount(0);
});

test('an admin sends a newsletter with an image to three confirmed subscribers and watches it go out', async ({ browser, request }) => {
  const subscribers = [1, 2, 3].map((n) => `abonat${n}.${stamp}@example.ro`);
  for (const email of subscribers) {
    expect((await request.post('/user-service/subscribe', { data: { email, consent: true, source: 'footer' } })).ok()).toBe(true);
    const link = await waitForLink(email, '/newsletter/confirmare');
    const token = new URL(link, BASE_URL).searchParams.get('token');
    expect((await request.post('/user-service/newsletter/confirm', { data: { token } })).ok()).toBe(true);
  }

  const admin = await staffPage(browser, ADMIN.email, ADMIN.password, '/admin');
  await admin.goto('/admin/newsletter-blog');
  const subject = `Noutăți de iarnă ${stamp}`;
  await admin.getByLabel('Imagine (PNG sau JPEG)').setInputFiles({ name: 'iarna.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(admin.getByAltText('Imaginea newsletterului')).toBeVisible();
  await admin.getByLabel('Subiect').fill(subject);
  await admin.getByLabel('Conținut').fill('Cozonacii de Crăciun sunt gata.');
  await admin.getByLabel('Cod de reducere (opțional)').fill('DULCE15');
  await admin.getByRole('button', { name: 'Previzualizează' }).click();
  await expect(admin.frameLocator('iframe[title="Previzualizarea newsletterului"]').getByText('DULCE15')).toBeVisible();
  await admin.getByRole('button', { name: 'Trimite abonaților' }).click();
  await expect(admin.getByText('Emailul a fost trimis cu succes...')).toBeVisible();
  await expect(admin.getByRole('row', { name: subject })).toContainText('Trimis', { timeout: 30_000 });

  for (const email of subscribers) {
    await expect.poll(() => mailsTo(email).filter((mail) => mail.includes(subject)).length, { timeout: 30_000 }).toBe(1);
    const mail = mailsTo(email).find((m) => m.includes(subject))!;
    expect(mail).toMatch(/\/media\/newsletter\/[\w-]+\.jpg/);
    expect(mail).toContain('DULCE15');
    expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  }
  const [first] = subscribers;
  const unsubscribe = linksTo(first, '/newsletter/dezabonare').at(-1)!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(unsubscribe);
  await expect(visitor.getByText('Adresa dumneavoastră a fost dezabonată de la newsletter. Vă puteți abona din nou oricând.')).toBeVisible();
});
