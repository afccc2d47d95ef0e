import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { stubWebSocket } from '@/testing/fake-websocket';
import type { CardPaymentState, OrderDetail } from '@/types/api';
import { ORDER_DETAIL, onlineOrder } from '../testing/fixtures';
import { renderPanel } from '../testing/render-panel';

const DETAIL = 'GET /admin-service/get-order-details/41';
const REFUND = 'POST /admin-service/refund-order';

const paymentRegion = async () => {
  await screen.findByRole('heading', { name: 'Comanda #1041', level: 1 });
  return screen.getByRole('region', { name: 'Plată' });
};

beforeEach(() => {
  stubWebSocket();
});

describe('the payment of an order, in plain Romanian', () => {
  it.each([
    ['AUTHORIZED', 'NEW', 'Plată autorizată (se încasează la acceptarea comenzii)', [['Sumă rezervată pe card', '250,00 RON']]],
    ['CAPTURED', 'CONFIRMED', 'Plătit online cu cardul', [['Încasat online', '250,00 RON']]],
    ['RELEASED', 'REJECTED', 'Plată anulată (suma a fost deblocată pe card)', [['Sumă rezervată pe card', '250,00 RON']]],
    ['REFUNDED', 'REJECTED', 'Plată rambursată', [['Încasat online', '250,00 RON'], ['Rambursat', '250,00 RON']]],
  ] as const)('an online payment %s reads as the server names it, on the panel and the ticket', async (state, status, label, money) => {
    stubFetchRoutes({ [DETAIL]: { body: onlineOrder(state as CardPaymentState, { status, orderStatus: status }) } });
    renderPanel('/comenzi/41');
    const payment = await paymentRegion();
    expect(within(payment).getByTestId('payment-method')).toHaveTextContent('Plată online cu cardul');
    expect(within(payment).getByText(label)).toBeVisible();
    for (const [term, amount] of money) {
      const dt = within(payment).getByText(term);
      expect(dt.nextElementSibling).toHaveTextContent(amount);
    }
    expect(screen.getByTestId('kitchen-ticket')).toHaveTextContent(label);
  });

  it('a captured payment tells whoever hands the order over that nothing is to be collected', async () => {
    stubFetchRoutes({ [DETAIL]: { body: onlineOrder('CAPTURED', { status: 'CONFIRMED', orderStatus: 'CONFIRMED' }) } });
    renderPanel('/comenzi/41');
    await paymentRegion();
    expect(screen.getByTestId('kitchen-ticket')).toHaveTextContent('Nu se încasează nimic la predare.');
  });

  it('lists the refunds with amount, reason and date dd-MM-yyyy', async () => {
    const order = onlineOrder(
      'PARTIALLY_REFUNDED',
      { status: 'DELIVERED', orderStatus: 'DELIVERED' },
      {
        refundedAmount: '45.50',
        refunds: [
          { amount: '30.00', reason: 'Tortul a sosit turtit', createdAt: '2026-11-24T10:15:00+02:00' },
          { amount: '15.50', reason: 'Lipsă lumânări', createdAt: '2026-11-25T09:00:00+02:00' },
        ],
      },
    );
    stubFetchRoutes({ [DETAIL]: { body: order } });
    renderPanel('/comenzi/41');
    const payment = await paymentRegion();
    expect(within(payment).getByText('Plătit online, rambursat parțial')).toBeVisible();
    expect(within(payment).getByText('Rambursat').nextElementSibling).toHaveTextContent('45,50 RON');
    const refunds = within(payment).getByRole('list', { name: 'Rambursări' });
    const items = within(refunds).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('30,00 RON');
    expect(items[0]).toHaveTextContent('24-11-2026');
    expect(items[0]).toHaveTextContent('Motiv: Tortul a sosit turtit');
    expect(items[1]).toHaveTextContent('15,50 RON');
    expect(items[1]).toHaveTextContent('25-11-2026');
  });

  it.each([
    ['CARD', { cardAmount: '250.00', cashAmount: null }, [['De încasat cu cardul', '250,00 RON']]],
    ['CASH_CARD', { cardAmount: '150.00', cashAmount: '100.00' }, [['De încasat în numerar', '100,00 RON'], ['De încasat cu cardul', '150,00 RON']]],
    ['CASH', { cardAmount: null, cashAmount: null }, [['De încasat în numerar', '250,00 RON']]],
  ] as const)('%s at pickup reads as money still to collect, never as paid', async (option, amounts, money) => {
    const order: OrderDetail = { ...ORDER_DETAIL, orderPaymentOptions: option, ...amounts };
    stubFetchRoutes({ [DETAIL]: { body: order } });
    renderPanel('/comenzi/41');
    const payment = await paymentRegion();
    for (const [term, amount] of money) {
      expect(within(payment).getByText(term).nextElementSibling).toHaveTextContent(amount);
      expect(screen.getByTestId('kitchen-ticket')).toHaveTextContent(`${term}: ${amount}`);
    }
    expect(payment.textContent).not.toMatch(/plătit/i);
    expect(screen.getByTestId('kitchen-ticket').textContent).not.toMatch(/plătit/i);
  });

  it('a delivered card order reads as collected, still not as paid online', async () => {
    stubFetchRoutes({ [DETAIL]: { body: { ...ORDER_DETAIL, status: 'DELIVERED', orderStatus: 'DELIVERED' } } });
    renderPanel('/comenzi/41');
    const payment = await paymentRegion();
    expect(within(payment).getByText('Încasat cu cardul').nextElementSibling).toHaveTextContent('250,00 RON');
    expect(payment.textContent).not.toMatch(/plătit/i);
  });
});

