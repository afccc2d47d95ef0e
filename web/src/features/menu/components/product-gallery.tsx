import { useState } from 'react';
import { GALLERY_THUMBNAILS_MAX } from '@/lib/constants';
import type { ProductImage } from '@/types/api';
import { PICTURE_SIZES, ProductPicture } from './product-picture';

/** The main photo and up to 4 thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const shown = images.slice(0, GALLERY_THUMBNAILS_MAX);
  const [index, setIndex] = useState(0);
  const current = shown[Math.min(index, Math.max(0, shown.length - 1))];

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <ProductPicture src={current?.imageLink} sources={current?.sources} sizes={PICTURE_SIZES.main} alt={current ? name : ''} priority width={1200} height={900} />
      </div>
      {shown.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label="Fotografii ale produsului">
          {shown.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={i === index}
                aria-label={`Fotografia ${i + 1} din ${shown.length}`}
                onClick={() => setIndex(i)}
              >
                <ProductPicture src={img.thumbnailLink || img.imageLink} sources={img.sources} sizes={PICTURE_SIZES.thumb} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
