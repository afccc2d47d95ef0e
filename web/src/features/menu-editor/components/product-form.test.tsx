import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { CATEGORIES, PRODUCT } from '../testing/fixtures';
import { ProductForm } from './product-form';

const CATS = { 'GET /admin-service/setup/get-categories': { body: CATEGORIES } };

function renderAdd(path = '/admin/menu/add-new-meal') {
  return renderRoutes(
    [
      { path: '/admin/menu/add-new-meal', element: <ProductForm area="admin" /> },
      { path: '/admin/menu/:mealId/edit', element: <ProductForm area="admin" mealId="12" /> },
      { path: '/admin/menu/:mealId', element: <p>Pagina produsului</p> },
      { path: '/comenzi/adaugare-fel-mancare', element: <ProductForm area="staff" /> },
      { path: '/comenzi/editare-produse/:mealId', element: <p>Produs în panou</p> },
    ],
    path,
  );
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Categorie'), 'Torturi');
  await user.type(screen.getByLabelText('Numele produsului'), 'Tort Diplomat');
  const dim = screen.getByRole('group', { name: 'Dimensiunea 1' });
  await user.type(within(dim).getByLabelText('Denumire'), '1 kg');
  await user.type(within(dim).getByLabelText('Preț (RON)'), '120,5');
  return dim;
}

