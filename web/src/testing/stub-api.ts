import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
type Handler = Answer | ((url: URL) => Answer);

/**
 * Stubs fetch at the network boundary by path: `{ '/user-service/get-categories': { body: [...] } }`.
 * A key may include a query (`'/user-service/get-base-products?category=torturi'`), which wins over
 * the bare path. Unknown paths answer 404.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const handler = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
    const answer: Answer = typeof handler === 'function' ? handler(url) : (handler ?? { status: 404, body: { status: 404, message: '' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths (with query) fetch was called with, in order. */
export function calledPaths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
    const url = new URL(raw, 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}
