import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { ADMIN, MANAGER, staffSignIn, visitorContext } from './routes';

// A custom cake from the gallery to the kitchen: a guest asks for one with a reference photo, the
// staff see the request arrive on the panel and quote it, the guest accepts and pays the deposit
// by card (localstripe's card field, once through its 3-D Secure dialog), and the cake is on the
// production list of its day and among the panel's scheduled orders. The new pages are checked
// with axe and at 360 px. Needs the whole stack with localstripe (`scripts/stack.py e2e`).

// A guest walks the form, the staff panel stays open beside it, a card is confirmed: longer than one page.
test.describe.configure({ timeout: 240_000 });
// A click that cannot happen fails in seconds, with what it waited for, not at the test's end.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const GOOD_CARD = '4242424242424242';
const THREE_D_SECURE_CARD = '4000002760003184';
const PRICE = '450';
const GALLERY_ITEM = 'Tort cu figurine personalizat';
const CAKE_CATEGORY = 'Torturi figurine și candy bar';
// The demo's figurine cakes are picked up at the laboratory (the category's own point).
const PICKUP_POINT = 'Laboratorul Hipodrom';
const PHONE = { width: 360, height: 800 };

type Options = { flavours: string[]; fillings: string[]; leadDays: number; depositPercent: string };
type Defaults = { depositPercent: string; lockDays: number; quoteValidityDays: number };
type Schedule = { dayOfWeek: number; open: boolean; openingTime: string | null; closingTime: string | null; scheduleType: string };
type Holiday = { startDate: string; endDate: string };
type Guest = { firstName: string; lastName: string; email: string; phone: string };

// ---- money, days and the photo ------------------------------------------------------------

/** "135.00" or 135 → "135,00 RON", as the pages write money. */
function ron(value: number): string {
  const [lei, bani] = value.toFixed(2).split('.');
  return `${lei.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${bani} RON`;
}

/** The deposit and the rest of a price at a percent, in whole bani (the server rounds half up). */
function split(price: number, percent: number): { deposit: number; rest: number } {
  const depositBani = Math.round(price * percent);
  return { deposit: depositBani / 100, rest: (price * 100 - depositBani) / 100 };
}

const isoOf = (day: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(day);
const shown = (iso: string) => iso.split('-').reverse().join('-');

/**
 * An event day the form takes: `after` days past the lead time, then the first day the pickup
 * schedule is open at noon and no holiday closes the shop.
 */
async function eventDay(request: APIRequestContext, options: Options, after: number): Promise<string> {
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const schedules: Schedule[] = info.schedules;
  const holidays: Holiday[] = info.holidaySchedules ?? [];
  for (let extra = 0; extra < 14; extra += 1) {
    const iso = isoOf(new Date(Date.now() + (options.leadDays + after + extra) * 24 * 3600 * 1000));
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay() || 7;
    const hours = schedules.find((s) => s.scheduleType === 'PICKUP' && s.dayOfWeek === weekday);
    const openAtNoon = hours?.open && hours.openingTime && hours.closingTime && hours.openingTime.slice(0, 5) <= '12:00' && hours.closingTime.slice(0, 5) > '12:00';
    if (openAtNoon && !holidays.some((h) => h.startDate <= iso && iso <= h.endDate)) return iso;
  }
  throw new Error('no pickup day open at noon in the next two weeks past the lead time');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (pink, with a white stripe) the server can decode and re-encode. */
function referencePng(width = 64, height = 48): Buffer {
  const row = (y: number) => {
    const line = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      const white = y > height / 3 && y < (2 * height) / 3;
      line.set(white ? [255, 255, 255] : [236, 112, 160], 1 + x * 3);
    }
    return line;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- the shop's side: tokens, online payment switched on -----------------------------------

async function staffHeaders(request: APIRequestContext, who = MANAGER) {
  const signIn = await request.post('/admin-service/authenticate', { data: who });
  expect(signIn.ok(), 'staff sign-in').toBe(true);
  return { Authorization: `Bearer ${(await signIn.json()).token}` };
}

type PaymentSetup = { cashPayment: boolean; cardPayment: boolean; cashAndCardPayment: boolean; onlineCardPayment?: boolean };

function methodsOf(setup: PaymentSetup): string[] {
  return [
    ...(setup.cashPayment ? ['cash'] : []),
    ...(setup.cardPayment ? ['card'] : []),
    ...(setup.cashAndCardPayment ? ['cash-card'] : []),
    ...(setup.onlineCardPayment ? ['online'] : []),
  ];
}

// The deposit is paid online: card payment is switched on for these tests and put back afterwards.
let before: PaymentSetup;

test.beforeAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN);
  before = await (await request.get('/admin-service/setup/fetch-information', { headers })).json();
  const saved = await request.post('/admin-service/setup/pmt', { headers, data: { paymentMethods: ['cash', 'card', 'cash-card', 'online'] } });
  expect(saved.ok(), `online payment switched on: ${await saved.text()}`).toBe(true);
  const config = await (await request.get('/user-service/payments/config')).json();
  expect(config.enabled, 'GET /user-service/payments/config says online payment is on').toBe(true);
});