describe('product form rules', () => {
  it('unlimited stock disables the stock field and sends 9999', async () => {
    const api = stubFetchRoutes({ ...CATS, 'POST /admin-service/entries/add-entry': { body: { id: 40 } } });
    const user = userEvent.setup();
    const { router } = renderAdd();
    const dim = await fillBasics(user);
    const stock = within(dim).getByLabelText('Stoc');
    const unlimited = within(dim).getByLabelText('Stoc nelimitat');
    expect(unlimited).toBeChecked();
    expect(stock).toBeDisabled();
    expect(stock).toHaveValue(9999);

    // Off: the stock is required and editable…
    await user.click(unlimited);
    expect(stock).toBeEnabled();
    await user.click(within(dim).getByLabelText('Necesită cutie separată'));
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    expect(await within(dim).findByText('Stocul este obligatoriu: un număr întreg mai mare sau egal cu 0.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/entries/add-entry')).toHaveLength(0);

    // …and on again it is locked and sent as 9999.
    await user.click(unlimited);
    expect(stock).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu/40'));
    const body = api.callsTo('POST', '/admin-service/entries/add-entry')[0].json as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Tort Diplomat',
      category: { id: 1 },
      orderType: 'standard',
      standardOrderType: true,
      preOrderOrderType: false,
      available: true,
      dimensions: [{ value: '1 kg', price: '120.50', stock: 9999, stockUnlimited: true, boxNeeded: false, boxPrice: null }],
    });
    expect(body).not.toHaveProperty('id');
    expect(await screen.findByText('Produsul a fost adaugat cu succes!')).toBeInTheDocument();
  });

  it('the minimum count is enabled only for numarBucati and sent only then', async () => {
    const api = stubFetchRoutes({ ...CATS, 'POST /admin-service/entries/add-entry': { body: { id: 41 } } });
    const user = userEvent.setup();
    renderAdd();
    const dim = await fillBasics(user);
    const number = within(dim).getByLabelText('Număr minim de bucăți');
    expect(number).toBeDisabled();
    await user.selectOptions(within(dim).getByLabelText('Cantitate minimă'), 'numarBucati');
    expect(number).toBeEnabled();
    await user.type(within(dim).getByLabelText('Preț cutie (RON)'), '5');
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    expect(await within(dim).findByText('Numărul minim de bucăți trebuie să fie un număr întreg de cel puțin 1.')).toBeVisible();
    await user.type(number, '6');
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/entries/add-entry')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/entries/add-entry')[0].json).toMatchObject({
      dimensions: [{ minimumQuantityType: 'numarBucati', minimumQuantityNumber: 6, boxNeeded: true, boxPrice: '5.00' }],
    });
  });

  it('the box price is enabled only with a separate box', async () => {
    const api = stubFetchRoutes({ ...CATS, 'POST /admin-service/entries/add-entry': { body: { id: 42 } } });
    const user = userEvent.setup();
    renderAdd();
    const dim = await fillBasics(user);
    const boxPrice = within(dim).getByLabelText('Preț cutie (RON)');
    const box = within(dim).getByLabelText('Necesită cutie separată');
    expect(box).toBeChecked();
    expect(boxPrice).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    expect(
      await within(dim).findByText('Prețul cutiei este obligatoriu: un număr mai mare sau egal cu 0, cu cel mult două zecimale.'),
    ).toBeVisible();
    await user.type(boxPrice, '7');
    await user.click(box);
    expect(boxPrice).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/entries/add-entry')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/entries/add-entry')[0].json).toMatchObject({
      dimensions: [{ boxNeeded: false, boxPrice: null, minimumQuantityType: 'NA', minimumQuantityNumber: null }],
    });
  });

  it('a special category locks the order type to special and disables the dimensions', async () => {
    const api = stubFetchRoutes({ ...CATS, 'POST /admin-service/entries/add-entry': { body: { id: 43 } } });
    const user = userEvent.setup();
    renderAdd();
    await user.selectOptions(await screen.findByLabelText('Categorie'), 'Torturi figurine și candy bar (specială)');
    const special = screen.getByLabelText('Special');
    expect(special).toBeChecked();
    expect(special).toBeDisabled();
    expect(screen.getByLabelText('Standard')).toBeDisabled();
    expect(screen.getByLabelText('Precomandă')).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Dimensiunea 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adaugă dimensiune' })).toBeDisabled();

    // Back to a normal category: the type is free again.
    await user.selectOptions(screen.getByLabelText('Categorie'), 'Torturi');
    expect(screen.getByLabelText('Standard')).toBeEnabled();
    expect(screen.getByLabelText('Standard')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Dimensiunea 1' })).toBeEnabled();

    // Special again, then saved: special type, both flags false, the blank locked row left out.
    await user.selectOptions(screen.getByLabelText('Categorie'), 'Torturi figurine și candy bar (specială)');
    await user.type(screen.getByLabelText('Numele produsului'), 'Tort cu figurine');
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin-service/entries/add-entry')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin-service/entries/add-entry')[0].json).toMatchObject({
      category: { id: 9 },
      orderType: 'special',
      standardOrderType: false,
      preOrderOrderType: false,
      dimensions: [],
    });
  });

  it('the availability toggle sets every dimension', async () => {
    stubFetchRoutes(CATS);
    const user = userEvent.setup();
    renderAdd();
    await screen.findByLabelText('Categorie');
    await user.click(screen.getByRole('button', { name: 'Adaugă dimensiune' }));
    const toggle = screen.getByRole('switch', { name: 'Produs disponibil' });
    await user.click(toggle);
    for (const name of ['Dimensiunea 1', 'Dimensiunea 2']) {
      expect(within(screen.getByRole('group', { name })).getByLabelText('Dimensiune disponibilă')).not.toBeChecked();
    }
    await user.click(toggle);
    for (const name of ['Dimensiunea 1', 'Dimensiunea 2']) {
      expect(within(screen.getByRole('group', { name })).getByLabelText('Dimensiune disponibilă')).toBeChecked();
    }
  });

  it('shows the server per-field errors under their fields and the failure message', async () => {
    stubFetchRoutes({
      ...CATS,
      'POST /admin-service/entries/add-entry': {
        status: 422,
        body: { status: 422, message: 'Date invalide', errors: { 'dimensions.0.price': 'Prețul este prea mare.', 'category.id': 'Categoria nu există.' } },
      },
    });
    const user = userEvent.setup();
    renderAdd();
    const dim = await fillBasics(user);
    await user.type(within(dim).getByLabelText('Preț cutie (RON)'), '5');
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    expect(await within(dim).findByText('Prețul este prea mare.')).toBeVisible();
    expect(screen.getByText('Categoria nu există.')).toBeVisible();
    expect(within(dim).getByLabelText('Preț (RON)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Felul de mancare nu a putut fi adaugat.').length).toBeGreaterThan(0);
    expect(screen.getByText('Date invalide')).toBeVisible();
  });

  it('editing a product shows its prices in the Romanian format the rest of the shop uses', async () => {
    stubFetchRoutes({ ...CATS, 'GET /admin-service/entries/get-entry/12': { body: PRODUCT } });
    renderAdd('/admin/menu/12/edit');
    expect(await screen.findByRole('heading', { name: 'Editare: Tort Diplomat' })).toBeVisible();
    const dim = screen.getByRole('group', { name: 'Dimensiunea 1' });
    expect(within(dim).getByLabelText('Preț (RON)')).toHaveValue('120,00');
    expect(within(dim).getByLabelText('Preț cutie (RON)')).toHaveValue('5,00');
  });

  it('edits a product: sends its id, uploads new images and removed ids after saving', async () => {
    const api = stubFetchRoutes({
      ...CATS,
      'GET /admin-service/entries/get-entry/12': { body: PRODUCT },
      'POST /admin-service/entries/add-entry': { body: { id: 12 } },
      'POST /admin-service/entries/add-product-images/12': { body: { imagesLinks: [] } },
    });
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderAdd('/admin/menu/12/edit');
    expect(await screen.findByRole('heading', { name: 'Editare: Tort Diplomat' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elimină imaginea tort.jpg' }));
    const file = new File(['png'], 'nou.png', { type: 'image/png' });
    const bad = new File(['gif'], 'anim.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Adaugă imagini (PNG, JPEG, JPG)'), [file, bad]);
    expect(await screen.findByText(/Sunt acceptate doar imagini PNG, JPEG sau JPG\./)).toHaveTextContent('anim.gif');
    expect(await screen.findByRole('button', { name: 'Elimină imaginea nouă nou.png' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/menu/12'));

    expect(api.callsTo('POST', '/admin-service/entries/add-entry')[0].json).toMatchObject({
      id: 12,
      dimensions: [{ id: 7, value: '1 kg', price: '120.00', stock: 9999, boxPrice: '5.00' }],
      similarProducts: [{ id: 14 }],
    });
    const upload = api.callsTo('POST', '/admin-service/entries/add-product-images/12')[0];
    const form = upload.init.body as FormData;
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['nou.png']);
    expect(form.get('removedImagesIDs')).toBe('3');
    // The save came first.
    const order = api.calls.map((c) => c.path);
    expect(order.indexOf('/admin-service/entries/add-entry')).toBeLessThan(order.indexOf('/admin-service/entries/add-product-images/12'));
    expect(await screen.findByText('Produsul a fost actualizat cu succes!')).toBeInTheDocument();
  });

  it('an image failure shows its toast; the product stays saved (manager area links)', async () => {
    stubFetchRoutes({
      ...CATS,
      'POST /admin-service/entries/add-entry': { body: { id: 44 } },
      'POST /admin-service/entries/add-product-images/44': { status: 413, body: { status: 413, message: 'Imaginea este prea mare.' } },
    });
    const user = userEvent.setup();
    const { router } = renderAdd('/comenzi/adaugare-fel-mancare');
    const dim = await fillBasics(user);
    await user.type(within(dim).getByLabelText('Preț cutie (RON)'), '5');
    await user.upload(screen.getByLabelText('Adaugă imagini (PNG, JPEG, JPG)'), new File(['jpg'], 'tort.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('button', { name: 'Elimină imaginea nouă tort.jpg' });
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    expect(await screen.findByText('Eroare la salvarea imaginii')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload images')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/comenzi/editare-produse/44'));
  });

  it('requires category, name, dimension name and a price of at least 0', async () => {
    const api = stubFetchRoutes(CATS);
    const user = userEvent.setup();
    renderAdd();
    await screen.findByLabelText('Categorie');
    const dim = screen.getByRole('group', { name: 'Dimensiunea 1' });
    await user.type(within(dim).getByLabelText('Preț (RON)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Salvează produsul' }));
    expect(await screen.findByText('Selectați categoria.')).toBeVisible();
    expect(screen.getByText('Numele produsului este obligatoriu.')).toBeVisible();
    expect(within(dim).getByText('Denumirea dimensiunii este obligatorie.')).toBeVisible();
    expect(within(dim).getByText('Prețul este obligatoriu: un număr mai mare sau egal cu 0, cu cel mult două zecimale.')).toBeVisible();
    expect(api.callsTo('POST', '/admin-service/entries/add-entry')).toHaveLength(0);
  });
});
