import '../header.css';
import { useEffect, useId, type ReactNode } from 'react';
import { useDisclosure } from '@/lib/use-disclosure';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectRole, useSessionStore } from '@/stores/session';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { MenuToggle, SkipLink } from './menu-toggle';
import { accountNav, MAIN_NAV } from './nav-items';
import { useSignOut } from './use-sign-out';

type HeaderProps = {
  /** Extra controls composed by the app (theme toggle, cart button). */
  actions?: ReactNode;
};

export function Header({ actions }: HeaderProps) {
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useDisclosure(location.pathname + location.search);
  const panelId = useId();
  const signedIn = useSessionStore(selectIsSignedIn);
  const role = useSessionStore(selectRole);
  const signOut = useSignOut();

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, setMobileOpen]);

  return (
    <header className="site-header">
      <SkipLink />
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
          <MenuToggle
            className="hamburger mobile-only"
            open={mobileOpen}
            onToggle={() => setMobileOpen((o) => !o)}
            controls={panelId}
            labels={{ open: 'Deschide navigarea', close: 'Închide navigarea' }}
            crossWhenOpen
          />
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
