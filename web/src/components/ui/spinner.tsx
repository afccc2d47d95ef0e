type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible text; null for a purely decorative spinner inside a labelled control. */
  label?: string | null;
};

export function Spinner({ size = 'md', label = 'Se încarcă…' }: SpinnerProps) {
  if (label === null) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span className="spinner-wrap" role="status">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Centered spinner used while a lazy page or a query loads. */
export function PageLoader({ label = 'Se încarcă…' }: { label?: string }) {
  return (
    <div className="page-loader">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" />
      ))}
    </div>
  );
}
