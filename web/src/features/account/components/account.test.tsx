import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { AddressPage } from './address-form';
import { OrdersListPage } from './orders-list';
import { ProfilePage } from './profile-form';

const CONTACT = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', phoneNumber: '0744111222' };
const ADDRESS = { streetAddress: 'Str. Mare', streetNumberAddress: '5', cityAddress: 'Sibiu', countyAddress: 'Sibiu', buildingNumber: null, appartmentNumber: null, phoneNumber: null };

describe('customer account pages', () => {
  beforeEach(() => {
    toast.dismiss();
    useSessionStore.getState().login('jwt-ioana', { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: ROLES.user });
  });

  it("profile: e-mail read-only; saves {emailAddress, firstName, lastName, phoneNumber} and says 'Datele au fost salvate!'", async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/user-contact-information': { body: CONTACT },
      'POST /user-service/update-user-profile': (req) => ({ body: { ...CONTACT, ...(req.json as object), email: CONTACT.email } }),
    });
    renderRoutes([{ path: '/user/details', element: <ProfilePage /> }], '/user/details');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ioana@example.ro');
    expect(email).toHaveAttribute('readonly');
    await userEvent.clear(screen.getByLabelText('Prenume'));
    await userEvent.type(screen.getByLabelText('Prenume'), 'Ioanaa');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Datele au fost salvate!')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/update-user-profile')[0].json).toEqual({
      emailAddress: 'ioana@example.ro',
      firstName: 'Ioanaa',
      lastName: 'Popescu',
      phoneNumber: '0744111222',
    });
    expect(useSessionStore.getState().user?.firstName).toBe('Ioanaa');
  });

  it('profile: the §5 name rule, and the failure toast when the save fails', async () => {
    stubFetchRoutes({
      'GET /user-service/user-contact-information': { body: CONTACT },
      'POST /user-service/update-user-profile': { status: 500, body: { status: 500, message: 'Eroare internă' } },
    });
    renderRoutes([{ path: '/user/details', element: <ProfilePage /> }], '/user/details');
    await userEvent.clear(await screen.findByLabelText('Prenume'));
    await userEvent.type(screen.getByLabelText('Prenume'), 'Io');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prenume'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('A apărut o eroare: datele nu au putut fi salvate')).toBeInTheDocument();
  });

  it("profile: 'Deconectează-te de pe toate dispozitivele' ends every session, then signs out here", async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/user-contact-information': { body: CONTACT },
      'POST /user-service/sign-out-everywhere': { body: { message: 'Ați fost deconectat de pe toate dispozitivele.' } },
    });
    const { router } = renderRoutes(
      [
        { path: '/user/details', element: <ProfilePage /> },
        { path: '/', element: <p>Acasă</p> },
      ],
      '/user/details',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Deconectează-te de pe toate dispozitivele' }));
    // Asked first; "Anulează" would leave everything as it is.
    const dialog = await screen.findByRole('dialog', { name: 'Deconectează-te de pe toate dispozitivele?' });
    expect(callsTo('POST', '/user-service/sign-out-everywhere')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da, deconectează-mă' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [call] = callsTo('POST', '/user-service/sign-out-everywhere');
    expect((call.init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-ioana');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, ended: null });
    expect(await screen.findByText('Ați fost deconectat de pe toate dispozitivele.')).toBeInTheDocument();
  });

  it('profile: sign-out-everywhere failure says so and keeps the session', async () => {
    stubFetchRoutes({
      'GET /user-service/user-contact-information': { body: CONTACT },
      'POST /user-service/sign-out-everywhere': { status: 500, body: { status: 500, message: '' } },
    });
    renderRoutes([{ path: '/user/details', element: <ProfilePage /> }], '/user/details');
    await userEvent.click(await screen.findByRole('button', { name: 'Deconectează-te de pe toate dispozitivele' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Da, deconectează-mă' }));
    expect(await screen.findByText('A apărut o eroare: deconectarea nu a reușit')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('jwt-ioana');
  });

  it('profile and address that cannot be read say "Afisarea datelor nu e posibila momentan." and show no form', async () => {
    const failed = { status: 500, body: { status: 500, message: '' } };
    stubFetchRoutes({
      'GET /user-service/user-contact-information': failed,
      'GET /user-service/user-address-information': failed,
    });
    const { unmount } = renderRoutes([{ path: '/user/details', element: <ProfilePage /> }], '/user/details');
    expect(await screen.findByText('Afisarea datelor nu e posibila momentan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvează' })).not.toBeInTheDocument();
    unmount();
    renderRoutes([{ path: '/user/address', element: <AddressPage /> }], '/user/address');
    expect(await screen.findByText('Afisarea datelor nu e posibila momentan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvează' })).not.toBeInTheDocument();
  });

  it('address: street, number and city required; block and apartment optional; saves and keeps it for the checkout', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/user-address-information': { body: { ...ADDRESS, streetAddress: null, streetNumberAddress: null, cityAddress: null } },
      'POST /user-service/update-user-addresses': (req) => ({ body: req.json }),
    });
    renderRoutes([{ path: '/user/addresses', element: <AddressPage /> }], '/user/addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText('Strada este obligatorie.')).toBeInTheDocument();
    expect(screen.getByText('Numărul străzii este obligatoriu.')).toBeInTheDocument();
    expect(screen.getByText('Localitatea este obligatorie.')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/update-user-addresses')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Strada'), 'Str. Mare');
    await userEvent.type(screen.getByLabelText('Numărul'), '5');
    await userEvent.type(screen.getByLabelText('Localitatea'), 'Sibiu');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText('Datele au fost salvate!')).toBeInTheDocument();
    expect(callsTo('POST', '/user-service/update-user-addresses')[0].json).toEqual({
      streetAddress: 'Str. Mare',
      streetNumberAddress: '5',
      cityAddress: 'Sibiu',
      countyAddress: 'Sibiu',
      buildingNumber: null,
      appartmentNumber: null,
      phoneNumber: null,
    });
    expect(useSessionStore.getState().savedAddress).toMatchObject({ streetAddress: 'Str. Mare', city: 'Sibiu' });

    // Logout forgets it (the next customer's checkout never sees it).
    act(() => useSessionStore.getState().logout());
    expect(useSessionStore.getState().savedAddress).toBeNull();
  });

  it("address: the failure toast 'A apărut o eroare: datele nu au putut fi salvate'", async () => {
    stubFetchRoutes({
      'GET /user-service/user-address-information': { body: ADDRESS },
      'POST /user-service/update-user-addresses': { status: 422, body: { status: 422, message: 'Date invalide', errors: { cityAddress: 'Localitatea este obligatorie.' } } },
    });
    renderRoutes([{ path: '/user/addresses', element: <AddressPage /> }], '/user/addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText('A apărut o eroare: datele nu au putut fi salvate')).toBeInTheDocument();
    expect(screen.getByText('Localitatea este obligatorie.')).toBeInTheDocument();
  });

  it('orders: dd-MM-yyyy HH:mm from the orderDate array, status and total; the link carries the id', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/get-user-orders': {
        body: {
          content: [
            { id: 41, orderNumber: '1041', status: 'CONFIRMED', orderDate: [2026, 11, 22, 18, 5, 12, 0], totalPrice: '250.00' },
            { id: 40, orderNumber: '1040', orderStatus: 'DELIVERED', orderDate: [2026, 3, 9, 9, 7, 0, 0], cartTotal: '1234.50' },
          ],
          totalElements: 2,
          page: 0,
          size: 10,
        },
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/user/orders', element: <OrdersListPage /> },
        { path: '/user/orders/:orderNumber', element: <p>Detaliu</p> },
      ],
      '/user/orders',
    );
    expect(await screen.findByText('22-11-2026 18:05')).toBeInTheDocument();
    expect(screen.getByText('09-03-2026 09:07')).toBeInTheDocument();
    expect(screen.getByText('Acceptată')).toBeInTheDocument();
    expect(screen.getByText('Livrată')).toBeInTheDocument();
    expect(screen.getByText('1.234,50 RON')).toBeInTheDocument();
    const call = callsTo('GET', '/user-service/get-user-orders')[0];
    expect(call.url.searchParams.get('page')).toBe('0');
    expect(call.url.searchParams.get('size')).toBe('10');
    await userEvent.click(screen.getByRole('link', { name: 'Comanda nr. 1041' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/orders/1041'));
    expect(router.state.location.state).toEqual({ orderId: 41 });
  });

  it("orders: an order with an invoice offers its PDF ('Descarcă factura'), one without shows a dash", async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /user-service/get-user-orders': {
        body: {
          content: [
            { id: 41, orderNumber: '1041', status: 'CONFIRMED', orderDate: [2026, 11, 22, 18, 5, 12, 0], totalPrice: '250.00', invoiceNumber: 'CFS-2026-00042' },
            { id: 40, orderNumber: '1040', status: 'NEW', orderDate: [2026, 11, 22, 9, 7, 0, 0], totalPrice: '30.00', invoiceNumber: null },
          ],
          totalElements: 2,
          page: 0,
          size: 10,
        },
      },
      'GET /user-service/orders/1041/invoice.pdf': { body: '%PDF-1.4' },
    });
    renderRoutes([{ path: '/user/orders', element: <OrdersListPage /> }], '/user/orders');
    const download = await screen.findByRole('button', { name: 'Descarcă factura comenzii nr. 1041 (PDF)' });
    expect(screen.queryByRole('button', { name: /comenzii nr\. 1040/ })).not.toBeInTheDocument();
    await userEvent.click(download);
    await waitFor(() => expect(callsTo('GET', '/user-service/orders/1041/invoice.pdf')).toHaveLength(1));
  });

  it('orders: the empty state and the failure message', async () => {
    stubFetchRoutes({ 'GET /user-service/get-user-orders': { body: { content: [], totalElements: 0 } } });
    const first = renderRoutes([{ path: '/user/orders', element: <OrdersListPage /> }], '/user/orders');
    expect(await screen.findByText('Nu ai plasat încă nicio comandă.')).toBeInTheDocument();
    first.unmount();

    stubFetchRoutes({ 'GET /user-service/get-user-orders': { status: 500, body: { status: 500, message: '' } } });
    renderRoutes([{ path: '/user/orders', element: <OrdersListPage /> }], '/user/orders');
    expect(await screen.findByText('Afișarea listei de comenzi nu e posibilă.')).toBeInTheDocument();
  });
});
