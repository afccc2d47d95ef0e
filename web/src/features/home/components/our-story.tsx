import { ButtonLink } from '@/components/ui/button';
import { BUSINESS_NAME } from '@/lib/constants';

/** 'Povestea noastră' block of the home page. */
export function OurStory() {
  return (
    <section className="section section--tinted" aria-labelledby="story-title">
      <div className="container story">
        <div className="story__art" aria-hidden="true">
          <svg viewBox="0 0 320 260" focusable="false">
            <rect x="10" y="10" width="300" height="240" rx="28" fill="var(--color-surface)" />
            <circle cx="110" cy="130" r="70" fill="var(--color-primary-soft)" />
            <path d="M60 150h100l-10 40H70z" fill="var(--color-chocolate)" />
            <ellipse cx="110" cy="150" rx="50" ry="10" fill="var(--color-chocolate-2)" />
            <path d="M86 116c0-14 10-22 24-22s24 8 24 22" stroke="var(--color-accent)" strokeWidth="8" fill="none" strokeLinecap="round" />
            <rect x="190" y="70" width="90" height="120" rx="12" fill="var(--color-cream)" />
            <path d="M206 96h58M206 116h58M206 136h40M206 156h50" stroke="var(--color-chocolate-2)" strokeWidth="5" strokeLinecap="round" opacity=".5" />
          </svg>
        </div>
        <div className="story__copy">
          <p className="eyebrow">Povestea noastră</p>
          <h2 className="section__title" id="story-title">
            Rețete de familie, ingrediente adevărate
          </h2>
          <p>
            {BUSINESS_NAME} a pornit dintr-o bucătărie mică și dintr-un caiet de rețete moștenit de la bunica. Folosim
            unt adevărat, ouă de la fermele din jurul Sibiului, fructe de sezon și ciocolată belgiană — fără scurtături
            și fără grabă.
          </p>
          <p>Fiecare tort este decorat de mână, iar prăjiturile ies din cuptor în fiecare dimineață.</p>
          <ButtonLink to="/despre-noi" variant="secondary">
            Citește povestea noastră
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
