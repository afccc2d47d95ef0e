import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { CATEGORIES } from '../testing/fixtures';
import { CategoriesPanel } from './categories-panel';
import { CategoryPage } from './category-page';

const INFO = {
  pickupLocations: [
    { id: 1, pickupLocationName: 'Cofetăria din centru', pickupLocationDescription: 'Str. Nicolae Bălcescu 12' },
    { id: 2, pickupLocationName: 'Laboratorul Hipodrom', pickupLocationDescription: 'Str. Rahovei 45' },
  ],
};

describe('categories', () => {
  it('deletes a category only after confirmation', async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'DELETE /admin-service/setup/delete-category/1': { body: { message: 'ok' } },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/menu', element: <CategoriesPanel /> }], '/admin/menu');
    await user.click(await screen.findByRole('button', { name: 'Șterge categoria Torturi' }));
    const dialog = screen.getByRole('dialog', { name: 'Ștergeți categoria?' });
    expect(within(dialog).getByText(/Torturi/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Anulează' }));
    expect(api.callsTo('DELETE', '/admin-service/setup/delete-category/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Șterge categoria Torturi' }));
    await user.click(screen.getByRole('button', { name: 'Șterge categoria' }));
    expect(await screen.findByText('Categoria a fost ștearsă cu succes!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/admin-service/setup/delete-category/1')).toHaveLength(1);
  });

  it("shows the server's message when a category still has products (409)", async () => {
    stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'DELETE /admin-service/setup/delete-category/1': { status: 409, body: { status: 409, message: 'Categoria are produse.' } },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/menu', element: <CategoriesPanel /> }], '/admin/menu');
    await user.click(await screen.findByRole('button', { name: 'Șterge categoria Torturi' }));
    await user.click(screen.getByRole('button', { name: 'Șterge categoria' }));
    expect(await screen.findByText('A apărut o eroare: Categoria are produse.')).toBeInTheDocument();
  });

  it('creates a category: name required, pickup place required when picking up elsewhere', async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/setup/fetch-information': { body: INFO },
      'POST /admin-service/setup/create-category': ({ json }) => ({ body: [{ ...(json as object[])[0], id: 5 }] }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/menu/add-category', element: <CategoryPage /> }], '/admin/menu/add-category');
    await user.click(await screen.findByRole('button', { name: 'Salvează categoria' }));
    expect(await screen.findByText('Numele categoriei este obligatoriu.')).toBeVisible();

    await user.type(screen.getByLabelText('Numele categoriei'), 'Prăjituri');
    await user.click(screen.getByRole('button', { name: 'Adaugă ingredient' }));
    await user.type(screen.getByLabelText('Ingredient 1'), 'Frișcă');
    await user.type(screen.getByLabelText('Preț ingredient 1 (RON)'), '4');
    await user.click(screen.getByRole('switch', { name: 'Ridicare din altă locație' }));
    await user.click(screen.getByRole('button', { name: 'Salvează categoria' }));
    expect(await screen.findByText('Trebuie să specificați locația de ridicare.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/setup/create-category')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Locația de ridicare'), 'Laboratorul Hipodrom');
    await user.click(screen.getByRole('button', { name: 'Salvează categoria' }));
    expect(await screen.findByText('Categoria a fost adaugata cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/setup/create-category')[0].json).toEqual([
      {
        name: 'Prăjituri',
        specialCategory: false,
        extraIngredients: [{ name: 'Frișcă', price: '4.00' }],
        isPickupFromSpecificLocation: true,
        givenLocationForPickup: 2,
        preferredMessage: false,
        preferredMessageMaxLength: null,
        additionalInformation: null,
      },
    ]);
  });

  it('edits the category of ?id= and sends its id', async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/setup/get-categories': { body: CATEGORIES },
      'GET /admin-service/setup/fetch-information': { body: INFO },
      'POST /admin-service/setup/create-category': ({ json }) => ({ body: json }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/admin/menu/add-category', element: <CategoryPage /> }], '/admin/menu/add-category?id=9');
    const name = await screen.findByLabelText('Numele categoriei');
    expect(name).toHaveValue('Torturi figurine și candy bar');
    await waitFor(() => expect(screen.getByLabelText('Locația de ridicare')).toHaveValue('2'));
    await user.clear(name);
    await user.type(name, 'Candy bar');
    await user.click(screen.getByRole('button', { name: 'Salvează categoria' }));
    expect(await screen.findByText('Categoria a fost actualizata cu succes!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin-service/setup/create-category')[0].json).toMatchObject([
      { id: 9, name: 'Candy bar', specialCategory: true, givenLocationForPickup: 2 },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows 'Afisarea categoriilor nu este posibila momentan.' when they cannot load", async () => {
    stubFetchRoutes({ 'GET /admin-service/setup/get-categories': { status: 500, body: { status: 500, message: '' } } });
    renderRoutes([{ path: '/admin/menu', element: <CategoriesPanel /> }], '/admin/menu');
    expect(await screen.findByText('Afisarea categoriilor nu este posibila momentan.')).toBeVisible();
  });
});
