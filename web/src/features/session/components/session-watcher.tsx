import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { SESSION_CHECK_INTERVAL_MS } from '@/lib/constants';
import { useSessionStore } from '@/stores/session';

/**
 * Checks the session every 5 minutes (and when the tab becomes visible);
 * when it has expired the session is cleared and the user goes home.
 */
export function SessionWatcher() {
  const navigate = useNavigate();

  useEffect(() => {
    const goHome = () => navigate('/', { replace: true });
    setSessionExpiredHandler(goHome);

    const check = () => {
      const { token, ensureValid } = useSessionStore.getState();
      if (token && !ensureValid()) goHome();
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
  }, [navigate]);

  return null;
}
