import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { dimension } from '@/testing/product-fixtures';
import type { Product } from '@/types/api';
import { ProductDetails } from './product-details';


const PRODUCT: Product = {
  id: 5,
  name: 'Tort cu caramel sărat',
  description: 'Blat de vanilie, caramel sărat făcut în casă și cremă de unt cu nuci pecan.',
  nutriValues: 'Valori nutriționale la 100 g: valoare energetică 395 kcal.',
  category: { id: 1, name: 'Torturi', value: 'torturi', specialCategory: false },
  allowPreferredMessage: true,
  allergens: ['gluten', 'oua', 'lapte', 'nuci'],
  ingredients: 'Făină de grâu, ouă, unt, zahăr, nuci pecan.',
  leadTime: '2 zile',
  dailyCapacity: 12,
  productionDays: [],
  preferredMessageMaxLength: 20,
  outOfStock: false,
  available: true,
  isVeggie: false,
  orderType: 'standard',
  standardOrderType: true,
  preOrderOrderType: false,
  imagesLinks: [
    { id: 1, name: 'a', imageLink: '/media/a-1200.jpg', thumbnailLink: '/media/a-400.jpg', sources: [] },
    { id: 2, name: 'b', imageLink: '/media/b-1200.jpg', thumbnailLink: '/media/b-400.jpg', sources: [] },
  ],
  dimensions: [
    dimension({ id: 1, value: '1 kg', price: '148.00', stock: 3, stockUnlimited: false, boxNeeded: true, boxPrice: '10.00' }),
    dimension({ id: 2, value: '2 kg', price: '285.00' }),
    dimension({ id: 3, value: '3 kg', price: '400.00', availability: false }),
  ],
  extraIngredientsBeans: [{ name: 'Fructe de pădure', price: '12.00' }],
  similarProducts: [{ id: 7, name: 'Tort Amandina', imageLink: null, imageSources: [], price: '135.00' }],
  categoryAdditionalInformation: 'Torturile întregi se comandă cu cel puțin 2 zile înainte.',
};

describe('product details', () => {
  it('shows dimensions with prices, extras, the message field, the low-stock label and similar products', async () => {
    const onAdd = vi.fn();
    renderWithRouter(<ProductDetails product={PRODUCT} onAddToCart={onAdd} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tort cu caramel sărat' })).toBeInTheDocument();

    const variants = screen.getByRole('group', { name: 'Alege varianta' });
    expect(within(variants).getByRole('radio', { name: /1 kg\s*148,00 RON/ })).toBeChecked();
    expect(within(variants).getByRole('radio', { name: /3 kg/ })).toBeDisabled();
    expect(screen.getByText('Mai sunt doar 3 bucăți')).toBeInTheDocument();
    expect(screen.getByText('Ambalajul costă 10,00 RON pe bucată și se adaugă la comandă.')).toBeInTheDocument();

    // The larger cake has unlimited stock: no label.
    await userEvent.click(within(variants).getByRole('radio', { name: /2 kg/ }));
    expect(screen.queryByText(/Mai sunt doar/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Fructe de pădure\s*\+12,00 RON/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crește cantitatea' }));
    expect(screen.getByText('594,00 RON')).toBeInTheDocument(); // (285 + 12) × 2
    // Allergens are shown, with their names, before anything goes in the cart.
    const allergens = screen.getByRole('list', { name: 'Alergeni' });
    expect(within(allergens).getByText('Nuci (fructe cu coajă)')).toBeInTheDocument();
    expect(screen.getByText('Se comandă cu cel puțin 2 zile înainte.')).toBeInTheDocument();
    // The message: a live preview on the cake and the characters left (20 at most, an emoji counts once).
    await userEvent.type(screen.getByLabelText('Mesaj pe produs (opțional)'), 'La mulți ani, Ana!');
    expect(screen.getByTestId('inscription-preview')).toHaveTextContent('La mulți ani, Ana!');
    expect(screen.getByText(/Mai puteți scrie 2 caractere\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mesaj pe produs (opțional)'), '🎂🎂🎂');
    expect(screen.getByLabelText('Mesaj pe produs (opțional)')).toHaveValue('La mulți ani, Ana!🎂🎂');
    await userEvent.clear(screen.getByLabelText('Mesaj pe produs (opțional)'));
    await userEvent.type(screen.getByLabelText('Mesaj pe produs (opțional)'), 'La mulți ani, Ana!');

    await userEvent.click(screen.getByRole('button', { name: 'Adaugă în coș' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        productId: 5,
        dimensionId: 2,
        price: '285.00',
        quantity: 2,
        extraIngredients: [{ name: 'Fructe de pădure', price: '12.00' }],
        preferredMessage: 'La mulți ani, Ana!',
      }),
    );

    expect(screen.getByText('Valori nutriționale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tort Amandina/ })).toHaveAttribute('href', '/meniu/7');
    expect(screen.getByText('Torturile întregi se comandă cu cel puțin 2 zile înainte.')).toBeInTheDocument();
  });

  it('has no message field when the product does not allow one, and a minimum count for numarBucati', () => {
    renderWithRouter(
      <ProductDetails
        product={{
          ...PRODUCT,
          allowPreferredMessage: false,
          preferredMessageMaxLength: null,
          dimensions: [dimension({ id: 9, value: 'Cutie', price: '5.00', minimumQuantityType: 'numarBucati', minimumQuantityNumber: 6 })],
        }}
        onAddToCart={() => {}}
      />,
    );
    expect(screen.queryByLabelText('Mesaj pe produs (opțional)')).not.toBeInTheDocument();
    expect(screen.getByText('Comanda minimă pentru această variantă este de 6 bucăți.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cantitate')).toHaveValue(6);
  });

  it('a sold-out product cannot be added to the cart', () => {
    renderWithRouter(<ProductDetails product={{ ...PRODUCT, outOfStock: true }} onAddToCart={() => {}} />);
    expect(screen.getAllByText('Stoc epuizat').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Adaugă în coș' })).toBeDisabled();
    expect(screen.queryByText(/Mai sunt doar/)).not.toBeInTheDocument();
  });

  it('of 6 photos and 7 similar products, the page shows 4 thumbnails and 5 similar products', async () => {
    const photos = [1, 2, 3, 4, 5, 6].map((n) => ({ id: n, name: `p${n}`, imageLink: `/media/p${n}-1200.jpg`, thumbnailLink: `/media/p${n}-400.jpg`, sources: [] }));
    const similar = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: 70 + n, name: `Tort similar ${n}`, imageLink: null, imageSources: [], price: '99.00' }));
    renderWithRouter(<ProductDetails product={{ ...PRODUCT, imagesLinks: photos, similarProducts: similar }} onAddToCart={() => {}} />);
    const thumbnails = within(screen.getByRole('list', { name: 'Fotografii ale produsului' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Fotografia 4 din 4' }));
    expect(screen.getByRole('img', { name: 'Tort cu caramel sărat' })).toHaveAttribute('src', '/media/p4-1200.jpg');
    const shown = within(screen.getByRole('region', { name: 'Produse similare' })).getAllByRole('link');
    expect(shown.map((link) => link.getAttribute('href'))).toEqual(['/meniu/71', '/meniu/72', '/meniu/73', '/meniu/74', '/meniu/75']);
  });
});
