// The route table is the API (docs/decisions/024): every route the server serves is an entry of `api`, served
// with the entry's method, path and guard, and every entry is served; the OpenAPI document lists the same set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, refusalsOf, type ApiRoute } from '@autobid/shared';
import { createTestContext, type TestContext } from './helpers/test-app';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const entries = Object.entries(api).flatMap(([thing, routes]) =>
  Object.entries(routes as Record<string, ApiRoute>).map(([name, route]) => ({
    name: `${thing}.${name}`,
    route,
  })),
);
/** The process's own probes (docs/decisions/010): for the load balancer, not callers of the API. */
const PROBES = ['GET /api/health', 'GET /api/health/ready'];

const openApiKey = (route: ApiRoute) => `${route.method} /api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

describe('the route table', () => {
  let ctx: TestContext;
  let served: Map<string, { responses: string[]; security: boolean }>;

  beforeAll(async () => {
    // The test clock's route is served only with TEST_CLOCK on (docs/decisions/012).
    ctx = await createTestContext({ config: { TEST_CLOCK: true } });
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    const { paths } = response.json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
    }>();
    served = new Map(
      Object.entries(paths).flatMap(([path, item]) =>
        METHODS.flatMap((method) => {
          const operation = item[method];
          return operation
            ? [
                [
                  `${method.toUpperCase()} ${path}`,
                  {
                    responses: Object.keys(operation.responses ?? {}),
                    security: (operation.security ?? []).length > 0,
                  },
                ] as const,
              ]
            : [];
        }),
      ),
    );
  });
  afterAll(async () => ctx.close());

  it('names each route once', () => {
    const keys = entries.map(({ route }) => openApiKey(route));
    expect(keys.length).toBeGreaterThan(90);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is the whole API: every served route is an entry and every entry is served', () => {
    const table = new Set(entries.map(({ route }) => openApiKey(route)));
    expect(
      [...served.keys()].filter((key) => !table.has(key) && !PROBES.includes(key)).sort(),
      'served, not in the table',
    ).toEqual([]);
    expect([...table].filter((key) => !served.has(key)).sort(), 'in the table, not served').toEqual([]);
  });

  it('serves each entry with its refusals and, when signed in, its bearer token', () => {
    const differing = entries.flatMap(({ name, route }) => {
      const operation = served.get(openApiKey(route));
      const success = route.created ? '201' : '200';
      const expected = {
        responses: [success, ...refusalsOf(route).map(String)].sort(),
        security: route.access !== 'public',
      };
      const actual = { responses: [...(operation?.responses ?? [])].sort(), security: operation?.security };
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ name, expected, actual }];
    });
    expect(differing).toEqual([]);
  });

  it('refuses a caller of another kind on every signed-in entry', async () => {
    for (const { name, route } of entries.filter(({ route }) => route.access !== 'public')) {
      // Every path value 1, no body, no token: the guard answers before anything is read.
      const params: Record<string, number> = {};
      for (const [, key] of route.path.matchAll(/:([A-Za-z]+)/g)) {
        params[key!] = 1;
      }
      // `route` is any entry (ApiRoute), whose input type knows no params: each entry's own type does.
      const answer = await ctx.call(route, { params } as never, null);
      expect(answer.status, name).toBe(401);
    }
  });
});
