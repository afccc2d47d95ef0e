import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/stores/session';
import { decideAccess, signInPathAfter, type AccessRule } from '../lib/access';

type Props = { rule: AccessRule; children: ReactNode };

/** Route guard: a page opens only for the roles its area allows. */
export function RequireAccess({ rule, children }: Props) {
  const token = useSessionStore((s) => s.token);
  const expiration = useSessionStore((s) => s.expiration);
  const user = useSessionStore((s) => s.user);
  const endedRole = useSessionStore((s) => s.ended?.role ?? null);
  const location = useLocation();
  const decision = decideAccess({ token, expiration, user }, rule);
  const expired = Boolean(token) && decision === 'login';

  useEffect(() => {
    // An expired session is ended completely, not just ignored.
    if (expired) useSessionStore.getState().ensureValid();
  }, [expired]);

  if (decision === 'login') {
    // Staff whose session ended sign in again at /auth/admin; everyone else at /auth.
    const to = signInPathAfter(user?.role ?? endedRole);
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  if (decision === 'home') return <Navigate to="/" replace />;
  return <>{children}</>;
}
