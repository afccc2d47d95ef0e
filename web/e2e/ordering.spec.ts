import { expect, test } from '@playwright/test';
import { chooseFirstMoment, guestAtCheckout } from './guest-checkout';
import { MANAGER, orderableProduct, staffSignIn, visitorContext } from './routes';

// A guest orders for pickup; the staff panel rings at once; the staff accept it and the
// guest's confirmation page follows without a reload; the staff mark it delivered.

test('a guest orders for pickup and follows it live while the staff accept and deliver it', async ({ browser, request }) => {
  const product = await orderableProduct(request);

  // The staff panel, open in its own browser context.
  const staff = await (await visitorContext(browser)).newPage();
  await staffSignIn(staff, MANAGER, '/comenzi');
  await expect(staff.getByTestId('connection-status')).toHaveAttribute('data-connection', 'connected');

  // The guest fills the cart and checks out for pickup.
  const guest = await guestAtCheckout(browser, product.id, { firstName: 'Ana', lastName: 'Pop', phone: '0722123456', email: 'ana.pop@example.ro' });
  await guest.getByRole('radio', { name: 'Ridicare personală' }).check();
  await guest.getByRole('radio', { name: /Cofetăria din centru/ }).check();
  const { day, hour } = await chooseFirstMoment(guest);
  await guest.getByRole('radio', { name: 'Numerar', exact: true }).check();
  await guest.getByLabel('Am citit și accept termenii și condițiile').check();
  const placed = guest.waitForResponse((r) => r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST');
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();
  expect(order.orderNumber).toBeTruthy();

  // The panel rings and shows the new order (how fast is measured by bench/orders_load.py).
  const alert = staff.getByTestId('new-order-modal');
  await expect(alert).toBeVisible();
  await expect(staff.getByTestId('new-order-number')).toContainText(order.orderNumber);
  await expect(staff.getByTestId('new-order-ring')).toHaveAttribute('data-ringing', 'true');
  expect(await staff.getByTestId('new-order-ring').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);

  // The guest is on the confirmation page.
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();

  // The staff accept it with 20 minutes and packaging 2,50.
  await alert.getByRole('link', { name: 'Vezi comanda' }).click();
  await expect(staff.getByTestId('new-order-ring')).toHaveAttribute('data-ringing', 'false');
  await staff.getByRole('button', { name: 'Acceptă comanda' }).click();
  await staff.getByTestId('prep-time-select').selectOption('20 min');
  await staff.getByTestId('package-cost-input').fill('2,50');
  await staff.getByRole('button', { name: 'Confirmă comanda' }).click();
  await expect(staff.getByText('Statusul comenzii a fost schimbat cu success!')).toBeVisible();

  // The guest's page shows it accepted, without a reload, and when it will be ready: the moment
  // the guest chose (not "Timp de pregătire: 20 min", which reads as "ready in 20 minutes").
  await expect(guest.getByText('Comanda a fost acceptată!')).toBeVisible();
  await expect(guest.getByText(readyText(day, hour), { exact: true })).toBeVisible();
  await expect(guest.getByText(/Timp de pregătire/)).toHaveCount(0);

  // The staff mark it picked up; the guest sees it delivered.
  await staff.getByRole('button', { name: 'Marchează ca ridicată/livrată' }).click();
  await staff.getByRole('button', { name: 'Da, marchează' }).click();
  await expect(staff.getByText('Comanda a fost livrata')).toBeVisible();
  await expect(guest.getByText('Comanda a fost livrata')).toBeVisible();
});

test('a guest orders to be served at table 7: the number opens the note the order shows', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const guest = await guestAtCheckout(browser, product.id, { firstName: 'Ioana', lastName: 'Matei', phone: '0722123457', email: 'ioana.matei@example.ro' });
  await guest.getByRole('radio', { name: 'La restaurant' }).check();
  await chooseFirstMoment(guest);
  await guest.getByRole('radio', { name: 'Numerar', exact: true }).check();
  await guest.getByLabel('Am citit și accept termenii și condițiile').check();

  // Table 100 does not exist: refused in Romanian, nothing placed.
  const table = guest.getByLabel('Număr masă (opțional)');
  await table.fill('100');
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  await expect(guest.getByText('Numărul mesei trebuie să fie între 1 și 99.')).toBeVisible();

  await table.fill('7');
  await guest.getByLabel('Informații suplimentare (opțional)').fill('Aniversare, cu lumânări');
  const placed = guest.waitForResponse((r) => r.url().endsWith('/user-service/place-order') && r.request().method() === 'POST');
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  await expect(guest.getByText('Masa 7: Aniversare, cu lumânări', { exact: true })).toBeVisible();
});

/** "Gata la 10:00" today, "Gata pe 30-11-2026 la 10:00" another day (the shop's clock). */
function readyText(dayIso: string, time: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  const [y, m, d] = dayIso.split('-');
  return dayIso === today ? `Gata la ${time}` : `Gata pe ${d}-${m}-${y} la ${time}`;
}

test('checkout has no horizontal scroll at 390 px', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const page = await guestAtCheckout(browser, product.id, undefined, { width: 390, height: 844 });
  // Measured once the form is there, not on the loading state before it.
  await expect(page.getByLabel('Prenume', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plasează comanda' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal scroll on /checkout').toBeLessThanOrEqual(0);
});
