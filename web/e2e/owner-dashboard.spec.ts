import { expect, test } from '@playwright/test';

// /admin shows the owner today at a glance; an order nobody answered is there, with how
// long it has waited, and its link opens it in the orders panel.

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const ADMIN = { email: 'admin@cofetarie-demo.ro', password: 'Admin#2026' };

type Summary = { id: number; orderType: string; available: boolean; outOfStock: boolean; dimensions: { id: number; availability: boolean }[] };

function tomorrowIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(Date.now() + 24 * 3600 * 1000));
}

test('the owner sees a new, unanswered order on the dashboard and opens it from there', async ({ browser, request }) => {
  // The dashboard lists the ten orders waiting longest: earlier specs' orders are answered first.
  const admin = await (await request.post('/admin-service/authenticate', { data: ADMIN })).json();
  const adminAuth = { Authorization: `Bearer ${admin.token}` };
  for (const status of ['NEW', 'SCHEDULED']) {
    const waiting = await (await request.get(`/user-service/get-all-orders?status=${status}&page=0&size=100`, { headers: adminAuth })).json();
    for (const earlier of waiting.content as { orderNumber: string }[]) {
      const rejected = await request.post('/admin-service/reject-order', {
        headers: adminAuth,
        data: { orderNumber: earlier.orderNumber, reason: 'Comandă de probă, închisă.' },
      });
      expect(rejected.ok(), await rejected.text()).toBeTruthy();
    }
  }

  const products: Summary[] = await (await request.get('/user-service/get-base-products?category=prajituri')).json();
  const product = products.find((p) => p.orderType === 'standard' && p.available && !p.outOfStock && p.dimensions.some((d) => d.availability))!;
  const info = await (await request.get('/user-service/restaurant/fetch-information')).json();
  const placed = await request.post('/user-service/place-order', {
    data: {
      items: [{ id: product.id, dimensionId: product.dimensions.find((d) => d.availability)!.id, quantity: 1 }],
      deliveryMethodChosen: 'PICKUP',
      deliveryDetailsBean: { firstName: 'Teodora', lastName: 'Vlase', phoneNumber: '0733123456', email: `teodora.${Date.now()}@example.ro` },
      pickupLocationId: info.pickupLocations[0].id,
      pickupOrDeliveryMoment: `${tomorrowIso()}T12:00:00`,
      orderPaymentOptions: 'CASH',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();

  const ctx = await browser.newContext();
  await ctx.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await ctx.addInitScript(() => sessionStorage.setItem('comenzi-welcome-shown', '1'));
  const owner = await ctx.newPage();
  await owner.goto('/auth/admin');
  await owner.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await owner.getByLabel('Parolă', { exact: true }).fill(ADMIN.password);
  await owner.getByRole('button', { name: 'Intră în panou' }).click();
  await expect(owner).toHaveURL((url) => url.pathname === '/admin');

  const waiting = owner.getByRole('region', { name: /Comenzi fără răspuns/ });
  const line = waiting.getByRole('listitem').filter({ hasText: `#${order.orderNumber}` });
  await expect(line).toContainText('Teodora Vlase');
  // Picked up tomorrow: scheduled, and still waiting to be accepted.
  await expect(line).toContainText(/programată · așteaptă de \d+ min/);
  await expect(owner.getByRole('region', { name: 'Comenzile de azi' })).toContainText('Programată: 1');

  await line.getByRole('link', { name: `#${order.orderNumber}` }).click();
  await expect(owner).toHaveURL((url) => url.pathname === `/comenzi/${order.id}`);
  await expect(owner.getByText(`#${order.orderNumber}`).first()).toBeVisible();
  await ctx.close();
});
