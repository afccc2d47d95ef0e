import { useEffect } from 'react';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { SESSION_CHECK_INTERVAL_MS } from '@/lib/constants';
import { useEndSession } from '@/lib/use-end-session';
import { useSessionStore } from '@/stores/session';
import { signInPathAfter } from '../lib/access';

/**
 * Checks the session every 5 minutes (and when the tab becomes visible), and hears from the API
 * client when a call found it expired or the server refused its token (401: signed out
 * everywhere, password changed, …). Either way the session has ended and the user goes to the
 * sign-in page of their area, which says why (nobody is left on a page that no longer loads).
 */
export function SessionWatcher() {
  const endSession = useEndSession();

  useEffect(() => {
    const toSignIn = () => endSession(signInPathAfter(useSessionStore.getState().ended?.role ?? null));
    setSessionExpiredHandler(toSignIn);

    const check = () => {
      const { token, ensureValid } = useSessionStore.getState();
      if (token && !ensureValid()) toSignIn();
    };
    // On load an expired session is only cleared: the route guards then send
    // protected pages to /auth and public pages simply show a signed-out state.
    useSessionStore.getState().ensureValid();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      setSessionExpiredHandler(null);
    };
  }, [endSession]);

  return null;
}
