import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import type { OrderDetail, OrderStatus } from '@/types/api';
import { stubWebSocket } from '@/testing/fake-websocket';
import { ORDER_DETAIL } from '../testing/fixtures';
import { renderPanel } from '../testing/render-panel';

const DETAIL = 'GET /admin-service/get-order-details/41';

function withStatus(status: OrderStatus, extra: Partial<OrderDetail> = {}): OrderDetail {
  return { ...ORDER_DETAIL, status, ...extra };
}

async function openAccept(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Acceptă comanda' }));
  return screen.getByRole('dialog', { name: 'Acceptă comanda #1041' });
}

beforeEach(() => {
  stubWebSocket();
});

describe('order detail', () => {
  it('shows every field of the order detail', async () => {
    stubFetchRoutes({ [DETAIL]: { body: ORDER_DETAIL } });
    renderPanel('/comenzi/41');
    expect(await screen.findByRole('heading', { name: 'Comanda #1041', level: 1 })).toBeVisible();
    const client = screen.getByRole('region', { name: 'Client' });
    expect(within(client).getByText('Ana Pop')).toBeVisible();
    expect(within(client).getByRole('link', { name: '0722123456' })).toHaveAttribute('href', 'tel:0722123456');
    expect(within(client).getByRole('link', { name: 'ana@example.ro' })).toBeVisible();

    const pickup = screen.getByRole('region', { name: 'Ridicare' });
    expect(within(pickup).getByText('Ridicare personală')).toBeVisible();
    expect(within(pickup).getByText('Cofetăria din Piața Mare')).toBeVisible();
    expect(within(pickup).getByText('Cât mai curând posibil')).toBeVisible();

    const products = screen.getByRole('region', { name: 'Produse' });
    expect(within(products).getByText('Tort Diplomat')).toBeVisible();
    expect(within(products).getByText('1 kg')).toBeVisible();
    expect(within(products).getByText('120,00 RON / buc.')).toBeVisible();
    expect(within(products).getByText('240,00 RON')).toBeVisible();
    expect(within(products).getByText('Cutie: 5,00 RON / buc.')).toBeVisible();
    expect(within(products).getByText('+ Fructe de pădure')).toBeVisible();
    expect(within(products).getByText(/La mulți ani, Ana!/)).toBeVisible();
    expect(within(products).getByText('1 × Cafea și prăjitură')).toBeVisible();
    expect(within(products).getByText('Gratuit')).toBeVisible();
    expect(within(products).getByText('Fără nuci, vă rog.')).toBeVisible();

    const payment = screen.getByRole('region', { name: 'Plată' });
    expect(within(payment).getByText('Card la ridicare/livrare')).toBeVisible();
    expect(within(payment).getByText('De încasat cu cardul')).toBeVisible();
    expect(within(payment).getByText('DULCE10')).toBeVisible();
    expect(within(payment).getByText('225,00 RON')).toBeVisible();
    expect(within(payment).getByText('10,00 RON')).toBeVisible();

    const history = screen.getByRole('region', { name: 'Istoricul comenzii' });
    expect(within(history).getByText('Nouă')).toBeVisible();
    expect(within(history).getByText(/22-11-2026 18:05/)).toBeVisible();

    // The kitchen ticket is in the page for printing (hidden on screen).
    const ticket = screen.getByTestId('kitchen-ticket');
    expect(ticket).toHaveTextContent('Comanda #1041');
    expect(ticket).toHaveTextContent('2 × Tort Diplomat');
    expect(ticket).toHaveTextContent('+ Fructe de pădure');
    expect(ticket).toHaveTextContent('Mesaj: „La mulți ani, Ana!”');
    expect(ticket).toHaveTextContent('Moment: Cât mai curând posibil');
    expect(ticket).toHaveTextContent('Client: Ana Pop');
    expect(screen.getByRole('button', { name: 'Tipărește bonul' })).toBeVisible();
  });

  it("shows 'Afisarea detaliilor comenzii nu e posibila.' when it cannot load", async () => {
    stubFetchRoutes({ [DETAIL]: { status: 404, body: { status: 404, message: 'Comanda nu există.' } } });
    renderPanel('/comenzi/41');
    expect(await screen.findByText('Afisarea detaliilor comenzii nu e posibila.')).toBeVisible();
    expect(screen.getByText('Comanda nu există.')).toBeVisible();
  });

  it.each([
    ['NEW', ['Acceptă comanda', 'Respinge comanda']],
    ['SCHEDULED', ['Acceptă comanda', 'Respinge comanda']],
    ['CONFIRMED', ['Marchează ca ridicată/livrată', 'Respinge comanda']],
    ['REJECTED', []],
    ['DELIVERED', []],
  ] as const)('offers only the actions the order status allows for %s', async (status, expected) => {
    stubFetchRoutes({ [DETAIL]: { body: withStatus(status, { rejectionReason: status === 'REJECTED' ? 'Lipsă ingrediente' : null }) } });
    renderPanel('/comenzi/41');
    const actions = await screen.findByTestId('order-actions');
    const labels = within(actions)
      .queryAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(expected);
    if (status === 'DELIVERED') expect(within(actions).getByText('Comanda a fost livrata')).toBeVisible();
    if (status === 'REJECTED') expect(within(actions).getByText('Lipsă ingrediente')).toBeVisible();
  });
});

