import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPTIONS } from '@/features/custom-cakes/testing/cake-fixtures';
import { businessInfo } from '@/testing/business-fixtures';
import { stubFetchRoutes } from '@/testing/fetch-routes';
import { renderRoutes } from '@/testing/test-utils';
import { CakeRequestRoute } from './custom-cakes';
import { MenuRoute } from './menu';

// A special category keeps its gallery and its phone offer; the app adds the request form beside
// them, for the category and for each item of its gallery.

const CATEGORY = { id: 3, name: 'Torturi cu figurine', value: 'torturi-cu-figurine', specialCategory: true };
const UNICORN = {
  id: 30,
  name: 'Tort unicorn',
  category: { id: 3, name: 'Torturi cu figurine', value: 'torturi-cu-figurine' },
  imagesLinks: [{ id: 5, imageLink: '/media/unicorn-1200.jpg', thumbnailLink: '/media/unicorn-400.jpg', name: 'unicorn.jpg' }],
  price: null,
  dimensions: [],
};

describe('the special categories lead to the custom-cake request', () => {
  it('from a gallery item, the form opens naming it, with its photo, and the description starts from it', async () => {
    stubFetchRoutes({
      'GET /user-service/restaurant/last-key': { body: { lastKey: '1' } },
      'GET /user-service/restaurant/fetch-information': { body: businessInfo({ lastKey: '1' }) },
      'GET /user-service/get-categories': { body: [CATEGORY] },
      'GET /user-service/get-base-products': { body: [UNICORN] },
      'GET /user-service/cake-requests/options': { body: OPTIONS },
    });
    const { router } = renderRoutes(
      [
        { path: '/meniu', element: <MenuRoute /> },
        { path: '/tort-personalizat', element: <CakeRequestRoute /> },
      ],
      '/meniu?category=torturi-cu-figurine',
    );
    expect(await screen.findByRole('link', { name: 'Comandă un tort personalizat' })).toHaveAttribute('href', '/tort-personalizat?categorie=Torturi+cu+figurine');
    expect(screen.getByText(/vă rugăm să ne sunați/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Comandă după acest model: Tort unicorn' }));
    expect(router.state.location.pathname).toBe('/tort-personalizat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comandă un tort personalizat' })).toBeInTheDocument();
    const start = screen.getByTestId('cake-start');
    expect(start).toHaveTextContent('Pornești de la: Tort unicorn — Torturi cu figurine');
    expect(start.querySelector('img')).toHaveAttribute('src', '/media/unicorn-400.jpg');
    expect(await screen.findByLabelText('Descrierea tortului')).toHaveValue('Model din galerie: Tort unicorn (Torturi cu figurine). ');
  });
});
