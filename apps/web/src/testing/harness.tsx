// The web tests' harness: the API answered by MSW (a request handler per route of the shared table, the real
// fetch and lib/http.ts in between), and `renderApp` rendering a screen as the app does (its query client, a
// data router at a path). Tests state what a route answers — `answer(api.deals.list, page)`,
// `refuse(route, …)`, `failNetwork(route)`, `hold(route)` for an answer the test releases later — never a
// fetch stub or a provider wrapper of their own. An answer holds from then on in the test; with
// `{ once: true }` it answers one call, and one-time answers of a route are taken in the order given. A call
// no handler answers fails the test (testing/setup.ts).
import { act, useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiRoute, ErrorCode, RouteResult } from '@autobid/shared';
import { createQueryClient } from '@/lib/query-client';

/** The test process's MSW server (started by testing/setup.ts). */
export const apiServer = setupServer();

/** One call a screen made: its route, URL (with the query), JSON body (a multipart one as text) and headers. */
export type RecordedCall = { route: string; url: URL; body: unknown; headers: Headers };

const recorded: RecordedCall[] = [];

/** The calls made since the test began, oldest first. */
export function calls(route?: ApiRoute): RecordedCall[] {
  return route ? recorded.filter((call) => call.route === keyOf(route)) : [...recorded];
}

const keyOf = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

type Request = { params: Record<string, string | readonly string[] | undefined>; url: URL; body: unknown };

type Reply = { status?: number; message?: string; data?: unknown; errorCode?: ErrorCode };

/** No answer at all: the network failed. */
const NO_ANSWER = 'no answer';

type Replier = (request: Request) => Reply | typeof NO_ANSWER | Promise<Reply | typeof NO_ANSWER>;

/** The one-time answers of each route not taken yet, oldest first. */
const queued = new Map<string, Replier[]>();

/** Forgets the calls and the one-time answers of the test that ended (testing/setup.ts, after each test). */
export function resetHarness(): void {
  recorded.length = 0;
  queued.clear();
}

/**
 * The handler of `route`: it records the call and sends the envelope of what the replier from `pick` makes
 * of it; without one (the one-time answers used up) the call is left to the handlers given before. A path
 * whose values the route's `params` refuse is another route's (`/auction/list` is not `/auction/:id`), so it
 * is left to the handler of that one.
 */
