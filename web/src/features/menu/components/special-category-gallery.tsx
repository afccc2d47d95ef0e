import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { telHref } from '@/lib/phone';
import type { Category, ProductSummary } from '@/types/api';
import { PICTURE_SIZES, ProductPicture } from './product-picture';

type SpecialCategoryGalleryProps = {
  category: Pick<Category, 'name' | 'additionalInformation'>;
  products: ProductSummary[];
  /** The shop's phone number from the business details. */
  phone?: string | null;
  headingLevel?: 'h2' | 'h3';
  /** The address of the custom-cake request form for a start (the app passes it): the form is offered beside the phone. */
  cakeRequestHref?: CakeRequestHref;
};

/** The request form's address, starting from the category or one of its gallery's items. */
export type CakeRequestHref = (start: { category: string; model?: string; photo?: string | null }) => string;

/** The phone-offer text of special categories (figurine/topper cakes, candy bar). */
function PhoneOffer({ phone }: { phone?: string | null }) {
  return (
    <p className="phone-offer">
      {phone ? (
        <>
          Pentru torturi cu figurine și candy bar vă rugăm să ne sunați la <a href={telHref(phone)}>{phone}</a> pentru o
          ofertă personalizată.
        </>
      ) : (
        'Pentru torturi cu figurine și candy bar vă rugăm să ne sunați pentru o ofertă personalizată.'
      )}
    </p>
  );
}

/** Special categories are not ordered online: a gallery of their products' photos and the phone offer. */
export function SpecialCategoryGallery({ category, products, phone, headingLevel: Heading = 'h2', cakeRequestHref }: SpecialCategoryGalleryProps) {
  const photos = products.flatMap((p) => {
    const images = p.imagesLinks?.length
      ? p.imagesLinks.map((img) => ({ key: `${p.id}-${img.id}`, src: img.thumbnailLink || img.imageLink, sources: img.sources }))
      : [{ key: `${p.id}`, src: p.thumbnailLink || p.imageLink || null, sources: p.imageSources }];
    return images.map((img) => ({ ...img, name: p.name }));
  });

  return (
    <section className="special-gallery" aria-label={category.name}>
      <div className="special-gallery__offer">
        <Heading className="special-gallery__title">{category.name}</Heading>
        <PhoneOffer phone={phone} />
        {cakeRequestHref ? (
          <p>
            <ButtonLink to={cakeRequestHref({ category: category.name })}>Comandă un tort personalizat</ButtonLink>
          </p>
        ) : null}
        {category.additionalInformation ? <p className="special-gallery__info">{category.additionalInformation}</p> : null}
      </div>
      {photos.length ? (
        <ul className="special-gallery__grid">
          {photos.map((photo) => (
            <li key={photo.key}>
              <figure className="special-gallery__item">
                {/* The caption names it: an alt repeating the name is read twice. */}
                <ProductPicture src={photo.src} sources={photo.sources} sizes={PICTURE_SIZES.tile} width={400} height={400} />
                <figcaption>
                  {photo.name}
                  {cakeRequestHref ? (
                    <>
                      {' '}
                      <Link className="special-gallery__request" to={cakeRequestHref({ category: category.name, model: photo.name, photo: photo.src })}>
                        Comandă după acest model<span className="visually-hidden">: {photo.name}</span>
                      </Link>
                    </>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
