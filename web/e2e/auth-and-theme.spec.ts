import { expect, test, type Page } from '@playwright/test';
import { waitForLink } from './mail';

const NOT_FOUND = 'A aparut o eroare! Aceasta pagina nu a putut fi gasita.';
const CONFIRMATION_MAIL = /e-mail de confirmare/i;
const THEME_TOGGLE = 'Comută modul întunecat';

function uniqueEmail(): string {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return `client.e2e.${stamp}@example.com`;
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('button', { name: 'Contul meu' }).click();
  await page.getByRole('button', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Autentificare', exact: true })).toBeVisible();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
}

/**
 * Signs a customer in through the form: they land on the home page under the welcome modal
 * whose title says whether this is the first sign-in; it is closed with "Închide".
 */
async function signIn(page: Page, email: string, password: string, welcome: string) {
  await fillSignIn(page, email, password);
  const dialog = page.getByRole('dialog', { name: welcome });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('button', { name: 'Vezi meniul' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Închide', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const FIRST_WELCOME = 'Bine ai venit, Ioana!';
const WELCOME_BACK = 'Bine ai revenit, Ioana!';

test('home, register, confirm from the mail, login, sign out everywhere, admin guard and persistent dark mode', async ({ page, browser }) => {
  const email = uniqueEmail();
  const password = 'Dulce#2025x';

  // The home page renders.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigare principală' })).toBeVisible();

  // Register a new customer through /auth.
  await page.goto('/auth?mode=register');
  await expect(page.getByRole('heading', { name: 'Creează cont', level: 1 })).toBeVisible();
  await page.getByLabel('Prenume', { exact: true }).fill('Ioana');
  await page.getByLabel('Nume', { exact: true }).fill('Popescu');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByLabel('Confirmă parola', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Creează cont', exact: true }).click();

  // Nobody is signed in: the login form says the confirmation mail was sent, the address filled in.
  await expect(page).toHaveURL(/\/auth\?mode=authenticate$/);
  await expect(page.getByText(CONFIRMATION_MAIL).first()).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('link', { name: 'Autentificare', exact: true })).toBeVisible();
  await waitForLink(email, '/confirmare-email');

  // Before confirming, the right password gets the generic refusal (and the link is mailed again).
  await expect(page.getByText(/Confirmă mai întâi adresa din e-mailul primit/)).toBeVisible();
  await fillSignIn(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Emailul sau parola sunt gresite');
  await expect(page).toHaveURL(/\/auth/);

  // Confirm from the newest mail (a new link retires the earlier one).
  const confirmation = await waitForLink(email, '/confirmare-email', 2);
  await page.goto(confirmation);
  await expect(page.getByText('Adresa de email a fost confirmată. Mulțumim!')).toBeVisible();

  // Log in through the login form: the first sign-in is welcomed as a new customer's.
  await page.goto('/auth?mode=authenticate');
  await signIn(page, email, password, FIRST_WELCOME);
  await expect(page.getByRole('button', { name: 'Contul meu' })).toBeVisible();
  // Closed is closed: a reload does not bring the welcome again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Log out, and in again: welcomed back.
  await signOutFromHeader(page);
  await page.goto('/auth?mode=authenticate');
  await signIn(page, email, password, WELCOME_BACK);
  await expect(page.getByRole('button', { name: 'Contul meu' })).toBeVisible();

  // The same customer on a second device.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/auth?mode=authenticate');
  await signIn(other, email, password, WELCOME_BACK);
  await expect(other.getByRole('button', { name: 'Contul meu' })).toBeVisible();

  // "Deconectează-te de pe toate dispozitivele" on the profile page: signed out here…
  await page.goto('/user/details');
  await page.getByRole('button', { name: 'Deconectează-te de pe toate dispozitivele' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Da, deconectează-mă' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Ați fost deconectat de pe toate dispozitivele.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Autentificare', exact: true })).toBeVisible();

  // …and on the other device the next call is refused (401): signed out, sent to /auth, told why.
  await other.goto('/user/orders');
  await expect(other).toHaveURL(/\/auth\?mode=authenticate$/);
  await expect(other.getByText('Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Autentificare', exact: true })).toBeVisible();
  await otherContext.close();

  // A new sign-in works as before.
  await page.goto('/auth?mode=authenticate');
  await signIn(page, email, password, WELCOME_BACK);
  await expect(page.getByRole('button', { name: 'Contul meu' })).toBeVisible();

  // A customer sees the customer account links and no admin link.
  await page.getByRole('button', { name: 'Contul meu' }).click();
  await expect(page.getByRole('link', { name: 'Datele mele' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panou administrare' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The guard sends a customer away from /admin, to the home page.
  await page.goto('/admin');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page).toHaveURL(/\/$/);

  // Dark mode: toggle, reload, still on.
  const toggle = page.getByRole('button', { name: THEME_TOGGLE });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: THEME_TOGGLE })).toHaveAttribute('aria-pressed', 'true');
});

test('an unknown page shows the not-found text', async ({ page }) => {
  await page.goto('/pagina-care-nu-exista-deloc');
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
});

test('anonymous visitors are sent from /user to /auth', async ({ page }) => {
  await page.goto('/user/details');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('heading', { name: 'Autentificare', level: 1 })).toBeVisible();
});
