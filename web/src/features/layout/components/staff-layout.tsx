import '../staff-layout.css';
import { useId, type ReactNode } from 'react';
import { useDisclosure } from '@/lib/use-disclosure';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/stores/session';
import { Logo } from './logo';
import { MenuToggle, SkipLink } from './menu-toggle';
import { useSignOut } from './use-sign-out';

type SideItem = {
  to: string;
  label: string;
  end?: boolean;
  /** A count shown after the label (e.g. new orders); hidden when null/undefined. */
  badge?: number | null;
  /** Accessible wording of the badge, read in brackets after the label (default: the count). */
  badgeLabel?: string;
};
export type SideGroup = { title: string; items: SideItem[] };

type StaffLayoutProps = {
  /** Shown after the logo, e.g. 'Administrare' or 'Comenzi'. */
  area: string;
  homePath: string;
  groups: SideGroup[];
  /** Extra header controls composed by the app (theme toggle). */
  actions?: ReactNode;
  /** Shown above every page of the area (e.g. the orders panel's connection status). */
  banner?: ReactNode;
};

/** Header with the user's first name + logout, a side menu and the page outlet. */
export function StaffLayout({ area, homePath, groups, actions, banner }: StaffLayoutProps) {
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');
  const signOut = useSignOut();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useDisclosure(location.pathname + location.search);
  const menuId = useId();

  return (
    <div className="staff">
      <header className="staff-header">
        <SkipLink />
        <div className="staff-header__inner">
          <MenuToggle
            className="mobile-only"
            open={menuOpen}
            onToggle={() => setMenuOpen((o) => !o)}
            controls={menuId}
            labels={{ open: 'Deschide meniul panoului', close: 'Închide meniul panoului' }}
          />
          <Logo to={homePath} tagline={false} />
          <span className="staff-header__area">{area}</span>
          <div className="staff-header__actions">
            {actions}
            <span className="staff-header__user">
              <span className="account__avatar" aria-hidden="true">
                {firstName.charAt(0).toUpperCase() || '?'}
              </span>
              <span className="staff-header__name">{firstName}</span>
            </span>
            <button type="button" className="btn btn--secondary btn--sm" onClick={signOut}>
              Deconectare
            </button>
          </div>
        </div>
      </header>
      <div className="staff__body">
        <aside className={`side-menu${menuOpen ? ' side-menu--open' : ''}`} id={menuId}>
          <nav aria-label={`Meniu ${area.toLowerCase()}`}>
            {groups.map((group) => (
              <div className="side-menu__group" key={group.title}>
                <p className="side-menu__title">{group.title}</p>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end={item.end} className="side-menu__link">
                        {item.label}
                        {item.badge != null ? (
                          <span className="side-menu__badge" data-count={item.badge}>
                            <span aria-hidden="true">{item.badge}</span>
                            <span className="visually-hidden">{` (${item.badgeLabel ?? item.badge})`}</span>
                          </span>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <main className="staff__main" id="continut" tabIndex={-1}>
          {banner}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
