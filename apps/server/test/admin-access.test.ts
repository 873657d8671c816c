// The operator console's access matrix, over every route the OpenAPI document lists, each called through its
// entry of the route table (so a route added later is covered without touching this file): every /v1/admin
// call but the login refuses no token (401), a dealer's and a seller's token (403), a disabled operator and a
// token older than the operator's last password reset (401); STAFF is refused (403 ADMIN_ONLY) exactly on the
// ADMIN-only calls (operator accounts, refunds); and an operator's token opens no dealer or seller route.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiRoute } from '@autobid/shared';
import { operators } from '../src/db/schema';
import { createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

type Operation = { security?: unknown[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** A documented route (`path` as the OpenAPI document names it) and its entry of the route table. */
type Route = { path: string; entry: ApiRoute; secured: boolean };

/** A route as the OpenAPI document names it: `GET /api/v1/admin/operators/{id}`. */
const keyOf = (route: ApiRoute) => `${route.method} /api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
const TABLE = new Map(
  Object.values(api).flatMap((routes) =>
    Object.values(routes as Record<string, ApiRoute>).map((route) => [keyOf(route), route] as const),
  ),
);

/** The calls only an ADMIN may make: operator accounts and refunds. */
const isAdminOnly = (route: Route) =>
  route.path.startsWith('/api/v1/admin/operators') || /\/refund$/.test(route.path);

/** The path's parameters, each filled with a plausible value. */
const paramsOf = (route: ApiRoute) => {
  const params: Record<string, string | number> = {};
  for (const [, name] of route.path.matchAll(/:([A-Za-z]+)/g)) {
    params[name!] = /id$/i.test(name!) ? 1 : 'someone';
  }
  return params;
};

describe('operator console access', () => {
  let ctx: TestContext;
  let routes: Route[];
  let adminRoutes: Route[];
  /** Documented routes that are no entry of the route table (the docs themselves, the process's probes). */
  let unlisted: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const { paths } = ctx.app.swagger() as { paths: Record<string, Partial<Record<string, Operation>>> };
    unlisted = [];
    routes = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        const entry = operation && TABLE.get(`${method.toUpperCase()} ${path}`);
        if (operation && !entry) {
          unlisted.push(`${method.toUpperCase()} ${path}`);
        }
        return operation && entry ? [{ path, entry, secured: (operation.security?.length ?? 0) > 0 }] : [];
      }),
    );
    adminRoutes = routes.filter(
      (route) =>
        route.path.startsWith('/api/v1/admin/') &&
        route.path !== '/api/v1/admin/login' &&
        // Logout ends the token it is called with; its own test below.
        route.path !== '/api/v1/admin/logout',
    );
  });
  afterAll(async () => ctx.close());

  /** Any entry with these headers and an empty body where it takes one: its input is built from data. */
  const call = ({ entry }: Route, headers: Record<string, string> = {}) =>
    ctx.call(
      entry,
      { params: paramsOf(entry) } as never,
      headers,
      entry.method === 'GET' || entry.method === 'DELETE' ? {} : { invalidBody: {} },
    );

  /** The routes (as "METHOD path") whose answer is not `status`. */
  const answeringOtherThan = async (
    list: Route[],
    status: number,
    headers: Record<string, string> = {},
  ): Promise<string[]> => {
    const wrong: string[] = [];
    for (const route of list) {
      const response = await call(route, headers);
      if (response.status !== status) {
        wrong.push(`${route.entry.method} ${route.path} -> ${response.status}`);
      }
    }
    return wrong;
  };

  it('documents the console calls as signed-in calls', () => {
    expect(unlisted.filter((route) => route.includes('/api/v1/'))).toEqual([]);
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(adminRoutes.filter((route) => !route.secured).map((route) => route.path)).toEqual([]);
  });

  it('refuses every console call without a token (401)', async () => {
    expect(await answeringOtherThan(adminRoutes, 401)).toEqual([]);
    expect(await answeringOtherThan(adminRoutes, 401, { authorization: 'Bearer not-a-token' })).toEqual([]);
  });

  it("refuses every console call with a dealer's or a seller's token (403)", async () => {
    const dealer = await ctx.auth((await createDealer(ctx.db)).id, 'dealer');
    const seller = await ctx.auth((await createSeller(ctx.db)).id, 'seller');
    expect(await answeringOtherThan(adminRoutes, 403, dealer)).toEqual([]);
    expect(await answeringOtherThan(adminRoutes, 403, seller)).toEqual([]);
  });

  it("refuses a disabled operator's token, and a token from before a password reset (401)", async () => {
    const disabled = await createOperator(ctx.db, { role: 'ADMIN' });
    const disabledAuth = await ctx.auth(disabled.id, 'operator');
    await ctx.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.id, disabled.id));
    const reset = await createOperator(ctx.db, { role: 'ADMIN' });
    const staleAuth = await ctx.auth(reset.id, 'operator');
    await ctx.db
      .update(operators)
      .set({ tokenVersion: sql`${operators.tokenVersion} + 1` })
      .where(eq(operators.id, reset.id));
    expect(await answeringOtherThan(adminRoutes, 401, disabledAuth)).toEqual([]);
    expect(await answeringOtherThan(adminRoutes, 401, staleAuth)).toEqual([]);
  });

  it('refuses STAFF exactly on the ADMIN-only calls (403 ADMIN_ONLY), and lets ADMIN past the role check', async () => {
    const staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    const admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
    const adminOnly = adminRoutes.filter(isAdminOnly);
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const asStaff = await call(route, staff);
      const asAdmin = await call(route, admin);
      const label = `${route.entry.method} ${route.path}`;
      if (isAdminOnly(route)) {
        expect({ label, status: asStaff.status, code: asStaff.errorCode }).toEqual({
          label,
          status: 403,
          code: 'ADMIN_ONLY',
        });
      } else {
        expect({ label, refused: [401, 403].includes(asStaff.status) }).toEqual({
          label,
          refused: false,
        });
      }
      expect({ label, refused: [401, 403].includes(asAdmin.status) }).toEqual({ label, refused: false });
    }
  });

  it('logs an operator out: its tokens end, a dealer or seller token is refused, a missing one is 401', async () => {
    const logout = (headers: Record<string, string> = {}) => ctx.call(api.operators.logout, {}, headers);
    expect((await logout()).status).toBe(401);
    expect((await logout(await ctx.auth((await createDealer(ctx.db)).id, 'dealer'))).status).toBe(403);
    const staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    expect((await logout(staff)).status).toBe(200);
    const me = await ctx.call(api.operators.me, {}, staff);
    expect(me.status).toBe(401);
  });

  it("opens no dealer or seller call with an operator's token", async () => {
    const admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
    const others = routes.filter(
      (route) =>
        route.secured &&
        !route.path.startsWith('/api/v1/admin/') &&
        (route.path.startsWith('/api/v1/dealers') || route.path.startsWith('/api/v1/sellers')),
    );
    expect(others.length).toBeGreaterThan(10);
    expect(await answeringOtherThan(others, 403, admin)).toEqual([]);
  });
});