function handlerOf(route: ApiRoute, pick: () => Replier | undefined) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*/api${route.path}`, async ({ request, params }) => {
    if (route.params && !route.params.safeParse(params).success) {
      return undefined;
    }
    const reply = pick();
    if (!reply) {
      return undefined;
    }
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A multipart or text body stays as it came.
    }
    const url = new URL(request.url);
    recorded.push({ route: keyOf(route), url, body, headers: request.headers });
    const answered = await reply({ params, url, body });
    if (answered === NO_ANSWER) {
      return HttpResponse.error();
    }
    const status = answered.status ?? (route.created ? 201 : 200);
    return HttpResponse.json(
      {
        code: status,
        message: answered.message ?? '성공',
        data: (answered.data ?? null) as JsonBodyType,
        ...(answered.errorCode ? { errorCode: answered.errorCode } : {}),
      },
      { status },
    );
  });
}

/** `route` answers as `reply` says: from now on, or (`once`) the next call after the one-time answers before. */
function serve(route: ApiRoute, reply: Replier, once = false): void {
  if (!once) {
    apiServer.use(handlerOf(route, () => reply));
    return;
  }
  const key = keyOf(route);
  const queue = queued.get(key) ?? [];
  queue.push(reply);
  queued.set(key, queue);
  // On top of any answer given since, so a one-time answer is the next call's whatever came between.
  apiServer.use(handlerOf(route, () => queued.get(key)?.shift()));
}

type Answer<R extends ApiRoute> =
  RouteResult<R> | ((request: Request) => RouteResult<R> | Promise<RouteResult<R>>);

/** `route` answers `data` (or what the function makes of the request). */
export function answer<R extends ApiRoute>(
  route: R,
  data: Answer<R>,
  options: { once?: boolean } = {},
): void {
  serve(
    route,
    async (request) => ({
      data: typeof data === 'function' ? await (data as (r: Request) => unknown)(request) : data,
    }),
    options.once,
  );
}

type Refusal = { status: number; errorCode?: ErrorCode; message?: string };

const refusalReply = (refusal: Refusal): Reply => ({
  status: refusal.status,
  errorCode: refusal.errorCode,
  message: refusal.message ?? '잠시 후 다시 시도해주세요.',
});

/** `route` refuses with the shared error envelope: a status, its `errorCode` and the server's message. */
export function refuse(route: ApiRoute, refusal: Refusal, options: { once?: boolean } = {}): void {
  serve(route, () => refusalReply(refusal), options.once);
}

/** `route` gets no answer at all (the network failed); the call is recorded all the same. */
export function failNetwork(route: ApiRoute, options: { once?: boolean } = {}): void {
  serve(route, () => NO_ANSWER, options.once);
}

/** What a held route answers once the test releases it. */
export type Held<R extends ApiRoute> = {
  answer: (data: RouteResult<R>) => void;
  refuse: (refusal: Refusal) => void;
};

/**
 * `route` takes its next call (a one-time answer) and answers only when the test releases it
 * (`held.answer(data)` or `held.refuse(…)`): how a test sees a screen between its call and the answer (busy,
 * loading). Never released, the call stays pending.
 */
export function hold<R extends ApiRoute>(route: R): Held<R> {
  let release: (reply: Reply) => void = () => undefined;
  const replied = new Promise<Reply>((resolve) => (release = resolve));
  serve(route, () => replied, true);
  return {
    answer: (data) => release({ data }),
    refuse: (refusal) => release(refusalReply(refusal)),
  };
}

/** A query client as the app's, without retry delays unless a test asks for them. */
export function testQueryClient(options: { retries?: boolean } = {}): QueryClient {
  const client = createQueryClient();
  if (!options.retries) {
    client.setDefaultOptions({
      ...client.getDefaultOptions(),
      queries: { ...client.getDefaultOptions().queries, retry: false },
    });
  }
  return client;
}

export type RenderAppOptions = {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` is mounted at (so it reads its params), `*` by default. */
  pattern?: string;
  /** Other routes of the test's app, e.g. where a screen navigates to. */
  routes?: Record<string, ReactNode>;
  queryClient?: QueryClient;
};

/** The screen of `renderApp`, swapped by its `rerender` inside the same app. */
function Screen({
  initial,
  onSwap,
}: {
  initial: ReactNode;
  onSwap: (swap: (ui: ReactNode) => void) => void;
}) {
  const [ui, setUi] = useState(initial);
  onSwap(setUi);
  return ui;
}

/**
 * Renders `ui` as the app does: its query client and a data router (app/app.tsx's kind, so a leave guard,
 * an errorElement or a layout's outlet work) at `path`. `ui` is a screen mounted at `pattern` beside
 * `routes`, or a whole route tree (nested layouts, guards, the app's own `routes`). `rerender(next)` gives
 * the screen new props in the same app (a route tree is rendered once).
 */
export function renderApp(
  ui: ReactElement | RouteObject[],
  { path = '/', pattern = '*', routes = {}, queryClient = testQueryClient() }: RenderAppOptions = {},
): RenderResult & { queryClient: QueryClient } {
  let swap: ((next: ReactNode) => void) | null = null;
  const tree: RouteObject[] = Array.isArray(ui)
    ? ui
    : [
        { path: pattern, element: <Screen initial={ui} onSwap={(set) => (swap = set)} /> },
        ...Object.entries(routes).map(([at, element]) => ({ path: at, element })),
      ];
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const rerender = (next: ReactNode) => {
    if (!swap) {
      throw new Error('renderApp: rerender swaps a screen, not a route tree');
    }
    const set = swap;
    act(() => set(next));
  };
  return { ...rendered, rerender, queryClient };
}
