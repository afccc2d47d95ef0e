import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/stores/session';
import { decideAccess, type AccessRule } from '../lib/access';

type Props = { rule: AccessRule; children: ReactNode };

/** Route guard of SPEC §6. */
export function RequireAccess({ rule, children }: Props) {
  const token = useSessionStore((s) => s.token);
  const expiration = useSessionStore((s) => s.expiration);
  const user = useSessionStore((s) => s.user);
  const location = useLocation();
  const decision = decideAccess({ token, expiration, user }, rule);
  const expired = Boolean(token) && decision === 'login';

  useEffect(() => {
    // An expired session is cleared completely, not just ignored.
    if (expired) useSessionStore.getState().logout();
  }, [expired]);

  if (decision === 'login') {
    return <Navigate to="/auth?mode=authenticate" replace state={{ from: location.pathname + location.search }} />;
  }
  if (decision === 'home') return <Navigate to="/" replace />;
  return <>{children}</>;
}
