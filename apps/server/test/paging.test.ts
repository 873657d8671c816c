// The same page-size or page-number mistake gets the same message on every paged list.
// Every route whose query has `size` is found through the OpenAPI document, so a new paged list that
// builds its own page/size rules instead of the shared pagingQuery fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, MAX_PAGE_SIZE, PAGE_MESSAGES, type ApiRoute } from '@autobid/shared';
import { createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

type Parameter = { in: string; name: string };
type Operation = { parameters?: Parameter[] };

const tableRoutes: ApiRoute[] = Object.values(api).flatMap((routes) => Object.values(routes) as ApiRoute[]);

describe('paged lists', () => {
  let ctx: TestContext;
  /** Each paged GET route with the headers that open it. */
  let paged: { url: string; route: ApiRoute; headers: Record<string, string> }[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const principals = [
      {},
      await ctx.auth((await createDealer(ctx.db)).id),
      await ctx.auth((await createSeller(ctx.db)).id, 'seller'),
      await ctx.auth((await createOperator(ctx.db)).id, 'operator'),
    ];
    const paths = (ctx.app.swagger() as { paths: Record<string, { get?: Operation }> }).paths;
    paged = [];
    for (const [path, item] of Object.entries(paths)) {
      const names = (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (!names.includes('size')) {
        continue;
      }
      const url = `/api${path.replace(/^\/api/, '')}`;
      const route = tableRoutes.find((entry) => entry.method === 'GET' && `/api${entry.path}` === url);
      expect(route, `${url}: not in the route table`).toBeDefined();
      let opened: Record<string, string> | undefined;
      for (const headers of principals) {
        // Raw query strings throughout: a route of the whole table has no query type to fill.
        const { status } = await ctx.call(route!, {}, headers, { rawQuery: '?page=1&size=1' });
        if (status === 200) {
          opened = headers;
          break;
        }
      }
      expect(opened, `${url}: no principal opens it`).toBeDefined();
      paged.push({ url, route: route!, headers: opened ?? {} });
    }
  });
  afterAll(async () => ctx.close());

  it('finds the paged lists of dealers, sellers, operators and visitors', () => {
    expect(paged.map((route) => route.url).sort()).toEqual(
      [
        '/api/v1/admin/auctions',
        '/api/v1/admin/audit-log',
        '/api/v1/admin/dealers',
        '/api/v1/admin/deals',
        '/api/v1/admin/deposits',
        '/api/v1/admin/disputes',
        '/api/v1/admin/notices',
        '/api/v1/admin/outbox',
        '/api/v1/admin/penalties',
        '/api/v1/admin/reports',
        '/api/v1/admin/retention-runs',
        '/api/v1/dealers/auction/bidding/list',
        '/api/v1/dealers/auction/list',
        '/api/v1/dealers/auction/transaction/list',
        '/api/v1/dealers/noticies',
        '/api/v1/sellers/auctions',
      ].sort(),
    );
  });

  it('answers the same message for the same page-size mistake on every list', async () => {
    const cases: [string, string][] = [
      ['size=0', PAGE_MESSAGES.size],
      ['size=1000', PAGE_MESSAGES.size],
      [`size=${MAX_PAGE_SIZE + 1}`, PAGE_MESSAGES.size],
      ['size=abc', PAGE_MESSAGES.size],
      ['size=1.5', PAGE_MESSAGES.size],
      ['page=0', PAGE_MESSAGES.page],
      ['page=abc', PAGE_MESSAGES.page],
    ];
    for (const { url, route, headers } of paged) {
      for (const [query, message] of cases) {
        const called = await ctx.call(route, {}, headers, { rawQuery: `?${query}` });
        expect(called.status, `${url}?${query}`).toBe(400);
        expect(called.response.json(), `${url}?${query}`).toMatchObject({ code: 400 });
        expect(called.message, `${url}?${query}`).toBe(message);
      }
    }
  });

  it('accepts the largest page size and answers it back', async () => {
    for (const { url, route, headers } of paged) {
      const { status, data } = await ctx.call(route, {}, headers, {
        rawQuery: `?page=1&size=${MAX_PAGE_SIZE}`,
      });
      expect(status, url).toBe(200);
      expect(data, url).toMatchObject({
        size: MAX_PAGE_SIZE,
        page: 1,
      });
    }
  });
});