test.afterAll(async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN);
  const restored = await request.post('/admin-service/setup/pmt', { headers, data: { paymentMethods: methodsOf(before) } });
  expect(restored.ok(), `payment methods restored: ${await restored.text()}`).toBe(true);
});

async function cakeOptions(request: APIRequestContext): Promise<Options> {
  const answer = await request.get('/user-service/cake-requests/options');
  expect(answer.ok(), 'GET /user-service/cake-requests/options').toBe(true);
  return answer.json();
}

async function quoteDefaults(request: APIRequestContext): Promise<Defaults> {
  const answer = await request.get('/admin-service/cake-requests/quote-defaults', { headers: await staffHeaders(request) });
  expect(answer.ok(), 'GET /admin-service/cake-requests/quote-defaults').toBe(true);
  return answer.json();
}

/** The order the paid request became, as the staff's detail gives it. */
async function orderOf(request: APIRequestContext, id: string): Promise<{ orderId: string; orderNumber: string }> {
  const answer = await request.get(`/admin-service/cake-requests/${id}`, { headers: await staffHeaders(request) });
  expect(answer.ok(), `GET /admin-service/cake-requests/${id}`).toBe(true);
  const detail = await answer.json();
  expect(detail.orderNumber, 'a paid deposit makes the request an order').toBeTruthy();
  return { orderId: String(detail.orderId), orderNumber: String(detail.orderNumber) };
}

