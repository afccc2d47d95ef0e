import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectRole, useSessionStore } from '@/stores/session';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { accountNav, MAIN_NAV } from './nav-items';
import { useSignOut } from './use-sign-out';

type HeaderProps = {
  /** Extra controls composed by the app (theme toggle, cart button). */
  actions?: ReactNode;
};

export function Header({ actions }: HeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const role = useSessionStore(selectRole);
  const signOut = useSignOut();

  useEffect(() => setMobileOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#continut">
        Sari la conținut
      </a>
      <div className="container site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label="Navigare principală">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {actions}
          <div className="desktop-only">
            <AccountMenu />
          </div>
          <button
            type="button"
            className="icon-btn hamburger mobile-only"
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            aria-label={mobileOpen ? 'Închide navigarea' : 'Deschide navigarea'}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {mobileOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {mobileOpen ? (
        <div className="mobile-nav mobile-only" id={panelId}>
          <nav aria-label="Navigare mobilă">
            <ul className="mobile-nav__list">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="mobile-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mobile-nav__heading">Contul meu</p>
            <ul className="mobile-nav__list">
              {signedIn ? (
                <>
                  {accountNav(role).map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} className="mobile-nav__link">
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="mobile-nav__link mobile-nav__logout" onClick={signOut}>
                      Deconectare
                    </button>
                  </li>
                </>
              ) : (
                <li>
                  <Link to="/auth?mode=authenticate" className="mobile-nav__link">
                    Autentificare
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
      ) : null}
    </header>
  );
}
