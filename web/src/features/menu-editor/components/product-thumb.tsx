/** A product's small picture, or a drawn placeholder. */
export function ProductThumb({ src, alt = '', size = 'sm' }: { src?: string | null; alt?: string; size?: 'sm' | 'lg' }) {
  const px = size === 'lg' ? 120 : 48;
  if (src) return <img className={`adm-thumb adm-thumb--${size}`} src={src} alt={alt} width={px} height={px} loading="lazy" decoding="async" />;
  return (
    <span className={`adm-thumb adm-thumb--${size} adm-thumb--empty`} aria-hidden="true">
      <svg viewBox="0 0 40 40" width="60%" height="60%">
        <rect x="6" y="20" width="28" height="12" rx="3" fill="currentColor" opacity=".35" />
        <rect x="10" y="12" width="20" height="10" rx="3" fill="currentColor" opacity=".55" />
        <circle cx="20" cy="8" r="3" fill="var(--color-accent)" />
      </svg>
    </span>
  );
}
