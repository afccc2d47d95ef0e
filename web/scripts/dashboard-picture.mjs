/**
 * The README's picture of the owner's dashboard (docs/dashboard.png): signs in as the demo admin
 * on a stack seeded with the demo bakery's past and photographs /admin at 1280 px.
 *
 *   BAKERY_SEED_HISTORY=1 .venv/bin/python scripts/stack.py e2e -- "cd web && node scripts/dashboard-picture.mjs"
 *
 * Environment: BASE_URL (default http://localhost:8080), OUT (default ../docs/dashboard.png),
 * PAGES (more paths to photograph beside it, comma-separated, e.g. /admin/statistics).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const OUT = path.resolve(process.env.OUT ?? '../docs/dashboard.png');
const MORE = (process.env.PAGES ?? '').split(',').filter(Boolean);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 }, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: BASE_URL },
    { name: 'newsletter_popup_closed', value: '1', url: BASE_URL },
  ]);
  const page = await context.newPage();
  await page.goto('/auth/admin');
  await page.getByLabel('Email', { exact: true }).fill(process.env.DEMO_ADMIN_EMAIL ?? 'admin@cofetarie-demo.ro');
  await page.getByLabel('Parolă', { exact: true }).fill(process.env.DEMO_ADMIN_PASSWORD ?? 'Admin#2026');
  await page.getByRole('button', { name: 'Intră în panou' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.waitForLoadState('networkidle');
  // The welcome toast would cover the cards: the picture waits for it to go.
  await page.getByText('Bine ai revenit', { exact: false }).waitFor({ state: 'hidden', timeout: 20_000 }).catch(() => undefined);
  await page.screenshot({ path: OUT, fullPage: true });
  console.log(`dashboard: ${OUT}`);
  for (const route of MORE) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const file = OUT.replace(/\.png$/, `${route.replaceAll('/', '-')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${route}: ${file}`);
  }
} finally {
  await browser.close();
}
