import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { lazyNamed } from '@/lib/lazy-named';
import { createQueryClient } from '@/lib/query-client';
import { whenIdle } from '@/lib/when-idle';
import { useThemeStore } from '@/stores/theme';

// sonner keeps the toasts raised before its Toaster mounts and shows them then, so the Toaster
// (sonner and its CSS) is not part of the first screen: it comes with the visitor's first
// click or key press (every toast follows one), or a few idle seconds after the page loaded.
const AppToaster = lazyNamed(() => import('./toaster'), 'AppToaster');

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dark = useThemeStore((s) => s.dark);
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => {
    const want = () => setToasterWanted(true);
    const options = { capture: true, passive: true, once: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    const cancelIdle = whenIdle(want, { delay: 5000 });
    return () => {
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
      cancelIdle();
    };
  }, []);
  return (
    <ErrorBoundary fallback={({ reset }) => <ErrorScreen onRetry={reset} />}>
      <QueryClientProvider client={queryClient}>
        {children}
        {toasterWanted ? (
          <Suspense fallback={null}>
            <AppToaster dark={dark} />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
