import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@/stores/session';

/**
 * Leaves the session on this device: clears token, expiration, user data and saved
 * address (unless it has ended already: then the store keeps why, for the sign-in page), forgets
 * every cached answer and goes to `to`. The one way out for the header's "Deconectare", /logout,
 * "Deconectează-te de pe toate dispozitivele" and a session that ended on its own.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (to = '/', state?: unknown) => {
      // Leave the page first, committed at once: a navigation is a transition, and a guarded page
      // (/user/...) that saw the session go first would send the user to sign in instead of `to`.
      navigate(to, { replace: true, state, flushSync: true });
      const session = useSessionStore.getState();
      if (session.token) session.logout();
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}
