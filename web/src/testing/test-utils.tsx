import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

/** Renders routes in a memory router with a fresh QueryClient and a Toaster (the path may carry state). */
export function renderRoutes(routes: RouteObject[], initialPath: InitialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export function renderWithRouter(ui: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element: ui }], initialPath);
}

type StubbedResponse = { status?: number; body?: unknown };

/** Stubs fetch at the network boundary; each call answers with the next response. */
export function stubFetch(...responses: StubbedResponse[]) {
  const queue = [...responses];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift() ?? { status: 500, body: { status: 500, message: '' } };
    const status = next.status ?? 200;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
