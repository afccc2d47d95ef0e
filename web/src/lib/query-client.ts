import { QueryClient } from '@tanstack/react-query';

/** No retries anywhere (a failure shows at once, with its message); per-query staleTime comes from STALE_TIME. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
