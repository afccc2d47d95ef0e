import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderWithRouter } from '@/testing/test-utils';
import { CategoryCards } from './category-cards';
import { MenuPreview } from './menu-preview';
import { ProductPhotoGallery } from './product-photo-gallery';

/** Four ordinary categories (the preview shows 3) and a special one (never a preview tab). */
const CATEGORIES = [
  { id: 9, name: 'Torturi figurine', value: 'torturi-figurine', specialCategory: true },
  {
    id: 1,
    name: 'Torturi',
    value: 'torturi',
    specialCategory: false,
    additionalInformation: 'Torturi întregi, pe comandă, din ingrediente naturale, cu cremă de unt, frișcă sau mascarpone și fructe proaspete de sezon.',
  },
  { id: 2, name: 'Prăjituri', value: 'prajituri', specialCategory: false },
  { id: 3, name: 'Patiserie', value: 'patiserie', specialCategory: false },
  { id: 4, name: 'Băuturi', value: 'bauturi', specialCategory: false },
];

function meal(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    description: null,
    category: { id: 1, name: 'Torturi', value: 'torturi' },
    isVeggie: false,
    outOfStock: false,
    imageLink: null,
    thumbnailLink: null,
    price: '20.00',
    dimensions: [],
    ...extra,
  };
}
const SEVEN_CAKES = Array.from({ length: 7 }, (_, i) => meal(100 + i, `Tort ${i + 1}`));
const PASTRIES = [meal(200, 'Ecler cu vanilie')];

describe('home: category cards', () => {
  it('shows one card per category, each linking to its menu, with the text cut at 90 characters', async () => {
    stubFetchRoutes({ 'GET /user-service/get-categories': { body: CATEGORIES } });
    renderWithRouter(<CategoryCards />);
    const cakes = await screen.findByRole('link', { name: /Torturi întregi, pe comandă/ });
    expect(cakes).toHaveAttribute('href', '/meniu?category=torturi');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /^Prăjituri/ })).toHaveAttribute('href', '/meniu?category=prajituri');
    expect(screen.getByRole('link', { name: /^Torturi figurine/ })).toHaveAttribute('href', '/meniu?category=torturi-figurine');
    const text = within(cakes).getByText(/^Torturi întregi/).textContent!;
    expect(text.length).toBeLessThanOrEqual(91);
    expect(text.endsWith('…')).toBe(true);
  });

  it('says so when the categories cannot be read', async () => {
    stubFetchRoutes({ 'GET /user-service/get-categories': { status: 500, body: { status: 500, message: '' } } });
    renderWithRouter(<CategoryCards />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('home: menu preview', () => {
  it('has tabs for the first 3 ordinary categories only, the first one open', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products?category=torturi': { body: SEVEN_CAKES },
    });
    renderWithRouter(<MenuPreview />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Torturi', 'Prăjituri', 'Patiserie']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Torturi figurine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Băuturi' })).not.toBeInTheDocument();
  });

  it('shows 5 meals of the open category out of 7, and a link to all of them', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products?category=torturi': { body: SEVEN_CAKES },
    });
    renderWithRouter(<MenuPreview />);
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByRole('link', { name: 'Tort 1' });
    const names = within(panel)
      .getAllByRole('link')
      .map((l) => l.textContent)
      .filter((t) => t?.startsWith('Tort '));
    expect(names).toEqual(['Tort 1', 'Tort 2', 'Tort 3', 'Tort 4', 'Tort 5']);
    expect(within(panel).getByRole('link', { name: 'Tort 1' })).toHaveAttribute('href', '/meniu/100');
    expect(within(panel).getByRole('link', { name: 'Vezi toate din Torturi' })).toHaveAttribute('href', '/meniu?category=torturi');
  });

  it('another tab shows that category (with the keyboard too)', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products?category=torturi': { body: SEVEN_CAKES },
      'GET /user-service/get-base-products?category=prajituri': { body: PASTRIES },
      'GET /user-service/get-base-products?category=patiserie': { body: [] },
    });
    renderWithRouter(<MenuPreview />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Prăjituri' }));
    expect(await screen.findByRole('link', { name: 'Ecler cu vanilie' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tort 1' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Patiserie' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Patiserie' })).toHaveFocus();
  });
});

describe('home: gallery', () => {
  it('shows at most 8 product photos, only products that have one, each linking to its page', async () => {
    const products = [
      meal(1, 'Fără poză'),
      ...Array.from({ length: 9 }, (_, i) => meal(10 + i, `Prăjitura ${i + 1}`, { thumbnailLink: `/media/p${i + 1}-400.jpg` })),
    ];
    stubFetchRoutes({ 'GET /user-service/get-base-products': { body: products } });
    renderWithRouter(<ProductPhotoGallery />);
    await screen.findByRole('link', { name: /Prăjitura 1/ });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(screen.queryByRole('link', { name: /Fără poză/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Prăjitura 9/ })).not.toBeInTheDocument();
    expect(links[0]).toHaveAttribute('href', '/meniu/10');
  });

  it('without photos it says they come soon', async () => {
    stubFetchRoutes({ 'GET /user-service/get-base-products': { body: [meal(1, 'Fără poză')] } });
    renderWithRouter(<ProductPhotoGallery />);
    expect(await screen.findByText('Fotografiile produselor noastre apar aici în curând.')).toBeInTheDocument();
  });
});
