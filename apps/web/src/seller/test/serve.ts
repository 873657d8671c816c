// Test helper: the seller app's calls answered by method and path on the MSW harness (testing/harness.tsx),
// and recorded.
import { http, HttpResponse } from 'msw';
import { apiServer } from '@/testing/harness';

export type Answer = { status?: number; data?: unknown; message?: string; errorCode?: string };
type Route = (body: unknown) => Answer;

export type Served = {
  /** Every call made: "POST /api/v1/sellers/auctions" with its JSON body and headers. */
  calls: { route: string; body: unknown; headers: Record<string, string> }[];
};

/** `routes` by "METHOD /api/path" (the query string left out); anything else answers 404. */
export function serve(routes: Record<string, Route>): Served {
  const calls: Served['calls'] = [];
  apiServer.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ route, body, headers: Object.fromEntries(request.headers.entries()) });
      const handler = routes[route];
      const answer = handler ? handler(body) : { status: 404, message: '없음' };
      const status = answer.status ?? 200;
      return HttpResponse.json(
        {
          code: status,
          message: answer.message ?? '',
          data: answer.data ?? null,
          errorCode: answer.errorCode,
        },
        { status },
      );
    }),
  );
  return { calls };
}
