import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useSessionStore } from '@/stores/session';

/** Clears the whole session (token, expiry, user, saved address) and goes home. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    useSessionStore.getState().logout();
    queryClient.clear();
    toast.success('Te-ai deconectat. Pe curând!');
    navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
