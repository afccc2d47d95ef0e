import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo, waitForLink } from './mail';

// A guest books a table from the home page and the staff panel hears it, a manager
// confirms it and the guest's mail is in the sink; an admin invites a manager, who sets a password
// from the mail and signs in to /comenzi.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';

async function context(browser: Browser) {
  const ctx = await browser.newContext();
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await ctx.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  return ctx;
}

async function staffSignIn(page: Page, email: string, password: string) {
  await page.goto('/auth/admin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în panou' }).click();
}

function tomorrowIso(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(Date.now() + 24 * 3600 * 1000));
  return parts; // YYYY-MM-DD
}

test('a guest books a table, the panel hears it and a manager confirms it by mail', async ({ browser }) => {
  const staff = await (await context(browser)).newPage();
  await staffSignIn(staff, 'manager@cofetarie-demo.ro', 'Manager#2026');
  await expect(staff).toHaveURL((url) => url.pathname === '/comenzi');
  await staff.getByRole('link', { name: 'Rezervări' }).click();
  await expect(staff.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');

  const guest = await (await context(browser)).newPage();
  const email = `masa.${Date.now()}@example.ro`;
  await guest.goto('/');
  // The form loads as its section comes into view.
  await guest.getByRole('heading', { name: 'Rezervă o masă' }).scrollIntoViewIfNeeded();
  const form = guest.getByRole('form', { name: 'Rezervă o masă' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Ora')).toHaveValue('19:00');
  await expect(form.getByLabel('Data')).toHaveValue(tomorrowIso());
  await form.getByLabel('Nume complet').fill('Ioana Rezervare');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefon').fill('0722 123 456');
  await form.getByLabel('Număr de persoane').selectOption('4');
  // Noon is inside the demo café's hours every day of the week.
  await form.getByLabel('Ora').fill('12:00');
  await form.getByRole('button', { name: 'Rezervă masa' }).click();
  await expect(guest.getByRole('dialog', { name: 'Masa a fost rezervată' })).toBeVisible();
  await expect(guest.getByText('Rezervarea a fost trimisa cu succes!')).toBeVisible();
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

  // The panel hears it over the websocket, without a reload.
  await expect(staff.getByText(/Rezervare nouă: Ioana Rezervare/)).toBeVisible();
  await staff.getByRole('tab', { name: 'Următoare' }).click();
  const row = staff.getByRole('row', { name: /Ioana Rezervare/ });
  await row.getByRole('button', { name: 'Confirmă' }).click();
  await expect(row.getByText('Confirmată')).toBeVisible();
  await expect
    .poll(() => mailsTo(email).some((mail) => mail.includes('este confirmat')), { timeout: 30_000, message: 'the confirmation mail' })
    .toBe(true);
});

test('an admin invites a manager, who sets a password from the mail and signs in to the panel', async ({ browser }) => {
  const admin = await (await context(browser)).newPage();
  await staffSignIn(admin, 'admin@cofetarie-demo.ro', 'Admin#2026');
  await expect(admin).toHaveURL((url) => url.pathname === '/admin');
  await admin.goto('/admin/users/add-admin-user');
  const email = `tura.${Date.now()}@example.ro`;
  await admin.getByLabel('Prenume').fill('Mihai');
  await admin.getByLabel('Nume', { exact: true }).fill('Ionescu');
  await admin.getByLabel('E-mail').fill(email);
  await admin.getByLabel('Rol').selectOption('ROLE_MANAGER');
  await admin.getByRole('button', { name: 'Creează contul' }).click();
  await expect(admin.getByText('Contul a fost creat.', { exact: false })).toBeVisible();

  const link = await waitForLink(email, '/resetare-parola');
  const manager = await (await context(browser)).newPage();
  await manager.goto(link);
  await manager.getByLabel('Parolă nouă', { exact: true }).fill('Mihai#2026x');
  await manager.getByLabel('Confirmă parola', { exact: true }).fill('Mihai#2026x');
  await manager.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(manager.getByRole('main').getByText('Parola a fost schimbată.', { exact: false })).toBeVisible();
  await staffSignIn(manager, email, 'Mihai#2026x');
  await expect(manager).toHaveURL((url) => url.pathname === '/comenzi');
});

type Summary = { id: number; name: string; orderType: string; available: boolean; outOfStock: boolean; dimensions: { id: number; availability: boolean }[] };

/** '1234.50' → '1.234,50 RON', as the admin pages show money. */
function ron(bani: number): string {
  const lei = String(Math.floor(bani / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lei},${String(bani % 100).padStart(2, '0')} RON`;
}
const toBani = (money: string) => Math.round(Number(money) * 100);

test('a delivered order raises the month on the reports, and its customer reviews it for /opinii', async ({ browser, request }) => {
  // A customer account, made as a person makes one.
  const email = `client.${Date.now()}@example.ro`;
  const password = 'Client#2026';
  const registered = await request.post('/user-service/register', {
    data: { firstName: 'Sorina', lastName: 'Bucur', email, password, confirmPassword: password },
  });
  expect(registered.ok()).toBeTruthy();
  const confirm = await waitForLink(email, '/confirmare-email');
  const token = new URL(confirm, BASE_URL).searchParams.get('token');
  expect((await request.post('/user-service/confirm-email', { data: { token } })).ok()).toBeTruthy();
  const customerToken = (await (await request.post('/user-service/authenticate', { data: { email, password } })).json()).jwtToken;

  const admin = await (await request.post('/admin-service/authenticate', { data: { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' } })).json();
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  const before = await (await request.get('/admin-service/sales/order-numbers-current-month', { headers: adminAuth })).json();

  // The customer orders three pieces of a pastry for pickup tomorrow at noon; the staff deliver it.
  const products: Summary[] = await (await request.get('/user-service/get-base-products?category=prajituri')).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability))!;
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const placed = await request.post('/user-service/place-order', {
    headers: { Authorization: `Bearer ${customerToken}` },
    data: {
      items: [{ id: product.id, dimensionId: product.dimensions.find((d) => d.availability)!.id, quantity: 3 }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Sorina', lastName: 'Bucur', phoneNumber: '0722123456', email },
      pickupLocationId: info.pickupLocations[0].id,
      pickupOrDeliveryMoment: `${tomorrowIso()}T12:00:00`,
      orderPaymentOptions: 'CASH',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();
  const confirmed = await request.post('/admin-service/confirm-order', {
    headers: adminAuth,
    data: { orderNumber: order.orderNumber, timeToPrepare: null, totalPackageCost: '1.00' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  expect((await request.post('/admin-service/mark-as-delivered', { headers: adminAuth, data: { orderNumber: order.orderNumber } })).ok()).toBeTruthy();

  // The month's income on statistics/sales went up by the order's total; the product is in the top 5.
  const owner = await (await context(browser)).newPage();
  await staffSignIn(owner, 'admin@cofetarie-demo.ro', 'Admin#2026');
  await expect(owner).toHaveURL((url) => url.pathname === '/admin');
  await owner.goto('/admin/statistics/sales');
  const after = await (await request.get('/admin-service/sales/order-numbers-current-month', { headers: adminAuth })).json();
  expect(toBani(after.totalIncomeFromOrders)).toBeGreaterThan(toBani(before.totalIncomeFromOrders));
  await expect(owner.getByTestId('figure-income')).toContainText(ron(toBani(after.totalIncomeFromOrders)));
  await expect(owner.getByTestId('figure-orders')).toContainText(String(before.numberOfOrders + 1));
  await owner.goto('/admin/statistics/products');
  await expect(owner.getByTestId('top-products-chart')).toContainText(product.name);

  // The customers report lists her with the delivered order, and its CSV holds every customer.
  await owner.goto('/admin/statistics/customers');
  await expect(owner.getByRole('table')).toBeVisible();
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Descarcă CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^clienti-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFNume,Prenume,Telefon,E-mail,Cont,Newsletter,Comenzi,Valoare (RON)');
  const line = csv.split('\r\n').find((row) => row.includes(email));
  expect(line).toMatch(/^Bucur,Sorina,.*,Da,Nu,1,"\d+,\d{2}"$/);

  // The customer signs in (welcomed back: the account signed in once already, above) and reviews
  // the delivered order from its own page; the owner publishes it; everyone sees it on /opinii.
  const customer = await (await context(browser)).newPage();
  await customer.goto('/auth?mode=authenticate');
  await customer.getByLabel('Email', { exact: true }).fill(email);
  await customer.getByLabel('Parolă', { exact: true }).fill(password);
  await customer.getByRole('button', { name: 'Intră în cont' }).click();
  const welcome = customer.getByRole('dialog', { name: 'Bine ai revenit, Sorina!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Închide', exact: true }).click();
  await expect(customer.getByRole('dialog')).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Contul meu' })).toBeVisible();
  await customer.goto('/user/orders');
  await customer.getByRole('link', { name: `Comanda nr. ${order.orderNumber}` }).click();
  await expect(customer).toHaveURL((url) => url.pathname === `/user/orders/${order.orderNumber}`);
  await expect(customer.getByRole('heading', { level: 1, name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  const form = customer.getByRole('form', { name: 'Scrie o părere' });
  await form.getByLabel('4 stele').check();
  const text = `Eclere proaspete, ridicate la timp (${Date.now()}).`;
  await form.getByLabel('Părerea ta').fill(text);
  await form.getByRole('button', { name: 'Trimite părerea' }).click();
  const thanks = customer.getByRole('dialog', { name: 'Mulțumim pentru părere!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Închide' }).click();
  // Once per order: the page now says it was sent, and offers no second form.
  await expect(customer.getByText('Ai trimis deja o părere pentru această comandă. Mulțumim!')).toBeVisible();
  await expect(customer.getByRole('form', { name: 'Scrie o părere' })).toHaveCount(0);

  await owner.goto('/admin/reviews');
  const review = owner.getByRole('listitem').filter({ hasText: text });
  await review.getByRole('button', { name: 'Publică' }).click();
  await expect(owner.getByText('Părerea a fost publicată.')).toBeVisible();

  const visitor = await (await context(browser)).newPage();
  await visitor.goto('/opinii');
  await expect(visitor.getByText(text)).toBeVisible();
  await expect(visitor.getByText('Sorina B.').first()).toBeVisible();
});
