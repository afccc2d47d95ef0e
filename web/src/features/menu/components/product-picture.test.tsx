import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import type { ImageSource, ProductImage, ProductSummary } from '@/types/api';
import { ProductCard } from './product-card';
import { ProductGallery } from './product-gallery';

/** What the API lists for a photo stored with its AVIF and WebP copies. */
function sourcesOf(stem: string): ImageSource[] {
  return [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
    ['image/jpeg', 'jpg'],
  ].map(([type, ext]) => ({ type, srcset: `${stem}-400.${ext} 400w, ${stem}-800.${ext} 800w, ${stem}-1200.${ext} 1200w` }));
}

const CAKE = {
  id: 12,
  name: 'Tort Diplomat',
  description: 'Cremă de vanilie și fructe.',
  category: { id: 1, name: 'Torturi', value: 'torturi', specialCategory: false },
  isVeggie: false,
  outOfStock: false,
  imageLink: '/media/products/12/a-1200.jpg',
  thumbnailLink: '/media/products/12/a-400.jpg',
  imageSources: sourcesOf('/media/products/12/a'),
  imagesLinks: [],
  price: '120.00',
  dimensions: [],
} as unknown as ProductSummary;

/** The <source> elements of the picture around an image (they have no role to find them by). */
function formatsOf(image: HTMLElement) {
  const picture = image.closest('picture');
  return [...(picture?.querySelectorAll('source') ?? [])].map((s) => [s.type, s.srcset, s.sizes]);
}

describe('photos in their smallest format', () => {
  it('a menu card offers AVIF, then WebP, then the JPEGs, at a card’s width', () => {
    const { container } = renderWithRouter(<ProductCard product={CAKE} priority />);
    // The card's name is its link's text: the photo beside it has an empty alt (no role to find it by).
    const image = container.querySelector('img') as HTMLElement;
    const sizes = '(max-width: 767.98px) 50vw, 320px';
    expect(formatsOf(image)).toEqual([
      ['image/avif', CAKE.imageSources[0].srcset, sizes],
      ['image/webp', CAKE.imageSources[1].srcset, sizes],
    ]);
    // A browser reading neither takes the JPEGs, at the width it needs; the old link stays its src.
    expect(image).toHaveAttribute('srcset', CAKE.imageSources[2].srcset);
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('src', '/media/products/12/a-400.jpg');
  });

  it('the product page’s photo is drawn at the screen’s width on a phone, and fetched first', () => {
    const photo: ProductImage = {
      id: 3,
      name: 'tort.jpg',
      imageLink: '/media/products/12/a-1200.jpg',
      thumbnailLink: '/media/products/12/a-400.jpg',
      sources: sourcesOf('/media/products/12/a'),
    };
    renderWithRouter(<ProductGallery images={[photo]} name="Tort Diplomat" />);
    const image = screen.getByRole('img', { name: 'Tort Diplomat' });
    const sizes = '(min-width: 1240px) 600px, (min-width: 900px) 50vw, 100vw';
    expect(formatsOf(image).map(([type, , s]) => [type, s])).toEqual([
      ['image/avif', sizes],
      ['image/webp', sizes],
    ]);
    expect(formatsOf(image)[0][1]).toContain('/media/products/12/a-800.avif 800w');
    expect(image).toHaveAttribute('srcset', photo.sources[2].srcset);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('src', '/media/products/12/a-1200.jpg');
  });

  it('a photo stored as one file is its link alone', () => {
    const photo: ProductImage = { id: 4, name: 'vechi.jpg', imageLink: '/media/vechi.jpg', thumbnailLink: '/media/vechi.jpg', sources: [] };
    renderWithRouter(<ProductGallery images={[photo]} name="Tort vechi" />);
    const image = screen.getByRole('img', { name: 'Tort vechi' });
    expect(image.closest('picture')).toBeNull();
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('src', '/media/vechi.jpg');
  });
});
