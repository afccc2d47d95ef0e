import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import type { UserPage } from '@/types/api';
import { UsersList } from './users-list';

const ADMINS: UserPage = {
  totalElements: 12,
  content: [
    {
      id: 1,
      firstName: 'Ana',
      lastName: 'Ionescu',
      email: 'ana@brutarie.ro',
      phoneNumber: '0722123456',
      role: 'ROLE_ADMIN',
      active: true,
      newsletterAccepted: false,
    },
    {
      id: 2,
      firstName: 'Dan',
      lastName: 'Munteanu',
      email: 'dan@brutarie.ro',
      phoneNumber: null,
      role: 'ROLE_MANAGER',
      active: false,
      newsletterAccepted: false,
    },
  ],
};
const CUSTOMERS: UserPage = {
  totalElements: 1,
  content: [
    {
      id: 7,
      firstName: 'Maria',
      lastName: 'Pop',
      email: 'maria@example.ro',
      phoneNumber: null,
      role: 'ROLE_USER',
      active: true,
      newsletterAccepted: true,
    },
  ],
};
const FAILED = { status: 500, body: { status: 500, message: 'Eroare internă' } };

describe('UsersList (/admin/users)', () => {
  it('opens on the team: names link to their page, roles and states in Romanian, 10 a page', async () => {
    const { calledPaths } = stubFetchRoutes({ 'GET /admin-service/get-admins': { body: ADMINS } });
    renderWithRouter(<UsersList />);
    const ana = (await screen.findByRole('link', { name: 'Ionescu Ana' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Ionescu Ana' })).toHaveAttribute('href', '/admin/users/1');
    expect(within(ana).getByText('Administrator')).toBeInTheDocument();
    expect(within(ana).getByText('Activ')).toBeInTheDocument();
    const dan = screen.getByRole('link', { name: 'Munteanu Dan' }).closest('tr')!;
    expect(within(dan).getByText('Manager')).toBeInTheDocument();
    expect(within(dan).getByText('Dezactivat')).toBeInTheDocument();
    expect(within(dan).getByText('—')).toBeInTheDocument(); // no phone
    expect(screen.getByText('Rezultatele 1 - 10 din 12')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Echipa (administratori și manageri)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Adaugă administrator' })).toHaveAttribute('href', '/admin/users/add-admin-user');
    expect(calledPaths()[0]).toBe('/admin-service/get-admins?page=0&size=10');
  });

  it('the second page asks the service for page 1', async () => {
    const { calledPaths } = stubFetchRoutes({ 'GET /admin-service/get-admins': { body: ADMINS } });
    renderWithRouter(<UsersList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(calledPaths()).toContain('/admin-service/get-admins?page=1&size=10'));
  });

  it('the customers tab lists the customers and offers "Adaugă utilizator"', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /admin-service/get-admins': { body: ADMINS },
      'GET /admin-service/get-users': { body: CUSTOMERS },
    });
    renderWithRouter(<UsersList />);
    await screen.findByRole('link', { name: 'Ionescu Ana' });
    await userEvent.click(screen.getByRole('tab', { name: 'Clienți' }));
    const maria = (await screen.findByRole('link', { name: 'Pop Maria' })).closest('tr')!;
    expect(within(maria).getByText('Client')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ionescu Ana' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adaugă utilizator' })).toHaveAttribute('href', '/admin/users/add-user');
    expect(calledPaths()).toContain('/admin-service/get-users?page=0&size=10');
  });

  it('searching sends the words to the service', async () => {
    const { calledPaths } = stubFetchRoutes({ 'GET /admin-service/get-admins': { body: ADMINS } });
    renderWithRouter(<UsersList />);
    await screen.findByRole('link', { name: 'Ionescu Ana' });
    await userEvent.type(screen.getByLabelText('Caută după nume sau e-mail'), 'ana');
    await waitFor(() => expect(calledPaths()).toContain('/admin-service/get-admins?page=0&size=10&search=ana'));
  });

  it('an empty list says "Nu există utilizatori disponibili."', async () => {
    stubFetchRoutes({ 'GET /admin-service/get-admins': { body: { totalElements: 0, content: [] } } });
    renderWithRouter(<UsersList />);
    expect(await screen.findByText('Nu există utilizatori disponibili.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the team failing to load says "Afișarea utilizatorilor - admin nu e posibilă."', async () => {
    stubFetchRoutes({ 'GET /admin-service/get-admins': FAILED });
    renderWithRouter(<UsersList />);
    expect(await screen.findByText('Afișarea utilizatorilor - admin nu e posibilă.')).toBeInTheDocument();
    expect(screen.getByText('Eroare internă')).toBeInTheDocument();
  });

  it('the customers failing to load says "Afișarea utilizatorilor nu e posibilă."', async () => {
    stubFetchRoutes({ 'GET /admin-service/get-admins': { body: ADMINS }, 'GET /admin-service/get-users': FAILED });
    renderWithRouter(<UsersList />);
    await screen.findByRole('link', { name: 'Ionescu Ana' });
    await userEvent.click(screen.getByRole('tab', { name: 'Clienți' }));
    expect(await screen.findByText('Afișarea utilizatorilor nu e posibilă.')).toBeInTheDocument();
    expect(screen.queryByText('Afișarea utilizatorilor - admin nu e posibilă.')).not.toBeInTheDocument();
  });
});
