import { useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { ImageSource } from '@/types/api';

/**
 * How near the viewport a photo must come before it is asked for. Chrome's own lazy loading
 * starts 1250-2500 px ahead, which on a phone fetches a whole menu's photos with the page and
 * delays its first one; this keeps the first screen's photos (and the next rows) alone.
 */
const NEAR = '300px 0px';

type ProductPictureProps = {
  src: string | null | undefined;
  /** Empty when the product name is written next to the picture. */
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * The picture is (or may be) the largest thing on the first screen: fetched at once, ahead of
   * the others (eager, fetchpriority high). Only the first one or two cards of a page.
   */
  priority?: boolean;
  /**
   * Intrinsic size, for the aspect ratio the browser reserves before the file comes (the boxes
   * are sized by CSS too). Defaults: the 400 px wide 4:3 thumbnail the services make.
   */
  width?: number;
  height?: number;
  /**
   * The photo's formats at their widths (the API's `sources`: AVIF, WebP, then JPEG). With them
   * the browser takes the smallest format it reads, at the width `sizes` asks for; without them
   * (a photo stored as one file) `src` alone is fetched.
   */
  sources?: ImageSource[];
  /** How wide the picture is drawn (the `sizes` attribute); pass it with `sources`. */
  sizes?: string;
};

/** A product photo, or a drawn cake when there is none (or it fails to load). */
export function ProductPicture({
  src,
  alt = '',
  className,
  loading = 'lazy',
  priority = false,
  width = 400,
  height = 300,
  sources = [],
  sizes,
}: ProductPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [placeRef, near] = useNearViewport<HTMLSpanElement>(NEAR, loading === 'lazy' && !priority);
  const classes = ['product-picture', className].filter(Boolean).join(' ');
  if (!src || failed === src) {
    return (
      <span className={`${classes} product-picture--placeholder`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
          <ellipse cx="60" cy="78" rx="44" ry="7" fill="currentColor" opacity=".15" />
          <rect x="26" y="44" width="68" height="32" rx="7" fill="currentColor" opacity=".35" />
          <rect x="34" y="24" width="52" height="24" rx="7" fill="currentColor" opacity=".22" />
          <path d="M34 36c7 6 12-4 19 0s12-4 19 0 10-4 14 0" stroke="var(--color-accent)" strokeWidth="3.5" fill="none" strokeLinecap="round" opacity=".8" />
          <circle cx="60" cy="16" r="5" fill="var(--color-accent)" />
        </svg>
      </span>
    );
  }
  if (!near) {
    // Its place, the size of the photo (the box's background shows), until it comes near.
    return <span ref={placeRef} className={`${classes} product-picture--pending`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />;
  }
  const jpeg = sources.find((s) => s.type === 'image/jpeg');
  const formats = sources.filter((s) => s !== jpeg);
  const image = (
    <img
      className={classes}
      src={src}
      srcSet={jpeg?.srcset}
      sizes={sources.length ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
  if (!formats.length) return image;
  return (
    <picture className="product-picture__formats">
      {formats.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/** `sizes` of the places a photo is drawn (their CSS widths in menu.css, phones first). */
export const PICTURE_SIZES = {
  /** A menu card: two columns on a phone, cards of 230-320 px above. */
  card: '(max-width: 767.98px) 50vw, 320px',
  /** The product page's photo: the screen's width on a phone, half of the page above 900 px. */
  main: '(min-width: 1240px) 600px, (min-width: 900px) 50vw, 100vw',
  /** The home page's photo gallery and the similar products: two columns on a phone. */
  tile: '(max-width: 767.98px) 50vw, 240px',
  /** Small thumbnails (gallery choice, menu preview rows). */
  thumb: '100px',
} as const;
