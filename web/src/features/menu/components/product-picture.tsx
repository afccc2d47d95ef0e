import { useState } from 'react';

type ProductPictureProps = {
  src: string | null | undefined;
  /** Empty when the product name is written next to the picture. */
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  sizes?: string;
};

/** A product photo, or a drawn cake when there is none (or it fails to load). */
export function ProductPicture({ src, alt = '', className, loading = 'lazy' }: ProductPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
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
  return <img className={classes} src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailed(src)} />;
}
