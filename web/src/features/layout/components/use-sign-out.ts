import { useCallback } from 'react';
import { useEndSession } from '@/lib/use-end-session';

/** "Deconectare": ends the session here and goes home. */
export function useSignOut() {
  const endSession = useEndSession();
  return useCallback(() => {
    endSession('/');
    // sonner is not in the first chunk (see app/provider.tsx): fetched on this click.
    void import('sonner').then(({ toast }) => toast.success('Te-ai deconectat. Pe curând!'));
  }, [endSession]);
}