/** The panel, signed in as the manager and connected live, in its own browser context. */
async function staffPanel(browser: Browser): Promise<Page> {
  const staff = await (await visitorContext(browser)).newPage();
  await staffSignIn(staff, MANAGER, '/comenzi');
  await expect(staff.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');
  return staff;
}

// ---- the guest's side ----------------------------------------------------------------------

type Wanted = { day: string; servings: string; flavour: string; filling: string; inscription: string; guest: Guest };

/** From the menu's gallery of the special category: "Comandă după acest model" on one item. */
async function openFormFromGallery(page: Page) {
  await page.goto('/meniu');
  await page.getByRole('link', { name: CAKE_CATEGORY, exact: true }).first().click();
  const gallery = page.getByRole('region', { name: CAKE_CATEGORY });
  await gallery.getByRole('link', { name: new RegExp(`^Comandă după acest model\\s*:\\s*${GALLERY_ITEM}$`) }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/tort-personalizat');
  await expect(page.getByRole('heading', { name: 'Comandă un tort personalizat' })).toBeVisible();
  await expect(page.getByTestId('cake-start')).toContainText(GALLERY_ITEM);
}

/** Fills the request form: pickup at noon on the chosen day, the cake, one PNG photo, the contact. */
async function fillRequest(page: Page, wanted: Wanted) {
  const form = page.getByRole('form', { name: 'Cererea pentru tortul personalizat' });
  await form.getByLabel('Data evenimentului').fill(shown(wanted.day));
  await form.getByLabel('Ora', { exact: true }).fill('12:00');
  await form.getByRole('radio', { name: /Ridicare personală/ }).check();
  await form.getByRole('radio', { name: new RegExp(PICKUP_POINT) }).check();
  await form.getByLabel('Număr de porții').fill(wanted.servings);
  await form.getByLabel('Aroma blatului').selectOption(wanted.flavour);
  await form.getByLabel('Umplutura').selectOption(wanted.filling);
  await form.getByLabel('Mesaj pe tort (opțional)').fill(wanted.inscription);
  const description = form.getByLabel('Descrierea tortului');
  // The form starts from the gallery item it was opened from.
  await expect(description).toHaveValue(new RegExp(GALLERY_ITEM));
  await description.fill(`${await description.inputValue()}Două etaje, roz și alb, cu un unicorn din pastă de zahăr.`);
  await form.getByLabel('Adaugă fotografii').setInputFiles({ name: 'model-tort.png', mimeType: 'image/png', buffer: referencePng() });
  await expect(form.getByRole('list', { name: 'Fotografiile alese' }).getByRole('listitem')).toHaveCount(1);
  await expect(form.getByText('Ai ales 1.')).toBeVisible();
  await form.getByLabel('Prenume', { exact: true }).fill(wanted.guest.firstName);
  await form.getByLabel('Nume', { exact: true }).fill(wanted.guest.lastName);
  await form.getByLabel('Email', { exact: true }).fill(wanted.guest.email);
  await form.getByLabel('Telefon', { exact: true }).fill(wanted.guest.phone);
}

/** Sends the form; the guest lands on the request's private page. Its id and key. */
async function sendRequest(page: Page): Promise<{ id: string; followKey: string }> {
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/user-service/cake-requests' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  const answer = await created;
  expect(answer.status(), `the request is taken: ${await answer.text()}`).toBe(201);
  const { id, followKey } = await answer.json();
  await expect(page).toHaveURL((url) => url.pathname === `/tort/${id}` && url.searchParams.get('cheie') === followKey);
  await expect(page.getByRole('heading', { name: `Tort personalizat nr. ${id}` })).toBeVisible();
  await expect(page.getByText('Cererea a fost trimisă', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cake-status')).toHaveText('Status: Cerere trimisă');
  return { id: String(id), followKey };
}

/** An <img> that the browser actually drew (its address answered with an image). */
async function expectDrawn(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${name} is drawn` }).toBe(true);
}

/** localstripe's card element: plain inputs named by their placeholders. */
async function fillCard(page: Page, number: string) {
  const card = page.getByRole('group', { name: 'Datele cardului' });
  await card.getByPlaceholder('number').fill(number);
  await card.getByPlaceholder('exp_month').fill('12');
  await card.getByPlaceholder('exp_year').fill('34');
  await card.getByPlaceholder('cvc').fill('123');
  await card.getByPlaceholder('postal_code').fill('550001');
}

/** Accepts the latest quote, the rest paid at pickup, and pays the deposit with `card`; completes every 3-D Secure dialog the bank opens. */
async function acceptAndPay(page: Page, card: string, deposit: number, rest: number, { threeDSecure }: { threeDSecure: boolean }) {
  await page.getByRole('button', { name: 'Acceptă oferta' }).click();
  const form = page.getByRole('form', { name: 'Acceptă oferta și plătește avansul' });
  await expect(form.getByTestId('cancellation-terms')).toBeVisible();
  await expect(form.getByRole('group', { name: `Cum plătești restul de ${ron(rest)}?` })).toBeVisible();
  await form.getByRole('radio', { name: /^La ridicare/ }).check();
  await fillCard(page, card);
  await form.getByRole('button', { name: `Plătește avansul de ${ron(deposit)}` }).click();

  const paid = page.getByText(`Am încasat avansul de ${ron(deposit)}`, { exact: false });
  const bank = page.getByRole('button', { name: 'Complete authentication' });
  let dialogs = 0;
  // The saved card may be asked for again when the deposit is charged: at most twice.
  for (;;) {
    await expect(paid.or(bank).first()).toBeVisible({ timeout: 30_000 });
    if (!(await bank.isVisible())) break;
    dialogs += 1;
    expect(dialogs, 'the 3-D Secure dialog keeps coming back').toBeLessThanOrEqual(2);
    await bank.click();
    await expect(bank).toBeHidden();
  }
  expect(dialogs > 0, threeDSecure ? "the bank's 3-D Secure dialog was shown" : 'no 3-D Secure dialog for a plain card').toBe(threeDSecure);
  await expect(paid).toBeVisible();
}

// ---- the staff's side ----------------------------------------------------------------------

/** Opens the request from the live list and sends a quote at PRICE with the setup's deposit percent. */
async function quoteFromPanel(staff: Page, id: string, defaults: Defaults, guest: Guest) {
  const row = staff.locator(`tr[data-request-id="${id}"]`);
  await row.getByRole('link', { name: `${guest.firstName} ${guest.lastName}` }).click();
  await expect(staff).toHaveURL((url) => url.pathname === `/comenzi/torturi/${id}`);
  await expect(staff.getByRole('heading', { name: `Tort pentru ${guest.firstName} ${guest.lastName}` })).toBeVisible();
  await expect(staff.getByTestId('cake-actions')).toHaveAttribute('data-status', 'REQUESTED');
  // The customer's photo, fetched with the staff's token.
  await expectDrawn(staff, 'Fotografia de referință 1');

  await staff.getByRole('button', { name: 'Trimite ofertă' }).click();
  const dialog = staff.getByTestId('quote-modal');
  await expect(dialog).toBeVisible();
  const percent = dialog.getByLabel('Avans (%)');
  // The setup's deposit percent, as a person writes it ("30", "12,5").
  await expect(percent).toHaveValue(String(Number(defaults.depositPercent)).replace('.', ','));
  await dialog.getByLabel('Preț (RON)').fill(PRICE);
  await dialog.getByLabel('Ce include oferta').fill('Tort în două etaje, unicorn din pastă de zahăr, cutie și livrare la tejghea.');
  await expect(dialog.getByLabel('Valabilă până la')).not.toHaveValue('');
  await expect(dialog.getByLabel('Fără modificări după')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Trimite oferta' }).click();
  await expect(staff.getByText('Oferta a fost trimisă clientului.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('cake-actions')).toHaveAttribute('data-status', 'QUOTED');
}

/** After the deposit: the detail's money line, the production list of the event's day, the scheduled orders. */
async function staffSeePaidCake(staff: Page, request: APIRequestContext, id: string, wanted: Wanted, deposit: number, rest: number) {
  await staff.goto(`/comenzi/torturi/${id}`);
  await expect(staff.getByTestId('cake-actions')).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(staff.getByTestId('cake-balance')).toContainText(`avans plătit ${ron(deposit)}, rest ${ron(rest)}`);

  // The desk links to the order the cake became; the order is scheduled for the event.
  const { orderId, orderNumber } = await orderOf(request, id);
  await staff.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(staff).toHaveURL((url) => url.pathname === `/comenzi/${orderId}`);
  await expect(staff.getByTestId('order-actions')).toHaveAttribute('data-status', 'SCHEDULED');

  await staff.getByRole('link', { name: 'Lista de producție' }).click();
  await expect(staff.getByRole('heading', { name: 'Lista de producție' })).toBeVisible();
  await staff.getByLabel('Ziua', { exact: true }).fill(wanted.day);
  const cakes = staff.getByRole('region', { name: 'Torturi la comandă' });
  const item = cakes.getByTestId('production-item').filter({ hasText: `#${orderNumber}` });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`${wanted.servings} porții`);
  await expect(item).toContainText(wanted.flavour);
  await expect(item).toContainText(wanted.filling);
  const line = item.getByTestId('production-order').filter({ hasText: `#${orderNumber}` });
  await expect(line).toContainText(`${wanted.guest.firstName} ${wanted.guest.lastName}`);
  await expect(line).toContainText('la 12:00');
  await expect(line.getByTestId('production-message')).toHaveText(wanted.inscription);

  await staff.getByRole('link', { name: 'Comenzi programate' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/comenzi/programate');
  const order = staff.locator(`[data-order-number="${orderNumber}"]`);
  await expect(order).toBeVisible();
  await expect(order.getByTestId('order-client')).toContainText(`${wanted.guest.firstName} ${wanted.guest.lastName}`);
  await expect(order.getByTestId('order-total')).toContainText(ron(Number(PRICE)));
}

/** The whole path, paid with `card`. */
async function walkTheCake(browser: Browser, request: APIRequestContext, card: string, tag: string, after: number) {
  const options = await cakeOptions(request);
  const defaults = await quoteDefaults(request);
  const { deposit, rest } = split(Number(PRICE), Number(defaults.depositPercent));
  const wanted: Wanted = {
    day: await eventDay(request, options, after),
    servings: '24',
    flavour: options.flavours[1] ?? options.flavours[0],
    filling: options.fillings[1] ?? options.fillings[0],
    inscription: `La mulți ani, ${tag}!`,
    guest: { firstName: tag, lastName: 'Oprea', email: `tort.${tag.toLowerCase()}.${Date.now()}@example.ro`, phone: '0722123456' },
  };

  // The staff watch the waiting requests before the guest sends hers.
  const staff = await staffPanel(browser);
  await staff.getByRole('link', { name: /^Torturi la comandă/ }).click();
  await expect(staff.getByRole('heading', { name: 'Torturi la comandă' })).toBeVisible();
  // The list has loaded (empty, or with earlier requests) before the new one exists.
  await expect(staff.getByText('Nicio cerere nu așteaptă ofertă.').or(staff.locator('tr[data-request-id]').first())).toBeVisible();

  const guest = await (await visitorContext(browser)).newPage();
  await openFormFromGallery(guest);
  await fillRequest(guest, wanted);
  const { id } = await sendRequest(guest);
  await expectDrawn(guest, 'Fotografia de referință 1');

  // Live: the new request appears without reloading the panel.
  const row = staff.locator(`tr[data-request-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'REQUESTED');
  await expect(row.getByTestId('cake-event')).toHaveText(`${shown(wanted.day)}, 12:00`);
  await quoteFromPanel(staff, id, defaults, wanted.guest);

  // The guest opens her page again (the mail's link): the quote is there.
  await guest.reload();
  await expect(guest.getByTestId('cake-status')).toHaveText('Status: Ofertă primită');
  await expect(guest.getByTestId('quote-price')).toHaveText(ron(Number(PRICE)));
  await expect(guest.getByTestId('quote-deposit')).toContainText(ron(deposit));

  await acceptAndPay(guest, card, deposit, rest, { threeDSecure: card === THREE_D_SECURE_CARD });
  await expect(guest.getByTestId('cake-status')).toHaveText('Status: Avans plătit');
  const money = guest.getByRole('region', { name: 'Plăți și rambursări' });
  await expect(money).toContainText(ron(deposit));
  await expect(guest.getByRole('main')).toContainText(new RegExp(`Rest de plat[ăa][^0-9]*${ron(rest).replace('.', '\\.')}`));
  await expect(guest.getByRole('button', { name: /Plătește avansul/ })).toHaveCount(0);

  await staffSeePaidCake(staff, request, id, wanted, deposit, rest);
}

test('a guest asks for a cake with a photo, the staff quote it live, the deposit is paid with 4242 and the cake is on the production list', async ({ browser, request }) => {
  await walkTheCake(browser, request, GOOD_CARD, 'Ana', 10);
});

test("the same with a 3-D Secure card: the bank's dialog is completed and the deposit is in", async ({ browser, request }) => {
  await walkTheCake(browser, request, THREE_D_SECURE_CARD, 'Maria', 17);
});

// ---- axe and 360 px ------------------------------------------------------------------------

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations once every finite animation has run (as accessibility.spec.ts reads them). */
async function violations(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')} — ${v.helpUrl}\n  ${n.failureSummary ?? ''}`));
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// The shop takes a few custom cake requests per client address an hour and the whole browser
// suite runs from one address: the two checks below look at one quoted request, made once.
let quoted: Promise<{ id: string; followKey: string }> | undefined;

function sharedQuotedRequest(request: APIRequestContext): Promise<{ id: string; followKey: string }> {
  quoted ??= quotedRequest(request);
  return quoted;
}

/** A quoted request with a photo, made through the calls the pages use. */
async function quotedRequest(request: APIRequestContext): Promise<{ id: string; followKey: string }> {
  const options = await cakeOptions(request);
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const point = (info.pickupLocations as { id: number; pickupLocationName: string }[]).find((p) => p.pickupLocationName === PICKUP_POINT);
  expect(point, `the demo's pickup point ${PICKUP_POINT}`).toBeTruthy();
  const day = await eventDay(request, options, 24);
  const body = {
    eventDate: day,
    time: '12:00',
    deliveryMethodChosen: 'PICKUP',
    pickupLocationId: point!.id,
    deliveryDetailsBean: { firstName: 'Ioana', lastName: 'Dragomir', phoneNumber: '0722123456', email: `tort.axe.${Date.now()}@example.ro` },
    servings: 30,
    flavour: options.flavours[0],
    filling: options.fillings[0],
    inscription: 'Casă de piatră!',
    allergies: 'Fără alune.',
    budget: '500.00',
    description: 'Tort de nuntă în trei etaje, alb, cu flori de zahăr.',
  };
  const made = await request.post('/user-service/cake-requests', {
    multipart: { request: JSON.stringify(body), photos: { name: 'nunta.png', mimeType: 'image/png', buffer: referencePng(80, 60) } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const created = await made.json();
  const defaults = await quoteDefaults(request);
  const lock = isoOf(new Date(new Date(`${day}T12:00:00Z`).getTime() - defaults.lockDays * 24 * 3600 * 1000));
  const quoted = await request.post(`/admin-service/cake-requests/${created.id}/quote`, {
    headers: await staffHeaders(request),
    data: { price: '620.00', depositPercent: defaults.depositPercent, description: 'Trei etaje, flori de zahăr, montaj la sală.', validUntil: lock, lockDate: lock },
  });
  expect(quoted.ok(), `the quote is sent: ${await quoted.text()}`).toBe(true);
  return { id: String(created.id), followKey: created.followKey };
}

test('the form, the follow page (with the quote and its card field) and the staff detail have no serious or critical axe violation', async ({ browser, request }) => {
  const { id, followKey } = await sharedQuotedRequest(request);
  const found: string[] = [];

  const guest = await (await visitorContext(browser)).newPage();
  await guest.goto(`/tort-personalizat?categorie=${encodeURIComponent(CAKE_CATEGORY)}&model=${encodeURIComponent(GALLERY_ITEM)}`);
  await expect(guest.getByRole('form', { name: 'Cererea pentru tortul personalizat' })).toBeVisible();
  found.push(...(await violations(guest, 'request form')));
  // Sent empty: every message shown beside its field must pass too.
  await guest.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(guest.getByText('Alege ora.')).toBeVisible();
  found.push(...(await violations(guest, 'request form with its errors')));

  await guest.goto(`/tort/${id}?cheie=${followKey}`);
  await expect(guest.getByTestId('quote-price')).toHaveText(ron(620));
  await expectDrawn(guest, 'Fotografia de referință 1');
  found.push(...(await violations(guest, 'follow page with a quote')));
  await guest.getByRole('button', { name: 'Acceptă oferta' }).click();
  await expect(guest.getByRole('group', { name: 'Datele cardului' }).getByPlaceholder('number')).toBeVisible();
  found.push(...(await violations(guest, 'follow page, accepting the quote')));

  const staff = await staffPanel(browser);
  await staff.goto(`/comenzi/torturi/${id}`);
  await expect(staff.getByTestId('cake-actions')).toHaveAttribute('data-status', 'QUOTED');
  await expectDrawn(staff, 'Fotografia de referință 1');
  found.push(...(await violations(staff, 'staff detail')));
  await staff.getByRole('button', { name: 'Trimite o ofertă nouă' }).click();
  await expect(staff.getByTestId('quote-modal').getByLabel('Preț (RON)')).toBeVisible();
  found.push(...(await violations(staff, 'staff detail, quote dialog')));

  expect(found, found.join('\n')).toEqual([]);
});

test('the form and the follow page fit a 360 px screen without sideways scroll', async ({ browser, request }) => {
  const { id, followKey } = await sharedQuotedRequest(request);
  const phone = await (await visitorContext(browser, PHONE)).newPage();

  await phone.goto(`/tort-personalizat?categorie=${encodeURIComponent(CAKE_CATEGORY)}&model=${encodeURIComponent(GALLERY_ITEM)}`);
  await expect(phone.getByRole('form', { name: 'Cererea pentru tortul personalizat' })).toBeVisible();
  await phone.getByLabel('Adaugă fotografii').setInputFiles({ name: 'o-fotografie-cu-un-nume-foarte-lung-de-pe-telefon.png', mimeType: 'image/png', buffer: referencePng() });
  await expect(phone.getByRole('list', { name: 'Fotografiile alese' })).toBeVisible();
  expect(await sideways(phone), 'horizontal scroll on /tort-personalizat at 360 px').toBeLessThanOrEqual(0);

  await phone.goto(`/tort/${id}?cheie=${followKey}`);
  await expect(phone.getByTestId('quote-price')).toBeVisible();
  expect(await sideways(phone), 'horizontal scroll on the follow page at 360 px').toBeLessThanOrEqual(0);
  await phone.getByRole('button', { name: 'Acceptă oferta' }).click();
  await expect(phone.getByRole('group', { name: 'Datele cardului' }).getByPlaceholder('number')).toBeVisible();
  expect(await sideways(phone), 'horizontal scroll on the follow page with the card field at 360 px').toBeLessThanOrEqual(0);
});
