import { expect, type Browser, type Page } from '@playwright/test';
import { visitorContext } from './routes';

// A guest's way to the checkout, walked by the ordering and the card payment tests alike.

export type Contact = { firstName: string; lastName: string; phone: string; email: string };

/** A guest (cookie banner answered) with the product in the cart, at /checkout; its contact filled in when given. */
export async function guestAtCheckout(browser: Browser, productId: number, contact?: Contact, viewport?: { width: number; height: number }): Promise<Page> {
  const guest = await (await visitorContext(browser, viewport)).newPage();
  await guest.goto(`/meniu/${productId}`);
  await guest.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(guest.getByText('Produsul a fost adăugat în coș.')).toBeVisible();
  await guest.goto('/checkout');
  if (contact) {
    await guest.getByLabel('Prenume', { exact: true }).fill(contact.firstName);
    await guest.getByLabel('Nume', { exact: true }).fill(contact.lastName);
    await guest.getByLabel('Telefon', { exact: true }).fill(contact.phone);
    await guest.getByLabel('Email', { exact: true }).fill(contact.email);
  }
  return guest;
}

/** A chosen moment (while the shop is closed it is the only choice): the first day and hour offered. */
export async function chooseFirstMoment(guest: Page): Promise<{ day: string; hour: string }> {
  const later = guest.getByRole('radio', { name: 'Alege ziua și ora' });
  if (await later.count()) await later.check();
  const day = await pickFirstOffered(guest, 'Ziua');
  const hour = await pickFirstOffered(guest, 'Ora');
  return { day, hour };
}

async function pickFirstOffered(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label, { exact: true });
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(values.length, `${label}: a moment is offered`).toBeGreaterThan(0);
  await select.selectOption(values[0]);
  return values[0];
}
