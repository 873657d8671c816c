// Test helper: a fetch double that answers the seller app's calls by method and path, and records them.
import { vi } from 'vitest';

export type Answer = { status?: number; data?: unknown; message?: string; errorCode?: string };
type Route = (body: unknown) => Answer;

export type Served = {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** Every call made: "POST /api/v1/sellers/auctions" with its JSON body and headers. */
  calls: { route: string; body: unknown; headers: Record<string, string> }[];
};

/** `routes` by "METHOD /api/path" (the query string left out); anything else answers 404. */
export function serve(routes: Record<string, Route>): Served {
  const calls: Served['calls'] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ route, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = routes[route];
    const answer = handler ? handler(body) : { status: 404, message: '없음' };
    const status = answer.status ?? 200;
    return Promise.resolve(
      new Response(
        JSON.stringify({
          code: status,
          message: answer.message ?? '',
          data: answer.data ?? null,
          errorCode: answer.errorCode,
        }),
        { status },
      ),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}
