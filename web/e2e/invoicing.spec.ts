import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { chooseFirstMoment, guestAtCheckout } from './guest-checkout';
import {
  adminHeaders,
  cardPaymentAnswer,
  fillCard,
  GOOD_CARD,
  placeOrderAnswer,
  restorePaymentMethods,
  switchOnlinePaymentOn,
  type PaymentSetup,
} from './online-payment';
import { ADMIN, orderableProduct, staffSignIn, visitorContext } from './routes';

// A company invoice from the checkout to the PDF: a guest asks for one (a CUI with a wrong control
// digit is refused before anything is sent), pays online, the staff accept (the capture issues the
// invoice), and the guest downloads the PDF from the order's page. The demo bakery is set up for
// invoicing; the stack files with the local e-Factura stand-in.

const CUI_RULE = 'Codul fiscal (CUI) nu este valid: verifică cifrele. Exemplu: RO18547290 sau 18547290.';
const BLOCKING = new Set(['serious', 'critical']);

let before: PaymentSetup;

test.beforeAll(async ({ request }) => {
  before = await switchOnlinePaymentOn(request);
});

test.afterAll(async ({ request }) => {
  await restorePaymentMethods(request, before);
});

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

test('a company invoice asked at checkout, paid online and accepted, downloads as a PDF from the order page', async ({ browser, request }) => {
  const product = await orderableProduct(request);
  const guest = await guestAtCheckout(browser, product.id, { firstName: 'Ioana', lastName: 'Mureșan', phone: '0722123456', email: 'ioana.firma@example.ro' });
  await guest.getByRole('radio', { name: 'Ridicare personală' }).check();
  await guest.getByRole('radio', { name: /Cofetăria din centru/ }).check();
  await chooseFirstMoment(guest);

  await guest.getByLabel('Vreau factură pe firmă').check();
  await guest.getByLabel('Denumirea firmei').fill('Evenimente Cibin SRL');
  await guest.getByLabel('Cod fiscal (CUI)').fill('RO31245672');
  await guest.getByLabel('Nr. Reg. Com. (opțional)').fill('J32/118/2013');
  await guest.getByLabel('Adresa sediului').fill('Str. Avram Iancu nr. 7');
  await guest.getByLabel('Localitatea sediului').fill('Sibiu');
  await guest.getByLabel('Județul sediului').selectOption({ label: 'Sibiu' });
  await guest.getByRole('radio', { name: 'Plată online cu cardul' }).check();
  await guest.getByLabel('Am citit și accept termenii și condițiile').check();
  expect(await blockingViolations(guest), 'axe on the checkout with the company asked for').toEqual([]);

  // A CUI whose control digit is wrong: said at the field, nothing placed.
  let placeOrderCalls = 0;
  guest.on('request', (r) => {
    if (r.url().endsWith('/user-service/place-order') && r.method() === 'POST') placeOrderCalls += 1;
  });
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  await expect(guest.getByText(CUI_RULE)).toBeVisible();
  expect(placeOrderCalls).toBe(0);

  await guest.getByLabel('Cod fiscal (CUI)').fill('RO31245671');
  await fillCard(guest, GOOD_CARD);
  const placed = placeOrderAnswer(guest);
  const paid = cardPaymentAnswer(guest);
  await guest.getByRole('button', { name: 'Plasează comanda' }).click();
  const order = await (await placed).json();
  expect((await paid).status()).toBe(200);
  await expect(guest.getByRole('heading', { name: `Comanda nr. ${order.orderNumber}` })).toBeVisible();
  // Asked for, not issued yet: the money is only reserved until the bakery accepts.
  await expect(guest.getByText('Evenimente Cibin SRL')).toBeVisible();

  // The staff accept: the card is captured and the invoice issued with it.
  const confirmed = await request.post('/admin-service/confirm-order', {
    headers: await adminHeaders(request),
    data: { orderNumber: order.orderNumber, timeToPrepare: null, totalPackageCost: order.totalPackageCost ?? '0.00' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const invoices: { number: string; kind: string; total: string }[] = (await confirmed.json()).invoices;
  expect(invoices.map((i) => i.kind)).toEqual(['INVOICE']);
  const [invoice] = invoices;

  await guest.reload();
  await expect(guest.getByText(new RegExp(`Factură nr\\. ${invoice.number}`))).toBeVisible();
  expect(await blockingViolations(guest), 'axe on the order page with its invoice').toEqual([]);
  const [download] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('button', { name: 'Descarcă factura (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`factura-${invoice.number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The owner finds it among the month's invoices, waiting for or filed with e-Factura.
  const owner = await (await visitorContext(browser)).newPage();
  await staffSignIn(owner, ADMIN, '/admin');
  await owner.goto('/admin/facturi');
  await expect(owner.getByRole('row', { name: new RegExp(invoice.number) })).toBeVisible();
  await expect(owner.getByRole('row', { name: new RegExp(invoice.number) })).toContainText('Evenimente Cibin SRL');
});
