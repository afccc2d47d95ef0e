import { Link } from 'react-router-dom';
import { ButtonLink, useDocumentTitle } from '@/components/ui';
import { BUSINESS_CITY, BUSINESS_NAME } from '@/lib/constants';

const CATEGORIES = [
  { slug: 'Torturi', title: 'Torturi', text: 'Pentru aniversări, nunți și orice zi care merită sărbătorită.', art: 'cake' },
  { slug: 'Prajituri', title: 'Prăjituri', text: 'Clasice de cofetărie: ecler, amandină, savarină, tiramisu.', art: 'slice' },
  { slug: 'Patiserie', title: 'Patiserie', text: 'Cornuri, pateuri și cozonac cald, în fiecare dimineață.', art: 'croissant' },
  { slug: 'Candy bar', title: 'Candy bar', text: 'Mese dulci pentru evenimente, pregătite pe comandă.', art: 'candy' },
] as const;

const SCHEDULE = [
  { days: 'Luni – Vineri', hours: '08:00 – 20:00' },
  { days: 'Sâmbătă', hours: '09:00 – 20:00' },
  { days: 'Duminică', hours: '10:00 – 16:00' },
];

export function HomePage() {
  useDocumentTitle('');
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">Cofetărie artizanală în {BUSINESS_CITY}</p>
            <h1 className="hero__title" id="hero-title">
              Dulciuri făcute cu drag, ca acasă
            </h1>
            <p className="hero__lead">
              Torturi, prăjituri și patiserie proaspătă, coapte zilnic în atelierul nostru din centrul Sibiului. Comandă
              online și ridică din cofetărie sau primește acasă.
            </p>
            <div className="hero__actions">
              <ButtonLink to="/meniu" size="lg">
                Vezi meniul
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="secondary">
                Unde ne găsești
              </ButtonLink>
            </div>
            <ul className="hero__facts">
              <li>
                <strong>Zilnic</strong> proaspăt
              </li>
              <li>
                <strong>Ridicare</strong> sau livrare
              </li>
              <li>
                <strong>Torturi</strong> la comandă
              </li>
            </ul>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="section" aria-labelledby="categories-title">
        <div className="container">
          <div className="section__head">
            <p className="eyebrow">Din vitrina noastră</p>
            <h2 className="section__title" id="categories-title">
              Alege categoria preferată
            </h2>
          </div>
          <ul className="category-grid">
            {CATEGORIES.map((c) => (
              <li key={c.slug}>
                <Link to={`/meniu?category=${encodeURIComponent(c.slug)}`} className={`category-card category-card--${c.art}`}>
                  <span className="category-card__art" aria-hidden="true">
                    <CategoryArt kind={c.art} />
                  </span>
                  <span className="category-card__body">
                    <span className="category-card__title">{c.title}</span>
                    <span className="category-card__text">{c.text}</span>
                    <span className="category-card__more">Descoperă →</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="story-title">
        <div className="container story">
          <div className="story__art" aria-hidden="true">
            <StoryArt />
          </div>
          <div className="story__copy">
            <p className="eyebrow">Povestea noastră</p>
            <h2 className="section__title" id="story-title">
              Rețete de familie, ingrediente adevărate
            </h2>
            <p>
              {BUSINESS_NAME} a pornit dintr-o bucătărie mică și o carte de rețete moștenită de la bunica. Folosim unt,
              ouă de la fermele din jurul Sibiului și ciocolată belgiană — fără scurtături.
            </p>
            <p>Fiecare tort este decorat de mână, iar prăjiturile ies din cuptor în fiecare dimineață.</p>
            <ButtonLink to="/despre-noi" variant="secondary">
              Citește mai mult
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="schedule-title">
        <div className="container schedule">
          <div>
            <p className="eyebrow">Te așteptăm</p>
            <h2 className="section__title" id="schedule-title">
              Program și rezervări
            </h2>
            <p className="schedule__lead">
              Comenzile online pentru ridicare sau livrare se preiau în timpul programului. Pentru torturi personalizate,
              comandă cu cel puțin trei zile înainte.
            </p>
            <ButtonLink to="/contact">Contact și hartă</ButtonLink>
          </div>
          <dl className="schedule-card">
            {SCHEDULE.map((row) => (
              <div key={row.days} className="schedule-card__row">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}

function HeroArt() {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 360 320">
        <defs>
          <linearGradient id="hero-plate" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="var(--color-surface)" />
            <stop offset="1" stopColor="var(--color-surface-strong)" />
          </linearGradient>
          <linearGradient id="hero-sponge" x1="0" x2="1">
            <stop offset="0" stopColor="var(--color-chocolate)" />
            <stop offset="1" stopColor="var(--color-chocolate-2)" />
          </linearGradient>
        </defs>
        <circle cx="180" cy="160" r="150" fill="var(--color-primary-soft)" />
        <ellipse cx="180" cy="270" rx="140" ry="22" fill="url(#hero-plate)" />
        <rect x="70" y="170" width="220" height="92" rx="14" fill="url(#hero-sponge)" />
        <rect x="70" y="206" width="220" height="10" fill="var(--color-cream)" opacity=".85" />
        <rect x="95" y="110" width="170" height="72" rx="14" fill="var(--color-accent)" />
        <path
          d="M95 140c14 14 26-10 40 0s26-10 40 0 26-10 40 0 26-10 40 0 10-4 10-4"
          stroke="var(--color-cream)"
          strokeWidth="10"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="140" cy="100" r="12" fill="var(--color-berry-dark)" />
        <circle cx="180" cy="94" r="13" fill="var(--color-berry-dark)" />
        <circle cx="220" cy="100" r="12" fill="var(--color-berry-dark)" />
        <path d="M180 81c2-8 8-12 14-12" stroke="#5d8a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="300" cy="70" r="6" fill="var(--color-gold)" />
        <circle cx="60" cy="110" r="4" fill="var(--color-gold)" />
        <circle cx="320" cy="190" r="4" fill="var(--color-accent)" />
      </svg>
    </div>
  );
}

function CategoryArt({ kind }: { kind: (typeof CATEGORIES)[number]['art'] }) {
  switch (kind) {
    case 'cake':
      return (
        <svg viewBox="0 0 120 90">
          <rect x="24" y="44" width="72" height="34" rx="6" fill="var(--color-chocolate)" />
          <rect x="32" y="22" width="56" height="26" rx="6" fill="var(--color-cream)" />
          <path d="M32 34c7 6 12-4 19 0s12-4 19 0 11-4 18 0" stroke="var(--color-accent)" strokeWidth="4" fill="none" strokeLinecap="round" />
          <rect x="58" y="8" width="4" height="14" rx="2" fill="var(--color-gold)" />
        </svg>
      );
    case 'slice':
      return (
        <svg viewBox="0 0 120 90">
          <path d="M20 70 L100 70 L100 40 Z" fill="var(--color-chocolate)" />
          <path d="M20 70 L100 40 L100 30 L20 60 Z" fill="var(--color-cream)" />
          <path d="M20 60 L100 30 L100 22 L20 52 Z" fill="var(--color-chocolate-2)" />
          <circle cx="88" cy="20" r="7" fill="var(--color-accent)" />
        </svg>
      );
    case 'croissant':
      return (
        <svg viewBox="0 0 120 90">
          <path d="M14 62c10-30 36-42 46-42s36 12 46 42c-12-6-20-4-26 2-6-10-14-14-20-14s-14 4-20 14c-6-6-14-8-26-2Z" fill="var(--color-gold)" />
          <path d="M40 44l8 18M60 38v24M80 44l-8 18" stroke="var(--color-chocolate-2)" strokeWidth="3" strokeLinecap="round" opacity=".6" />
        </svg>
      );
    case 'candy':
      return (
        <svg viewBox="0 0 120 90">
          <circle cx="40" cy="50" r="18" fill="var(--color-accent)" />
          <circle cx="76" cy="42" r="14" fill="var(--color-cream)" />
          <circle cx="84" cy="64" r="10" fill="var(--color-chocolate)" />
          <rect x="38" y="60" width="4" height="26" rx="2" fill="var(--color-chocolate-2)" />
          <path d="M30 42c6 6 14 6 20 0" stroke="var(--color-cream)" strokeWidth="3" fill="none" strokeLinecap="round" />
        </svg>
      );
  }
}

function StoryArt() {
  return (
    <svg viewBox="0 0 320 260">
      <rect x="10" y="10" width="300" height="240" rx="28" fill="var(--color-surface-strong)" />
      <circle cx="110" cy="130" r="70" fill="var(--color-primary-soft)" />
      <path d="M60 150h100l-10 40H70z" fill="var(--color-chocolate)" />
      <ellipse cx="110" cy="150" rx="50" ry="10" fill="var(--color-chocolate-2)" />
      <path d="M86 116c0-14 10-22 24-22s24 8 24 22" stroke="var(--color-accent)" strokeWidth="8" fill="none" strokeLinecap="round" />
      <rect x="190" y="70" width="90" height="120" rx="12" fill="var(--color-cream)" />
      <path d="M206 96h58M206 116h58M206 136h40M206 156h50" stroke="var(--color-chocolate-2)" strokeWidth="5" strokeLinecap="round" opacity=".5" />
    </svg>
  );
}
