import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo, waitForLink } from './mail';

// Issue 11: a guest books a table from the home page and the staff panel hears it, a manager
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
