import { useEffect, useId, useRef } from 'react';
import { useDisclosure } from '@/lib/use-disclosure';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectRole, useSessionStore } from '@/stores/session';
import { accountNav } from './nav-items';
import { useSignOut } from './use-sign-out';

/** Desktop account disclosure: sign-in link, or the role's links + sign out. */
export function AccountMenu() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const role = useSessionStore(selectRole);
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');
  const signOut = useSignOut();
  const location = useLocation();
  const [open, setOpen] = useDisclosure(location.pathname);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  if (!signedIn) {
    return (
      <Link to="/auth?mode=authenticate" className="btn btn--secondary btn--sm account-signin">
        Autentificare
      </Link>
    );
  }

  return (
    <div className="account" ref={rootRef}>
      <button
        type="button"
        className="account__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="account__avatar" aria-hidden="true">
          {firstName.charAt(0).toUpperCase() || '?'}
        </span>
        <span className="account__label">Contul meu</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <div className="account__menu" id={menuId} hidden={!open}>
        <p className="account__hello">Salut, {firstName}!</p>
        <ul>
          {accountNav(role).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="account__link">
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="account__link account__logout" onClick={signOut}>
              Deconectare
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
