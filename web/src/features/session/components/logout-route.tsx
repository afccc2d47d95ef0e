import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@/components/ui';
import { useSessionStore } from '@/stores/session';

/** /logout: no screen of its own; clears the session and goes home. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    useSessionStore.getState().logout();
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);
  return <PageLoader label="Te deconectăm…" />;
}
