import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { MenuRoute, ProductRoute } from './menu';

const PRODUCT = {
  id: 12,
  name: 'Tort diplomat cu fructe',
  description: 'Cremă de vanilie cu frișcă.',
  category: { id: 1, name: 'Torturi', value: 'torturi' },
  imagesLinks: [],
  dimensions: [
    { id: 1, value: '1 kg', price: '120.00', stock: 9999, stockUnlimited: true, availability: true, minimumQuantityType: 'NA', minimumQuantityNumber: null, boxNeeded: false, boxPrice: null },
  ],
  price: '120.00',
};

const API = {
  'GET /user-service/restaurant/last-key': { body: { lastKey: '1' } },
  'GET /user-service/restaurant/fetch-information': { body: { name: 'Cofetăria', phoneNumber: '0269 210 512', email: 'a@b.ro', lastKey: '1' } },
  'GET /user-service/get-categories': { body: [{ id: 1, name: 'Torturi', value: 'torturi', specialCategory: false }] },
  'GET /user-service/get-base-products': { body: [PRODUCT] },
  'GET /user-service/get-product/12': { body: PRODUCT },
};

const routes = [
  { path: '/meniu', element: <MenuRoute /> },
  { path: '/meniu/:productId', element: <ProductRoute /> },
];

describe('/meniu/:productId', () => {
  it('opens as a modal over the menu from a card, and closes back to the menu', async () => {
    stubFetchRoutes(API);
    const { router } = renderRoutes(routes, '/meniu?category=torturi');
    await userEvent.click(await screen.findByRole('link', { name: 'Tort diplomat cu fructe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tort diplomat cu fructe' });
    expect(router.state.location.pathname).toBe('/meniu/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Meniu' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adaugă în coș' }));
    expect(await screen.findByText('Produsul a fost adăugat în coș.')).toBeInTheDocument();
    expect(useCartStore.getState().lines).toMatchObject([{ kind: 'product', id: 12, dimensionId: 1, quantity: 1, price: '120.00' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Închide produsul' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meniu');
    expect(router.state.location.search).toBe('?category=torturi');
  });

  it('is a full page when visited directly', async () => {
    stubFetchRoutes(API);
    renderRoutes(routes, '/meniu/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tort diplomat cu fructe' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /1 kg\s*120,00 RON/ })).toBeChecked();
  });

  it("says 'Afișarea produsului nu e posibilă.' when it cannot be loaded", async () => {
    stubFetchRoutes({ ...API, 'GET /user-service/get-product/12': { status: 500, body: { status: 500, message: '' } } });
    renderRoutes(routes, '/meniu/12');
    expect(await screen.findByText('Afișarea produsului nu e posibilă.')).toBeInTheDocument();
  });
});
