import '../footer.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BUSINESS_NAME } from '@/lib/constants';
import { ROLES } from '@/lib/roles';
import { selectIsSignedIn, selectRole, useSessionStore } from '@/stores/session';
import { LogoMark } from './logo';
import { SalBadge } from './sal-badge';

/** The shop's pages on the networks, from the business setup; null or empty: no icon. */
export type SocialLinks = { facebookUrl?: string | null; instagramUrl?: string | null; tiktokUrl?: string | null };

const SOCIAL: { field: keyof SocialLinks; label: string; path: string }[] = [
  {
    field: 'facebookUrl',
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z',
  },
  {
    field: 'instagramUrl',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  {
    field: 'tiktokUrl',
    label: 'TikTok',
    path: 'M15 3c.4 2.6 2 4.2 4.6 4.4v3.2c-1.6 0-3.1-.5-4.5-1.4v6.3A5.5 5.5 0 1 1 9.6 10v3.3a2.3 2.3 0 1 0 2.2 2.3V3H15Z',
  },
];

type FooterProps = {
  newsletter?: ReactNode;
  /** The shop's address and contact data, and its weekly program (from the business details). */
  contact?: ReactNode;
  schedule?: ReactNode;
  social?: SocialLinks;
};

export function Footer({ newsletter, contact, schedule, social }: FooterProps) {
  const isAdmin = useSessionStore((s) => selectIsSignedIn(s) && selectRole(s) === ROLES.admin);
  const year = new Date().getFullYear();
  const links = SOCIAL.flatMap((network) => {
    const href = social?.[network.field]?.trim();
    return href ? [{ ...network, href }] : [];
  });

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {/* Without the newsletter (the checkout: its own terms checkbox is the page's one) only the brand shows. */}
        <section className="site-footer__brand" aria-labelledby={newsletter ? 'footer-newsletter' : undefined} aria-label={newsletter ? undefined : BUSINESS_NAME}>
          <div className="site-footer__logo">
            <LogoMark size={40} />
            <span className="logo__name">{BUSINESS_NAME}</span>
          </div>
          {newsletter ? (
            <>
              <h2 className="site-footer__title" id="footer-newsletter">
                Abonează-te la noutăți
              </h2>
              <p className="site-footer__text">Rețete noi, oferte de sezon și reduceri doar pentru abonați.</p>
              {newsletter}
            </>
          ) : null}
        </section>

        <section aria-labelledby="footer-address">
          <h2 className="site-footer__title" id="footer-address">
            Ne găsești aici
          </h2>
          <div className="site-footer__text">{contact}</div>
        </section>

        <section aria-labelledby="footer-schedule">
          <h2 className="site-footer__title" id="footer-schedule">
            Program
          </h2>
          {schedule}
        </section>

        <section aria-labelledby="footer-links">
          <h2 className="site-footer__title" id="footer-links">
            Informații
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/despre-noi">Despre noi</Link>
            </li>
            <li>
              <Link to="/opinii">Opinii clienți</Link>
            </li>
            <li>
              <Link to="/termeni-si-conditii">Termeni și condiții</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Politica de confidențialitate</Link>
            </li>
            <li>
              <Link to={isAdmin ? '/admin' : '/auth/admin'}>Administrare</Link>
            </li>
          </ul>
          {links.length > 0 ? (
            <ul className="social" aria-label="Rețele sociale">
              {links.map((s) => (
                <li key={s.field}>
                  <a href={s.href} className="icon-btn social__link" target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                      <path d={s.path} fill="currentColor" fillRule="evenodd" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <span>
            © {year} {BUSINESS_NAME}. Toate drepturile rezervate.
          </span>
          <SalBadge />
        </div>
      </div>
    </footer>
  );
}
