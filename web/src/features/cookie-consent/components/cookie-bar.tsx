import '../cookie-consent.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { acceptCookies, hasCookieConsent } from '../lib/consent';

const COOKIE_BAR_TEXT =
  'Folosim cookie-uri necesare pentru funcționarea magazinului (coșul, autentificarea, preferințele tale).';

/**
 * Bottom bar on public pages until the visitor accepts (kept one year). While it
 * shows, the page gets room below it, so it never covers the focused field.
 */
export function CookieBar() {
  const [open, setOpen] = useState(() => !hasCookieConsent());
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const bar = barRef.current;
    if (!open || !bar) {
      root.style.removeProperty('--cookie-bar-h');
      return;
    }
    // The bar's height comes from the ResizeObserver (after layout, no forced reflow while the
    // page renders); the root property changes only when the height does (each change makes
    // the browser recompute the styles of the whole page).
    let height = -1;
    const update = (next: number) => {
      if (next === height) return;
      height = next;
      root.style.setProperty('--cookie-bar-h', `${next}px`);
    };
    const observer =
      typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(([entry]) => update(Math.round(entry.borderBoxSize?.[0]?.blockSize ?? bar.offsetHeight)))
        : null;
    if (observer) observer.observe(bar, { box: 'border-box' });
    else update(bar.offsetHeight);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    bar.addEventListener('keydown', onKey);
    return () => {
      observer?.disconnect();
      bar.removeEventListener('keydown', onKey);
      root.style.removeProperty('--cookie-bar-h');
    };
  }, [open]);

  if (!open) return null;

  const accept = () => {
    acceptCookies();
    setOpen(false);
  };

  return (
    <section className="cookie-bar" aria-label="Cookie-uri" ref={barRef}>
      <div className="container cookie-bar__inner">
        <p className="cookie-bar__text">
          {COOKIE_BAR_TEXT} Detalii în <Link to="/privacy-policy">Politica de confidențialitate</Link>.
        </p>
        <div className="cookie-bar__actions">
          <Button size="sm" onClick={accept}>
            Accept
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Închide
          </Button>
        </div>
      </div>
    </section>
  );
}