describe('accepting an order paid online', () => {
  it('says the card is charged on acceptance, and keeps the modal open with the reason when it cannot be', async () => {
    const refusal = 'Autorizarea plății a expirat; comanda nu poate fi acceptată. Respingeți comanda.';
    let detailCalls = 0;
    const api = stubFetchRoutes({
      [DETAIL]: () => {
        detailCalls += 1;
        return { body: onlineOrder('AUTHORIZED') };
      },
      'POST /admin-service/confirm-order': { status: 409, body: { status: 409, message: refusal, errors: {} } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Acceptă comanda' }));
    const dialog = screen.getByRole('dialog', { name: 'Acceptă comanda #1041' });
    expect(within(dialog).getByText('La confirmare se încasează 250,00 RON de pe cardul clientului.')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Altă durată'), '20 min');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Plata nu poate fi încasată, comanda nu a fost acceptată.');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Acceptă comanda #1041' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Confirmă comanda' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/confirm-order')).toHaveLength(1);

    // Closing it shows the order as it was: still waiting, still to be answered.
    await user.click(within(dialog).getByRole('button', { name: 'Înapoi la comandă' }));
    await waitFor(() => expect(detailCalls).toBe(2));
    expect(screen.getByTestId('order-actions')).toHaveAttribute('data-status', 'NEW');
    expect(screen.getByRole('button', { name: 'Acceptă comanda' })).toBeVisible();
  });

  it('keeps the packaging cost the customer paid online, even none, and sends it as it is', async () => {
    const api = stubFetchRoutes({
      [DETAIL]: { body: onlineOrder('AUTHORIZED', { totalPackageCost: '0.00', manuallySetPackageCost: null }) },
      'POST /admin-service/confirm-order': { body: { message: 'ok' } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Acceptă comanda' }));
    const dialog = screen.getByRole('dialog', { name: 'Acceptă comanda #1041' });
    const cost = within(dialog).getByLabelText('Cost ambalaje (RON)');
    expect(cost).toHaveValue('0,00');
    expect(cost).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Plătit online odată cu comanda; nu se mai poate schimba.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '20 min' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));

    await waitFor(() => expect(api.callsTo('POST', '/admin-service/confirm-order')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/confirm-order')[0].json).toMatchObject({ totalPackageCost: '0.00' });
  });

  it('rejecting an authorized order says the money is released at once', async () => {
    stubFetchRoutes({ [DETAIL]: { body: onlineOrder('AUTHORIZED') } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Respinge comanda' }));
    const dialog = screen.getByRole('dialog', { name: 'Respingeți comanda #1041?' });
    expect(within(dialog).getByText('Suma rezervată pe cardul clientului se eliberează imediat.')).toBeVisible();
  });

  it('rejecting an accepted order paid online says the customer gets the money back', async () => {
    stubFetchRoutes({ [DETAIL]: { body: onlineOrder('CAPTURED', { status: 'CONFIRMED', orderStatus: 'CONFIRMED' }) } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Respinge comanda' }));
    const dialog = screen.getByRole('dialog', { name: 'Respingeți comanda #1041?' });
    expect(within(dialog).getByText('Clientul primește înapoi pe card 250,00 RON.')).toBeVisible();
  });
});

describe('refunding an order paid online', () => {
  const delivered = (extra = {}) => onlineOrder('CAPTURED', { status: 'DELIVERED', orderStatus: 'DELIVERED' }, extra);

  it('validates the amount (above 0, at most what is left) and asks for a reason', async () => {
    const api = stubFetchRoutes({ [DETAIL]: { body: delivered({ state: 'PARTIALLY_REFUNDED', refundedAmount: '20.00' }) } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Rambursează' }));
    const dialog = screen.getByRole('dialog', { name: 'Rambursează comanda #1041' });
    const amount = within(dialog).getByLabelText('Suma de rambursat (RON)');
    // What is left: 250,00 captured − 20,00 refunded.
    expect(amount).toHaveValue('230,00');
    expect(amount).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Rambursează' }));
    expect(await within(dialog).findByText('Motivul rambursării este obligatoriu.')).toBeVisible();

    for (const bad of ['0', '0,00', '-5', '12,345', 'zece', '']) {
      await user.clear(amount);
      if (bad) await user.type(amount, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Rambursează' }));
      expect(await within(dialog).findByText('Introduceți o sumă mai mare decât 0, cu cel mult două zecimale (ex. 45,50).')).toBeVisible();
    }
    await user.clear(amount);
    await user.type(amount, '230,01');
    await user.type(within(dialog).getByLabelText('Motivul rambursării'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Rambursează' }));
    expect(await within(dialog).findByText('Suma nu poate depăși cât a rămas de rambursat: 230,00 RON.')).toBeVisible();
    expect(within(dialog).getByText('Motivul rambursării este obligatoriu.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/refund-order')).toHaveLength(0);
  });

  it('sends the amount and the reason, shows the toast and the refreshed payment', async () => {
    let refunded = false;
    const after = delivered({
      state: 'PARTIALLY_REFUNDED',
      stateLabel: 'Plătit online, rambursat parțial',
      refundedAmount: '30.50',
      refunds: [{ amount: '30.50', reason: 'Tortul a sosit turtit', createdAt: '2026-11-26T12:00:00+02:00' }],
    });
    const api = stubFetchRoutes({
      [DETAIL]: () => ({ body: refunded ? after : delivered() }),
      [REFUND]: () => {
        refunded = true;
        return { body: after };
      },
      'GET /user-service/get-all-orders': { body: { content: [], totalElements: 0 } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Rambursează' }));
    const dialog = screen.getByRole('dialog', { name: 'Rambursează comanda #1041' });
    const amount = within(dialog).getByLabelText('Suma de rambursat (RON)');
    await user.clear(amount);
    await user.type(amount, '30,5');
    await user.type(within(dialog).getByLabelText('Motivul rambursării'), ' Tortul a sosit turtit ');
    await user.click(within(dialog).getByRole('button', { name: 'Rambursează' }));

    expect((await screen.findAllByText('Rambursare efectuată: 30,50 RON'))[0]).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/refund-order')[0].json).toEqual({
      orderNumber: '1041',
      amount: '30.50',
      reason: 'Tortul a sosit turtit',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const payment = screen.getByRole('region', { name: 'Plată' });
    expect(await within(payment).findByText('Plătit online, rambursat parțial')).toBeVisible();
    expect(within(payment).getByRole('list', { name: 'Rambursări' })).toHaveTextContent('Motiv: Tortul a sosit turtit');
    // Something is still left, so the admin may refund again.
    expect(screen.getByRole('button', { name: 'Rambursează' })).toBeVisible();
  });

  it("shows the server's reason when the refund is refused, and keeps the dialog open", async () => {
    stubFetchRoutes({
      [DETAIL]: { body: delivered() },
      [REFUND]: { status: 409, body: { status: 409, message: 'Suma depășește cât a rămas de rambursat.', errors: {} } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Rambursează' }));
    const dialog = screen.getByRole('dialog', { name: 'Rambursează comanda #1041' });
    await user.type(within(dialog).getByLabelText('Motivul rambursării'), 'Client nemulțumit');
    await user.click(within(dialog).getByRole('button', { name: 'Rambursează' }));
    expect(await screen.findByText('Rambursarea nu a putut fi efectuată.')).toBeVisible();
    expect(screen.getByText('Suma depășește cât a rămas de rambursat.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Rambursează comanda #1041' })).toBeVisible();
  });

  it('is not offered to a manager', async () => {
    stubFetchRoutes({ [DETAIL]: { body: delivered() } });
    renderPanel('/comenzi/41', { role: ROLES.manager });
    await screen.findByRole('heading', { name: 'Comanda #1041', level: 1 });
    expect(within(screen.getByRole('region', { name: 'Plată' })).getByText('Plătit online cu cardul')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rambursează' })).not.toBeInTheDocument();
  });

  it.each([
    ['an authorization not captured yet', onlineOrder('AUTHORIZED')],
    ['a payment refunded in full', onlineOrder('REFUNDED', { status: 'REJECTED', orderStatus: 'REJECTED' })],
    ['card at pickup', { ...ORDER_DETAIL, status: 'DELIVERED', orderStatus: 'DELIVERED' } as OrderDetail],
  ])('is not offered for %s', async (_, order) => {
    stubFetchRoutes({ [DETAIL]: { body: order } });
    renderPanel('/comenzi/41');
    await screen.findByRole('heading', { name: 'Comanda #1041', level: 1 });
    expect(screen.queryByRole('button', { name: 'Rambursează' })).not.toBeInTheDocument();
  });
});
