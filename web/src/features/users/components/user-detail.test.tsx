import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { UserDetail as Detail } from '@/types/api';
import { UserDetail } from './user-detail';

const CUSTOMER: Detail = {
  id: 7,
  firstName: 'Maria',
  lastName: 'Pop',
  email: 'maria@example.ro',
  phoneNumber: '0722123456',
  role: 'ROLE_USER',
  active: true,
  newsletterAccepted: true,
  createdAt: '2026-05-01T08:00:00Z',
  numberOfPurchases: 1,
  orderAmount: '120.00',
  orders: [{ id: 31, orderNumber: 'A-1031', createdAt: '2026-05-02T08:00:00Z', status: 'DELIVERED', totalPrice: '120.00' }],
};
const MANAGER: Detail = { ...CUSTOMER, id: 2, firstName: 'Dan', lastName: 'Munteanu', role: 'ROLE_MANAGER', orders: [] };

describe('UserDetail (/admin/users/:userId)', () => {
  beforeEach(() => {
    toast.dismiss();
  });

  it("shows a customer's account, newsletter state and orders", async () => {
    stubFetchRoutes({ 'GET /admin-service/users/7': { body: CUSTOMER } });
    renderWithRouter(<UserDetail userId="7" />);
    expect(await screen.findByRole('heading', { name: 'Maria Pop' })).toBeInTheDocument();
    expect(screen.getByText(/Client · maria@example\.ro · activ/)).toBeInTheDocument();
    expect(screen.getByLabelText('Prenume')).toHaveValue('Maria');
    expect(screen.getByLabelText('Telefon')).toHaveValue('0722123456');
    expect(screen.queryByLabelText('Rol')).not.toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Comenzile clientului' });
    expect(orders).toHaveTextContent('Abonat la newsletter: Da');
    expect(screen.getByRole('link', { name: '#A-1031' })).toHaveAttribute('href', '/comenzi/31');
  });

  it('saves the edited names and phone, and says so', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/users/7': { body: CUSTOMER },
      'POST /admin-service/users/7': ({ json }) => ({ body: { ...CUSTOMER, ...(json as object) } }),
    });
    renderWithRouter(<UserDetail userId="7" />);
    const first = await screen.findByLabelText('Prenume');
    await userEvent.clear(first);
    await userEvent.type(first, 'Mariana');
    await userEvent.clear(screen.getByLabelText('Telefon'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/users/7')[0].json).toEqual({
      firstName: 'Mariana',
      lastName: 'Pop',
      phoneNumber: null,
      role: null,
    });
  });

  it('a new phone number is sent as typed, without the spaces around it', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/users/7': { body: CUSTOMER },
      'POST /admin-service/users/7': ({ json }) => ({ body: { ...CUSTOMER, ...(json as object) } }),
    });
    renderWithRouter(<UserDetail userId="7" />);
    const phone = await screen.findByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, ' 0744555666 ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(await screen.findByText('Datele au fost salvate cu succes!')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/users/7')[0].json).toEqual({
      firstName: 'Maria',
      lastName: 'Pop',
      phoneNumber: '0744555666',
      role: null,
    });
  });

  it('refuses a first name with special characters before sending', async () => {
    const { callsTo } = stubFetchRoutes({ 'GET /admin-service/users/7': { body: CUSTOMER } });
    renderWithRouter(<UserDetail userId="7" />);
    const first = await screen.findByLabelText('Prenume');
    await userEvent.clear(first);
    await userEvent.type(first, 'M@');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(
      await screen.findByText('Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/users/7')).toHaveLength(0);
  });

  it("staff have a role to change and no orders section; the role is sent", async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/users/2': { body: MANAGER },
      'POST /admin-service/users/2': { body: { ...MANAGER, role: 'ROLE_ADMIN' } },
    });
    renderWithRouter(<UserDetail userId="2" />);
    const role = await screen.findByLabelText('Rol');
    expect(role).toHaveValue('ROLE_MANAGER');
    expect(screen.queryByRole('region', { name: 'Comenzile clientului' })).not.toBeInTheDocument();
    await userEvent.selectOptions(role, 'ROLE_ADMIN');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(callsTo('POST', '/admin-service/users/2')).toHaveLength(1));
    expect(callsTo('POST', '/admin-service/users/2')[0].json).toMatchObject({ role: 'ROLE_ADMIN' });
  });

  it('"Dezactivează contul" deactivates the account and says its sessions closed', async () => {
    const { callsTo } = stubFetchRoutes({
      'GET /admin-service/users/7': { body: CUSTOMER },
      'POST /admin-service/users/7/deactivate': { body: { ...CUSTOMER, active: false } },
    });
    renderWithRouter(<UserDetail userId="7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dezactivează contul' }));
    expect(await screen.findByText('Contul a fost dezactivat; sesiunile lui s-au închis.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin-service/users/7/deactivate')).toHaveLength(1);
  });

  it('a user that cannot be loaded says "Afișarea utilizatorilor nu e posibilă."', async () => {
    stubFetchRoutes({ 'GET /admin-service/users/7': { status: 500, body: { status: 500, message: 'Eroare internă' } } });
    renderWithRouter(<UserDetail userId="7" />);
    expect(await screen.findByText('Afișarea utilizatorilor nu e posibilă.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeInTheDocument();
  });
});
