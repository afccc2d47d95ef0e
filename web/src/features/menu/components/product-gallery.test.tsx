import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import type { ProductImage, SimilarProduct } from '@/types/api';
import { ProductGallery } from './product-gallery';
import { SimilarProducts } from './similar-products';

const image = (n: number): ProductImage => ({
  id: n,
  name: `poza-${n}.jpg`,
  imageLink: `/media/tort-${n}-1200.jpg`,
  thumbnailLink: `/media/tort-${n}-400.jpg`,
  sources: [],
});
const similar = (n: number): SimilarProduct => ({ id: 40 + n, name: `Tort similar ${n}`, imageLink: null, imageSources: [], price: '100.00' });

describe('product page: photos', () => {
  it('of 6 photos shows 4 thumbnails; the first is the main photo', () => {
    renderWithRouter(<ProductGallery images={[1, 2, 3, 4, 5, 6].map(image)} name="Tort Amandina" />);
    const thumbs = within(screen.getByRole('list', { name: 'Fotografii ale produsului' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Fotografia 1 din 4',
      'Fotografia 2 din 4',
      'Fotografia 3 din 4',
      'Fotografia 4 din 4',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Tort Amandina' })).toHaveAttribute('src', '/media/tort-1-1200.jpg');
  });

  it('a thumbnail makes its photo the main one', async () => {
    renderWithRouter(<ProductGallery images={[1, 2, 3, 4, 5].map(image)} name="Tort Amandina" />);
    const third = screen.getByRole('button', { name: 'Fotografia 3 din 4' });
    await userEvent.click(third);
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fotografia 1 din 4' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: 'Tort Amandina' })).toHaveAttribute('src', '/media/tort-3-1200.jpg');
  });

  it('one photo needs no thumbnails', () => {
    renderWithRouter(<ProductGallery images={[image(1)]} name="Tort Amandina" />);
    expect(screen.getByRole('img', { name: 'Tort Amandina' })).toHaveAttribute('src', '/media/tort-1-1200.jpg');
    expect(screen.queryByRole('list', { name: 'Fotografii ale produsului' })).not.toBeInTheDocument();
  });
});

describe('product page: similar products', () => {
  it('of 7 similar products shows 5, each linking to its page with its price', () => {
    renderWithRouter(<SimilarProducts products={[1, 2, 3, 4, 5, 6, 7].map(similar)} />);
    const section = screen.getByRole('region', { name: 'Produse similare' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/meniu/41', '/meniu/42', '/meniu/43', '/meniu/44', '/meniu/45']);
    expect(links[0]).toHaveTextContent('Tort similar 1');
    expect(links[0]).toHaveTextContent('de la 100,00 RON');
    expect(screen.queryByText('Tort similar 6')).not.toBeInTheDocument();
  });

  it('none: no section at all', () => {
    renderWithRouter(<SimilarProducts products={[]} />);
    expect(screen.queryByRole('heading', { name: 'Produse similare' })).not.toBeInTheDocument();
  });
});
