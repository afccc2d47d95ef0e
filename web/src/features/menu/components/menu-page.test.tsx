import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { MenuPage } from './menu-page';

const CATEGORIES = [
  { id: 1, name: 'Torturi', value: 'torturi', specialCategory: false },
  { id: 2, name: 'Prăjituri', value: 'prajituri', specialCategory: false },
  {
    id: 3,
    name: 'Torturi figurine și candy bar',
    value: 'torturi-figurine-si-candy-bar',
    specialCategory: true,
    additionalInformation: 'Stabilim împreună modelul.',
  },
];

const DIPLOMAT = {
  id: 12,
  name: 'Tort diplomat cu fructe',
  description: 'Cremă de vanilie cu frișcă, pandișpan și fructe proaspete de sezon.',
  category: { id: 1, name: 'Torturi', value: 'torturi' },
  isVeggie: true,
  outOfStock: false,
  imageLink: null,
  thumbnailLink: null,
  price: '120.00',
  dimensions: [],
};
const SOLD_OUT = { ...DIPLOMAT, id: 13, name: 'Tort Red Velvet', isVeggie: false, outOfStock: true, price: '150.00' };
const FIGURINE = {
  id: 30,
  name: 'Tort cu unicorn',
  category: { id: 3, name: 'Torturi figurine și candy bar', value: 'torturi-figurine-si-candy-bar' },
  imagesLinks: [{ id: 5, imageLink: '/media/unicorn-1200.jpg', thumbnailLink: '/media/unicorn-400.jpg', name: 'unicorn.jpg' }],
  price: null,
  dimensions: [],
};

function renderMenu(path = '/meniu') {
  return renderRoutes([{ path: '/meniu', element: <MenuPage phone="0269 210 512" /> }], path);
}

describe('/meniu', () => {
  it('shows cards with the cut description, the lowest price and the badges', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products': { body: [DIPLOMAT, SOLD_OUT] },
    });
    renderMenu('/meniu?category=torturi');
    const link = await screen.findByRole('link', { name: 'Tort diplomat cu fructe' });
    const card = link.closest('article')!;
    expect(within(card).getByText('Cremă de vanilie cu frișcă, pandișpan și fructe pr…')).toBeInTheDocument();
    expect(within(card).getByText('de la 120,00 RON')).toBeInTheDocument();
    expect(within(card).getByText('Vegetarian')).toBeInTheDocument();
    const soldOut = screen.getByRole('link', { name: 'Tort Red Velvet' }).closest('article')!;
    expect(within(soldOut).getByText('Stoc epuizat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Torturi', level: 2 })).toBeInTheDocument();
  });

  it('puts the search into the URL after a pause and asks for it', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products': { body: [DIPLOMAT] },
    });
    const { router } = renderMenu();
    await screen.findByRole('link', { name: 'Tort diplomat cu fructe' });
    await userEvent.type(screen.getByLabelText('Caută în meniu'), 'diplomat');
    await waitFor(() => expect(router.state.location.search).toBe('?search=diplomat'));
    await screen.findByRole('heading', { name: 'Rezultate pentru „diplomat”' });
    expect(calledPaths()).toContain('/user-service/get-base-products?search=diplomat');
    // Typing once more does not search for every letter.
    expect(calledPaths().filter((p) => p.includes('search=')).length).toBe(1);
  });

  it('puts the chosen category into the URL and asks for its products', async () => {
    const { calledPaths } = stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products': { body: [DIPLOMAT] },
    });
    const { router } = renderMenu();
    const chips = await screen.findByRole('navigation', { name: 'Categorii' });
    await userEvent.click(await within(chips).findByRole('link', { name: 'Prăjituri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=prajituri'));
    expect(within(chips).getByRole('link', { name: 'Prăjituri' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(calledPaths()).toContain('/user-service/get-base-products?category=prajituri'));
  });

  it('says when nothing matches', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products': { body: [] },
    });
    renderMenu('/meniu?search=zzz');
    expect(await screen.findByText('Nu s-au găsit produse pentru criteriile selectate.')).toBeInTheDocument();
    expect(screen.getByLabelText('Caută în meniu')).toHaveValue('zzz');
  });

  it('says when the menu cannot be shown', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products': { status: 500, body: { status: 500, message: '' } },
    });
    renderMenu('/meniu?category=torturi');
    expect(await screen.findByText('Afișarea meniului nu este posibilă momentan.')).toBeInTheDocument();
  });

  it('shows a special category as a gallery with the phone offer', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products': { body: [FIGURINE] },
    });
    renderMenu('/meniu?category=torturi-figurine-si-candy-bar');
    // The caption names the photo (the image itself has alt="": its name would be read twice).
    const caption = await screen.findByText('Tort cu unicorn', { selector: 'figcaption' });
    expect(caption.closest('figure')?.querySelector('img')).toHaveAttribute('src', '/media/unicorn-400.jpg');
    const offer = screen.getByText(/Pentru torturi cu figurine și candy bar vă rugăm să ne sunați la/);
    expect(offer).toHaveTextContent(
      'Pentru torturi cu figurine și candy bar vă rugăm să ne sunați la 0269 210 512 pentru o ofertă personalizată.',
    );
    expect(within(offer).getByRole('link', { name: '0269 210 512' })).toHaveAttribute('href', 'tel:0269210512');
    expect(screen.queryByText(/de la/)).not.toBeInTheDocument();
  });

  it("category 'Promotii' shows the promotions, or says there are none", async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/promotions': {
        body: [{ id: 1, name: 'Reducere de toamnă', type: 'COUPON_CODE', active: true, couponCode: 'TOAMNA10', discountPercentage: 10 }],
      },
    });
    renderMenu('/meniu?category=Promotii');
    expect(await screen.findByRole('heading', { name: 'Reducere de toamnă' })).toBeInTheDocument();
    expect(screen.getByText('TOAMNA10')).toBeInTheDocument();
    expect(screen.getByText('Reducere de 10%')).toBeInTheDocument();
  });

  it("says 'Promotiile nu au putut fi afisate.' when they fail", async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/promotions': { status: 500, body: { status: 500, message: '' } },
    });
    renderMenu('/meniu?category=Promotii');
    expect(await screen.findByText('Promotiile nu au putut fi afisate.')).toBeInTheDocument();
  });
});
