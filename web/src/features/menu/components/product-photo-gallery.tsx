import '../menu.css';
import { Link } from 'react-router-dom';
import { useProducts } from '../api/get-products';
import { productThumbnail } from '../lib/product-rules';
import { PICTURE_SIZES, ProductPicture } from './product-picture';

const GALLERY_SIZE = 8;

/** Home: a gallery of product photos, each linking to its product. */
export function ProductPhotoGallery() {
  const { data } = useProducts();
  const photos = (data ?? [])
    .map((p) => ({ id: p.id, name: p.name, src: productThumbnail(p), sources: p.imageSources }))
    .filter((p): p is typeof p & { src: string } => Boolean(p.src))
    .slice(0, GALLERY_SIZE);

  // Until the menu comes, the tiles' places (a message that then became a grid moved the page).
  if (!data) {
    return (
      <ul className="photo-gallery" aria-hidden="true">
        {Array.from({ length: GALLERY_SIZE }, (_, i) => (
          <li key={i} className="photo-gallery__item skeleton-block" />
        ))}
      </ul>
    );
  }
  if (photos.length === 0) {
    return <p className="photo-gallery__empty">Fotografiile produselor noastre apar aici în curând.</p>;
  }
  return (
    <ul className="photo-gallery">
      {photos.map((photo) => (
        <li key={photo.id}>
          <Link to={`/meniu/${photo.id}`} className="photo-gallery__item">
            <ProductPicture src={photo.src} sources={photo.sources} sizes={PICTURE_SIZES.tile} width={400} height={400} />
            <span className="photo-gallery__name">{photo.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
