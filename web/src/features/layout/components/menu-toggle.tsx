type MenuToggleProps = {
  open: boolean;
  onToggle: () => void;
  /** The id of the menu it opens. */
  controls: string;
  /** What the button says it does, closed and open (e.g. 'Deschide navigarea' / 'Închide navigarea'). */
  labels: { open: string; close: string };
  className?: string;
  /** Shows × while open (the site's header); the staff header keeps the three lines. */
  crossWhenOpen?: boolean;
};

/** The hamburger button of the small-screen menus (the site's header and the staff header). */
export function MenuToggle({ open, onToggle, controls, labels, className, crossWhenOpen = false }: MenuToggleProps) {
  return (
    <button
      type="button"
      className={['icon-btn', className].filter(Boolean).join(' ')}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? labels.close : labels.open}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {open && crossWhenOpen ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}

/** The first thing a keyboard reaches on every page: straight to the content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#continut">
      Sari la conținut
    </a>
  );
}
