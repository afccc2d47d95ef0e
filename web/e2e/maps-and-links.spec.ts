import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';

// The /contact maps and the footer's social links come from the business setup. An admin
// types the shop's coordinates and a pickup point's, fills one social link and empties another;
// a visitor then sees one map per place with coordinates and only the filled link.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };

type Point = { id: number; pickupLocationName: string; pickupLocationDescription: string; pickupLocationLatitude: string | null; pickupLocationLongitude: string | null };
type Setup = Record<string, unknown> & { pickupLocations: Point[] };

async function adminApi(newContext: (options: { baseURL: string; extraHTTPHeaders?: Record<string, string> }) => Promise<APIRequestContext>) {
  const anonymous = await newContext({ baseURL: BASE_URL });
  const signIn = await anonymous.post('/admin-service/authenticate', { data: ADMIN });
  expect(signIn.ok(), 'admin sign-in').toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  await anonymous.dispose();
  return newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

async function context(browser: Browser) {
  const ctx = await browser.newContext();
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await ctx.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  return ctx;
}

// The demo shop's setup as the test found it, put back afterwards whatever happened.
let before: Setup;

test.beforeAll(async ({ playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  before = await (await api.get('/admin-service/setup/fetch-information')).json();
  await api.dispose();
});

test.afterAll(async ({ playwright }) => {
  const api = await adminApi((options) => playwright.request.newContext(options));
  const pick = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, before[k]]));
  const restored = [
    await api.post('/admin-service/setup/address', {
      data: pick('county', 'postalCode', 'address', 'streetNumber', 'city', 'country', 'latitude', 'longitude'),
    }),
    await api.post('/admin-service/setup/set-pickup-locations', { data: before.pickupLocations }),
    await api.post('/admin-service/setup/social-links', { data: pick('facebookUrl', 'instagramUrl', 'tiktokUrl') }),
  ];
  for (const answer of restored) expect(answer.ok(), `setup restored: ${await answer.text()}`).toBe(true);
  await api.dispose();
});

test('coordinates and social links typed in the admin forms become the /contact maps and the footer links', async ({ browser }) => {
  expect(before.pickupLocations.length, 'the demo bakery has pickup points').toBeGreaterThan(1);
  const [first, second] = before.pickupLocations;

  const admin = await (await context(browser)).newPage();
  await admin.goto('/auth/admin');
  await admin.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await admin.getByLabel('Parolă', { exact: true }).fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(admin).toHaveURL((url) => url.pathname === '/admin');

  // The shop moves its marker; the first point loses its map, the second gets new coordinates.
  await admin.goto('/admin/set-location');
  const address = admin.getByRole('form', { name: 'Adresa' });
  await address.getByLabel('Latitudine').fill('45,7972');
  await address.getByLabel('Longitudine').fill('24,1520');
  await address.getByRole('button', { name: 'Salvează adresa' }).click();
  await expect(admin.getByText('Datele au fost salvate cu succes!')).toBeVisible();

  const firstPoint = admin.getByRole('group', { name: 'Punctul de lucru 1' });
  await firstPoint.getByLabel('Latitudine').fill('');
  await firstPoint.getByLabel('Longitudine').fill('');
  const secondPoint = admin.getByRole('group', { name: 'Punctul de lucru 2' });
  await secondPoint.getByLabel('Latitudine').fill('45.7751');
  await secondPoint.getByLabel('Longitudine').fill('200');
  await admin.getByRole('button', { name: 'Salvează punctele de lucru' }).click();
  await expect(secondPoint.getByText('Longitudinea trebuie să fie un număr între -180 și 180.')).toBeVisible();
  await secondPoint.getByLabel('Longitudine').fill('24.1602');
  await admin.getByRole('button', { name: 'Salvează punctele de lucru' }).click();
  await expect(admin.getByText('Punctele de lucru au fost salvate cu succes!')).toBeVisible();

  await admin.goto('/admin/set-name');
  const social = admin.getByRole('form', { name: 'Rețele sociale' });
  await social.getByLabel('Facebook').fill('https://www.facebook.com/cofetariadulce.sibiu');
  await social.getByLabel('Instagram').fill('');
  await social.getByLabel('TikTok').fill('https://www.instagram.com/nu-e-tiktok');
  await social.getByRole('button', { name: 'Salvează linkurile' }).click();
  await expect(
    social.getByText('Linkul de TikTok trebuie să fie o adresă https de pe tiktok.com, de exemplu https://www.tiktok.com/cofetaria-mea.'),
  ).toBeVisible();
  await social.getByLabel('TikTok').fill('');
  await social.getByRole('button', { name: 'Salvează linkurile' }).click();
  await expect(admin.getByText('Linkurile au fost salvate cu succes!')).toBeVisible();

  const visitor = await (await context(browser)).newPage();
  await visitor.goto('/contact');
  const maps = visitor.getByRole('region', { name: 'Unde ne găsești' });
  await expect(maps.locator('iframe')).toHaveCount(2);
  await expect(maps.getByTitle(`Harta: ${String(before.name)}`)).toHaveAttribute('src', new RegExp(`marker=${encodeURIComponent('45.7972,24.152')}`));
  await expect(maps.getByTitle(`Harta: ${second.pickupLocationName}`)).toHaveAttribute('src', new RegExp(`marker=${encodeURIComponent('45.7751,24.1602')}`));
  await expect(maps.getByTitle(`Harta: ${first.pickupLocationName}`)).toHaveCount(0);

  const footer = visitor.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const links = footer.getByRole('list', { name: 'Rețele sociale' }).getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute('href', 'https://www.facebook.com/cofetariadulce.sibiu');
  await expect(links.first()).toHaveAccessibleName('Facebook');
});
