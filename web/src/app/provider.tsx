import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { createQueryClient } from '@/lib/query-client';
import { useThemeStore } from '@/stores/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dark = useThemeStore((s) => s.dark);
  return (
    <ErrorBoundary fallback={({ reset }) => <ErrorScreen onRetry={reset} />}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          theme={dark ? 'dark' : 'light'}
          position="top-center"
          richColors
          closeButton
          toastOptions={{ closeButtonAriaLabel: 'Închide notificarea' }}
          customAriaLabel="Notificări"
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