describe('accepting an order', () => {
  it('requires a preparation time and a packaging cost above 0', async () => {
    const api = stubFetchRoutes({ [DETAIL]: { body: withStatus('NEW', { totalPackageCost: '0.00' }) } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));
    expect(await within(dialog).findByText('Vă rugăm să selectați un timp de pregătire pentru comandă.')).toBeVisible();
    expect(within(dialog).getByText('Vă rugăm să introduceți un cost valid pentru ambalaje.')).toBeVisible();

    const cost = within(dialog).getByLabelText('Cost ambalaje (RON)');
    for (const bad of ['0', '0,00', '-2', '2,505', 'doi']) {
      await user.clear(cost);
      await user.type(cost, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));
      expect(await within(dialog).findByText('Vă rugăm să introduceți un cost valid pentru ambalaje.')).toBeVisible();
    }
    expect(api.callsTo('POST', '/admin-service/confirm-order')).toHaveLength(0);
  });

  it.each([
    ['20 min', '2,50', { timeToPrepare: '20 min', totalPackageCost: '2.50' }],
    ['N/A', '3', { timeToPrepare: null, totalPackageCost: '3.00' }],
    ['2 h', '0.5', { timeToPrepare: '2 h', totalPackageCost: '0.50' }],
    ['1 z', '12,4', { timeToPrepare: '1 z', totalPackageCost: '12.40' }],
  ])('sends %s and %s as the exact payload, then refetches the detail', async (prep, cost, expected) => {
    let detailCalls = 0;
    const api = stubFetchRoutes({
      [DETAIL]: () => {
        detailCalls += 1;
        return { body: detailCalls === 1 ? ORDER_DETAIL : withStatus('CONFIRMED', { orderTimeToPrepare: expected.timeToPrepare }) };
      },
      'POST /admin-service/confirm-order': { body: withStatus('CONFIRMED') },
      'GET /user-service/get-all-orders': { body: { content: [], totalElements: 0 } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    await user.selectOptions(within(dialog).getByLabelText('Altă durată'), prep);
    const input = within(dialog).getByLabelText('Cost ambalaje (RON)');
    await user.clear(input);
    await user.type(input, cost);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));

    expect((await screen.findAllByText('Statusul comenzii a fost schimbat cu success!'))[0]).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/confirm-order')[0].json).toEqual({ orderNumber: '1041', ...expected });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(detailCalls).toBe(2));
    expect(await screen.findByRole('button', { name: 'Marchează ca ridicată/livrată' })).toBeVisible();
  });

  it('accepts with one tap on a large time button and remembers the packaging cost for the next order', async () => {
    const api = stubFetchRoutes({
      [DETAIL]: { body: withStatus('NEW', { totalPackageCost: '0.00', manuallySetPackageCost: null, pickupOrDeliveryMoment: null }) },
      'POST /admin-service/confirm-order': { body: withStatus('CONFIRMED') },
      'GET /user-service/get-all-orders': { body: { content: [], totalElements: 0 } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    const times = within(dialog).getByRole('group', { name: 'Timp de pregătire' });
    expect(within(times).getAllByRole('button').map((b) => b.textContent)).toEqual(['10 min', '15 min', '20 min', '30 min', '45 min', '1 oră']);
    await user.click(within(times).getByRole('button', { name: '1 oră' }));
    expect(within(times).getByRole('button', { name: '1 oră' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('Altă durată')).toHaveValue('60 min');
    await user.type(within(dialog).getByLabelText('Cost ambalaje (RON)'), '4,5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/confirm-order')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/confirm-order')[0].json).toEqual({ orderNumber: '1041', timeToPrepare: '60 min', totalPackageCost: '4.50' });
    expect(localStorage.getItem('comenzi-ultimul-cost-ambalaje')).toBe('4,5');
  });

  it("offers the client's own date in Romanian when the customer chose the moment", async () => {
    stubFetchRoutes({ [DETAIL]: { body: withStatus('SCHEDULED', { pickupOrDeliveryMoment: '2026-11-23T10:30:00+02:00' }) } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    expect(within(dialog).getByRole('button', { name: 'Data aleasă de client' })).toBeVisible();
    expect(within(dialog).queryByText(/N\/A/)).not.toBeInTheDocument();
  });

  it('prefills the packaging cost the order already has', async () => {
    stubFetchRoutes({ [DETAIL]: { body: ORDER_DETAIL } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    expect(within(dialog).getByLabelText('Cost ambalaje (RON)')).toHaveValue('10,00');
  });

  it("shows 'Comanda nu a fost confirmata!' on failure and keeps the modal open", async () => {
    stubFetchRoutes({
      [DETAIL]: { body: ORDER_DETAIL },
      'POST /admin-service/confirm-order': { status: 500, body: { status: 500, message: '' } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    await user.selectOptions(within(dialog).getByLabelText('Altă durată'), '20 min');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));
    expect(await screen.findByText('Comanda nu a fost confirmata!')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Acceptă comanda #1041' })).toBeVisible();
  });

  it("shows the server's Romanian message on 409 and refetches", async () => {
    let detailCalls = 0;
    stubFetchRoutes({
      [DETAIL]: () => {
        detailCalls += 1;
        return { body: detailCalls === 1 ? ORDER_DETAIL : withStatus('REJECTED') };
      },
      'POST /admin-service/confirm-order': {
        status: 409,
        body: { status: 409, message: 'Comanda a fost deja respinsă și nu mai poate fi acceptată.', errors: {} },
      },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    await user.selectOptions(within(dialog).getByLabelText('Altă durată'), '15 min');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă comanda' }));
    expect(await screen.findByText('Comanda a fost deja respinsă și nu mai poate fi acceptată.')).toBeVisible();
    await waitFor(() => expect(detailCalls).toBe(2));
    expect(await screen.findByText('Comanda a fost respinsă.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Acceptă comanda' })).not.toBeInTheDocument();
  });

  it('Escape closes the modal and keeps focus inside while it is open', async () => {
    stubFetchRoutes({ [DETAIL]: { body: ORDER_DETAIL } });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    const dialog = await openAccept(user);
    // The first of the large time buttons: one tap, or Enter, and the time is chosen.
    expect(within(dialog).getByRole('group', { name: 'Timp de pregătire' }).querySelector('button')).toHaveFocus();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acceptă comanda' })).toHaveFocus();
  });
});

describe('rejecting an order', () => {
  it('requires a reason that is not blank after trimming, then sends it trimmed', async () => {
    const api = stubFetchRoutes({
      [DETAIL]: { body: ORDER_DETAIL },
      'POST /admin-service/reject-order': { body: withStatus('REJECTED') },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Respinge comanda' }));
    const dialog = screen.getByRole('dialog', { name: 'Respingeți comanda #1041?' });
    const reason = within(dialog).getByLabelText('Motivul respingerii');
    await user.type(reason, '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă respingerea' }));
    expect(await within(dialog).findByText('Motivul anulării comenzii este obligatoriu.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/reject-order')).toHaveLength(0);

    await user.type(reason, 'Nu mai avem blat de ciocolată. ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmă respingerea' }));
    expect(await screen.findByText('Comanda a fost respinsa')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/reject-order')[0].json).toEqual({
      orderNumber: '1041',
      reason: 'Nu mai avem blat de ciocolată.',
    });
  });

  it("shows 'Comanda nu a putut fi anulata.' on failure", async () => {
    stubFetchRoutes({
      [DETAIL]: { body: ORDER_DETAIL },
      'POST /admin-service/reject-order': { status: 500, body: { status: 500, message: '' } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Respinge comanda' }));
    await user.type(screen.getByLabelText('Motivul respingerii'), 'Închis azi');
    await user.click(screen.getByRole('button', { name: 'Confirmă respingerea' }));
    expect(await screen.findByText('Comanda nu a putut fi anulata.')).toBeVisible();
  });
});

describe('marking an order delivered', () => {
  it('asks first, then posts mark-as-delivered and shows the delivered state', async () => {
    let detailCalls = 0;
    const api = stubFetchRoutes({
      [DETAIL]: () => {
        detailCalls += 1;
        return { body: withStatus(detailCalls === 1 ? 'CONFIRMED' : 'DELIVERED') };
      },
      'POST /admin-service/mark-as-delivered': { body: withStatus('DELIVERED') },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Marchează ca ridicată/livrată' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcați comanda #1041 ca ridicată/livrată?' });
    await user.click(within(dialog).getByRole('button', { name: 'Da, marchează' }));
    expect(api.callsTo('POST', '/admin-service/mark-as-delivered')[0].json).toEqual({ orderNumber: '1041' });
    expect(await screen.findByText('Comanda a fost livrata')).toBeVisible();
  });

  it("shows 'Statusul comenzii nu a putut fi modificat!' on failure", async () => {
    stubFetchRoutes({
      [DETAIL]: { body: withStatus('CONFIRMED') },
      'POST /admin-service/mark-as-delivered': { status: 500, body: { status: 500, message: '' } },
    });
    const user = userEvent.setup();
    renderPanel('/comenzi/41');
    await user.click(await screen.findByRole('button', { name: 'Marchează ca ridicată/livrată' }));
    await user.click(screen.getByRole('button', { name: 'Da, marchează' }));
    expect(await screen.findByText('Statusul comenzii nu a putut fi modificat!')).toBeVisible();
  });
});
