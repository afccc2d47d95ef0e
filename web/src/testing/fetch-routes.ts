import { vi } from 'vitest';

export type StubReply = { status?: number; body?: unknown };
export type StubRequest = { method: string; path: string; url: URL; init: RequestInit; json: unknown };
type Handler = StubReply | ((req: StubRequest) => StubReply);

/**
 * Stubs fetch at the network boundary by "METHOD /path". A key may carry a query
 * ("GET /user-service/get-base-products?category=torturi"), which wins over the bare path.
 * Unknown calls answer 404. `calls` lists every request with its parsed JSON body;
 * `calledPaths()` gives their paths with the query, in order.
 */
export function stubFetchRoutes(routes: Record<string, Handler>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let json: unknown = undefined;
    if (typeof init.body === 'string') {
      try {
        json = JSON.parse(init.body);
      } catch {
        json = init.body;
      }
    }
    const req: StubRequest = { method, path: url.pathname, url, init, json };
    calls.push(req);
    const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    const reply: StubReply = handler
      ? typeof handler === 'function'
        ? handler(req)
        : handler
      : { status: 404, body: { status: 404, message: `Nu există ${method} ${url.pathname}` } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  const calledPaths = () => calls.map((c) => `${c.path}${c.url.search}`);
  return { fetchMock, calls, callsTo, calledPaths };
}
