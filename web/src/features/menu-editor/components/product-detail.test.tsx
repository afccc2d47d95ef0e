import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { PRODUCT } from '../testing/fixtures';
import { ProductDetail } from './product-detail';

function renderDetail(area: 'admin' | 'staff' = 'admin') {
  const base = area === 'admin' ? '/admin/menu' : '/comenzi/editare-produse';
  return renderRoutes(
    [
      { path: `${base}/:mealId`, element: <ProductDetail area={area} mealId="12" /> },
      { path: base, element: <p>Lista produselor</p> },
    ],
    `${base}/12`,
  );
}

describe('product detail', () => {
  it('shows dimensions and prices in RON, extras, flags and the edit link', async () => {
    stubFetchRoutes({ 'GET /admin-service/entries/get-entry/12': { body: PRODUCT } });
    renderDetail('staff');
    expect(await screen.findByRole('heading', { name: 'Tort Diplomat', level: 1 })).toBeVisible();
    const dims = screen.getByRole('table', { name: 'Dimensiuni și prețuri' });
    expect(within(dims).getByText('120,00 RON')).toBeVisible();
    expect(within(dims).getByText('Nelimitat')).toBeVisible();
    expect(within(dims).getByText('5,00 RON')).toBeVisible();
    expect(screen.getByText('Fructe de pădure')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Editează' })).toHaveAttribute('href', '/comenzi/12/edit');
  });

  it('makes editing the primary action and deleting an outlined danger one, not the loudest button', async () => {
    stubFetchRoutes({ 'GET /admin-service/entries/get-entry/12': { body: PRODUCT } });
    renderDetail();
    const edit = await screen.findByRole('link', { name: 'Editează' });
    const remove = screen.getByRole('button', { name: 'Șterge' });
    expect(edit).toHaveClass('btn--primary');
    expect(remove).not.toHaveClass('btn--danger');
    expect(remove).not.toHaveClass('btn--primary');
    expect(remove).toHaveClass('btn--secondary', 'adm-delete');
  });

  it('asks before deleting: cancel keeps the product, confirm deletes and returns to the list', async () => {
    const api = stubFetchRoutes({
      'GET /admin-service/entries/get-entry/12': { body: PRODUCT },
      'DELETE /admin-service/entries/delete-entry/12': { body: { message: 'Șters' } },
      'GET /admin-service/entries': { body: { content: [], totalElements: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Șterge' }));
    let dialog = screen.getByRole('dialog', { name: 'Ștergeți produsul?' });
    await user.click(within(dialog).getByRole('button', { name: 'Anulează' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/admin-service/entries/delete-entry/12')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Șterge' }));
    dialog = screen.getByRole('dialog', { name: 'Ștergeți produsul?' });
    await user.click(within(dialog).getByRole('button', { name: 'Șterge produsul' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu'));
    expect(api.callsTo('DELETE', '/admin-service/entries/delete-entry/12')).toHaveLength(1);
  });

  it("shows 'Produsul nu a putut fi sters.' when the delete fails", async () => {
    stubFetchRoutes({
      'GET /admin-service/entries/get-entry/12': { body: PRODUCT },
      'DELETE /admin-service/entries/delete-entry/12': { status: 500, body: { status: 500, message: '' } },
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Șterge' }));
    await user.click(screen.getByRole('button', { name: 'Șterge produsul' }));
    expect(await screen.findByText('Produsul nu a putut fi sters.')).toBeInTheDocument();
  });

  it("shows 'Afisarea felului de mancare nu e posibila.' when it cannot load", async () => {
    stubFetchRoutes({ 'GET /admin-service/entries/get-entry/12': { status: 404, body: { status: 404, message: 'Produsul nu există.' } } });
    renderDetail();
    expect(await screen.findByText('Afisarea felului de mancare nu e posibila.')).toBeVisible();
    expect(screen.getByText('Produsul nu există.')).toBeVisible();
  });
});
