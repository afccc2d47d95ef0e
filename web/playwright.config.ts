import { defineConfig, devices } from '@playwright/test';

// Runs against an already running stack (nginx gateway + services + built app).
// No browser is downloaded: the system Chromium is used.
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';

// The newsletter popup opens on load for a new visitor (SPEC §4): every test starts as a visitor
// who closed it, except those that ask for a fresh state (e2e/newsletter.spec.ts).
const POPUP_CLOSED = {
  cookies: [
    {
      name: 'newsletter_popup_closed',
      value: '1',
      domain: new URL(BASE_URL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    storageState: POPUP_CLOSED,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
