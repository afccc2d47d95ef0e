import { useEffect } from 'react';
import { PageLoader } from '@/components/ui/spinner';
import { useEndSession } from '@/lib/use-end-session';

/** /logout: no screen of its own; clears the session and goes home. */
export function LogoutRoute() {
  const endSession = useEndSession();
  useEffect(() => endSession('/'), [endSession]);
  return <PageLoader label="Te deconectăm…" />;
}
