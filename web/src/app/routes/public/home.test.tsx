import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { HomeRoute } from './home';

const SLOW = { timeout: 15_000 };

/** Four ordinary categories (the preview shows 3) and a special one (a card, never a preview tab). */
const CATEGORIES = [
  { id: 9, name: 'Torturi figurine', value: 'torturi-figurine', specialCategory: true },
  { id: 1, name: 'Torturi', value: 'torturi', specialCategory: false },
  { id: 2, name: 'Prăjituri', value: 'prajituri', specialCategory: false },
  { id: 3, name: 'Patiserie', value: 'patiserie', specialCategory: false },
  { id: 4, name: 'Băuturi', value: 'bauturi', specialCategory: false },
];

function meal(id: number, name: string, photo: boolean) {
  return {
    id,
    name,
    description: null,
    category: { id: 1, name: 'Torturi', value: 'torturi' },
    isVeggie: false,
    outOfStock: false,
    imageLink: photo ? `/media/m${id}-1200.jpg` : null,
    thumbnailLink: photo ? `/media/m${id}-400.jpg` : null,
    price: '20.00',
    dimensions: [],
  };
}
const SEVEN_CAKES = Array.from({ length: 7 }, (_, i) => meal(100 + i, `Tort ${i + 1}`, false));
const TEN_WITH_PHOTOS = Array.from({ length: 10 }, (_, i) => meal(200 + i, `Prăjitura ${i + 1}`, true));

/**
 * The home page as the app puts it together: its sections come from the menu feature, each in its
 * own chunk. The parts are tested on their own in features/menu; this shows the page has them, with
 * their limits.
 */
describe('home page (/)', () => {
  it('has the category cards, a menu preview of 3 categories and 5 meals, and a gallery of 8 photos', { timeout: 60_000 }, async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products?category=torturi': { body: SEVEN_CAKES },
      'GET /user-service/get-base-products': { body: TEN_WITH_PHOTOS },
    });
    renderRoutes([{ path: '/', element: <HomeRoute /> }], '/');

    const cards = within(screen.getByRole('region', { name: 'Alege categoria preferată' }));
    expect(await cards.findByRole('link', { name: /^Torturi figurine/ }, SLOW)).toHaveAttribute('href', '/meniu?category=torturi-figurine');
    expect(cards.getAllByRole('link')).toHaveLength(5);

    const preview = within(screen.getByRole('region', { name: 'Ce coacem azi' }));
    const tabs = await preview.findAllByRole('tab', {}, SLOW);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Torturi', 'Prăjituri', 'Patiserie']);
    await preview.findByRole('link', { name: 'Tort 1' }, SLOW);
    expect(preview.getAllByRole('link', { name: /^Tort \d$/ })).toHaveLength(5);
    expect(preview.queryByRole('link', { name: 'Tort 6' })).not.toBeInTheDocument();

    const gallery = within(screen.getByRole('region', { name: 'Din atelierul nostru' }));
    await gallery.findByRole('link', { name: /Prăjitura 1/ }, SLOW);
    expect(gallery.getAllByRole('link')).toHaveLength(8);
  });

  it('shows the dishes with their prices right under the hero, before the categories and the story', async () => {
    stubFetchRoutes({
      'GET /user-service/get-categories': { body: CATEGORIES },
      'GET /user-service/get-base-products?category=torturi': { body: SEVEN_CAKES },
      'GET /user-service/get-base-products': { body: TEN_WITH_PHOTOS },
    });
    renderRoutes([{ path: '/', element: <HomeRoute /> }], '/');
    // The sections' titles in the page's order, after the hero's slide.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const preview = titles.indexOf('Ce coacem azi');
    expect(titles.slice(preview, preview + 3)).toEqual(['Ce coacem azi', 'Alege categoria preferată', 'Rețete de familie, ingrediente adevărate']);
    expect(preview, 'only the hero before the dishes').toBe(1);
    const dishes = within(screen.getByRole('region', { name: 'Ce coacem azi' }));
    expect(await dishes.findAllByText('20,00 RON', {}, SLOW)).toHaveLength(5);
  });
});
