import { expect, test, type Page } from '@playwright/test';

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

test('home, register, logout, login, admin guard and persistent dark mode', async ({ page }) => {
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

  // The confirmation-mail message is shown and we are signed in, at home.
  await expect(page.getByText(CONFIRMATION_MAIL).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Contul meu' })).toBeVisible();

  // Log out.
  await signOutFromHeader(page);

  // Log in again through the login form.
  await page.goto('/auth?mode=authenticate');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page).toHaveURL(/\/$/);
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
