import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { reviewKeys } from '../api/keys';
import { ReviewForm } from './review-form';

const ALREADY = 'Ai trimis deja o părere pentru această comandă. Mulțumim!';
const SENT = 'Părerea a fost trimisă și apare după ce o citim.';
const SLOW = { timeout: 15_000 };

const order = (id: number, status: string) => ({
  id,
  orderNumber: String(1000 + id),
  status,
  orderDate: '2026-11-20T10:00:00+02:00',
  totalPrice: '135.00',
});

/** The customer's orders; `reviewed` grows when a review is written, as the server's list does. */
function stubReviews(orders: ReturnType<typeof order>[], reviewed: number[] = []) {
  const done = [...reviewed];
  return stubFetchRoutes({
    'GET /user-service/get-user-orders': { body: { content: orders, totalElements: orders.length } },
    'GET /user-service/my-reviews': () => ({ body: { orderIds: [...done] } }),
    'POST /user-service/write-review': (req) => {
      done.push((req.json as { orderId: number }).orderId);
      return { body: { id: 7, message: SENT } };
    },
  });
}

function renderForm(props: { orderId?: number; preselected?: number }) {
  const element = (
    <div data-testid="slot">
      <ReviewForm {...props} />
    </div>
  );
  const rendered = renderRoutes([{ path: '/user/orders/:orderNumber', element }], '/user/orders/1041');
  /** Both lists answered (or failed): what shows now is what stays. */
  const settled = (status: 'success' | 'error') =>
    waitFor(() => expect(rendered.queryClient.getQueryState(reviewKeys.delivered)?.status).toBe(status), SLOW);
  return { ...rendered, settled };
}

describe('review form with a fixed order (the order page)', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt-ioana', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
  });

  it('delivered and not reviewed: the form without the order list posts {orderId, rating, text}; then the note', { timeout: 60_000 }, async () => {
    const { callsTo } = stubReviews([order(41, 'DELIVERED'), order(42, 'DELIVERED')]);
    const user = userEvent.setup();
    renderForm({ orderId: 41 });
    const form = await screen.findByRole('form', { name: 'Scrie o părere' }, SLOW);
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Comanda')).not.toBeInTheDocument();
    // The stars are radio buttons with their own labels.
    const stars = within(form).getAllByRole('radio');
    expect(stars.map((s) => s.closest('label')?.textContent?.trim())).toEqual(['1 stea', '2 stele', '3 stele', '4 stele', '5 stele']);

    await user.click(within(form).getByRole('button', { name: 'Trimite părerea' }));
    expect(await within(form).findByText('Scrieți câteva cuvinte despre comandă (cel mult 1000 de caractere).')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/write-review')).toHaveLength(0);

    await user.click(within(form).getByLabelText('4 stele'));
    await user.type(within(form).getByLabelText('Părerea ta'), '  Eclere proaspete, ridicate la timp.  ');
    await user.click(within(form).getByRole('button', { name: 'Trimite părerea' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mulțumim pentru părere!' }, SLOW);
    expect(within(dialog).getByText('Părerea ta a fost trimisă. Mulțumim!')).toBeInTheDocument();
    expect(within(dialog).getByText(SENT)).toBeInTheDocument();
    const [call] = callsTo('POST', '/user-service/write-review');
    expect(call.json).toEqual({ orderId: 41, rating: 4, text: 'Eclere proaspete, ridicate la timp.' });
    expect((call.init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-ioana');

    // Once per order: the list is read again, and the page says it was sent.
    expect(await screen.findByText(ALREADY, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Scrie o părere' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(ALREADY)).toBeInTheDocument();
  });

  it('already reviewed: only the note', async () => {
    const { calledPaths } = stubReviews([order(41, 'DELIVERED')], [41]);
    renderForm({ orderId: 41 });
    expect(await screen.findByText(ALREADY, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calledPaths()).toContain('/user-service/my-reviews');
  });

  it('not delivered (yet): nothing at all', async () => {
    stubReviews([order(41, 'CONFIRMED'), order(42, 'DELIVERED')]);
    const { settled } = renderForm({ orderId: 41 });
    await settled('success');
    // Not the form, not the note, not even the /opinii hint.
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it('when the lists cannot be read: nothing', async () => {
    stubFetchRoutes({ 'GET /user-service/get-user-orders': { status: 500, body: { status: 500, message: 'Eroare' } } });
    const { settled } = renderForm({ orderId: 41 });
    await settled('error');
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });
});

describe('review form on /opinii (no fixed order)', () => {
  beforeEach(() => {
    useSessionStore.getState().login('jwt-ioana', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
  });

  it('lists the delivered orders not reviewed yet, the preselected one chosen', { timeout: 60_000 }, async () => {
    const { callsTo } = stubReviews([order(41, 'DELIVERED'), order(42, 'DELIVERED'), order(43, 'NEW')], [42]);
    const user = userEvent.setup();
    renderForm({ preselected: 41 });
    const select = await screen.findByLabelText('Comanda', {}, SLOW);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('#1041')]);
    await user.type(screen.getByLabelText('Părerea ta'), 'Bun.');
    await user.click(screen.getByRole('button', { name: 'Trimite părerea' }));
    await screen.findByRole('dialog', { name: 'Mulțumim pentru părere!' }, SLOW);
    expect(callsTo('POST', '/user-service/write-review')[0].json).toEqual({ orderId: 41, rating: 5, text: 'Bun.' });
  });

  it('without a delivered order to review: says when one can be written', async () => {
    stubReviews([order(43, 'NEW')]);
    renderForm({});
    expect(await screen.findByText('Poți scrie o părere după ce o comandă de-a ta a fost livrată.', {}, SLOW)).toBeInTheDocument();
  });
});
