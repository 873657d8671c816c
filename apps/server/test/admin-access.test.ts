// The operator console's access matrix, over every route the OpenAPI document lists (so a route added later
// is covered without touching this file): every /v1/admin call but the login refuses no token (401), a
// dealer's and a seller's token (403), a disabled operator and a token older than the operator's last
// password reset (401); STAFF is refused (403 ADMIN_ONLY) exactly on the ADMIN-only calls (operator accounts,
// refunds); and an operator's token opens no dealer or seller route.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../src/db/schema';
import { createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

type Operation = { security?: unknown[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = Uppercase<(typeof METHODS)[number]>;
type Route = { method: Method; path: string; url: string; secured: boolean };

/** The calls only an ADMIN may make: operator accounts and refunds. */
const isAdminOnly = (route: Route) =>
  route.path.startsWith('/api/v1/admin/operators') || /\/refund$/.test(route.path);

/** A concrete URL for a documented path: every parameter filled with a plausible value. */
const urlOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => (/id$/i.test(name) ? '1' : 'someone'));

describe('operator console access', () => {
  let ctx: TestContext;
  let routes: Route[];
  let adminRoutes: Route[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Partial<Record<string, Operation>>> }>();
    routes = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation
          ? [
              {
                method: method.toUpperCase() as Method,
                path,
                url: urlOf(path),
                secured: (operation.security?.length ?? 0) > 0,
              },
            ]
          : [];
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

  const call = (route: Route, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: route.method,
      url: route.url,
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  /** The routes (as "METHOD path") whose answer is not `status`. */
  const answeringOtherThan = async (
    list: Route[],
    status: number,
    headers: Record<string, string> = {},
  ): Promise<string[]> => {
    const wrong: string[] = [];
    for (const route of list) {
      const response = await call(route, headers);
      if (response.statusCode !== status) {
        wrong.push(`${route.method} ${route.path} -> ${response.statusCode}`);
      }
    }
    return wrong;
  };

  it('documents the console calls as signed-in calls', () => {
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
      const label = `${route.method} ${route.path}`;
      if (isAdminOnly(route)) {
        expect({
          label,
          status: asStaff.statusCode,
          code: asStaff.json<{ errorCode?: string }>().errorCode,
        }).toEqual({ label, status: 403, code: 'ADMIN_ONLY' });
      } else {
        expect({ label, refused: [401, 403].includes(asStaff.statusCode) }).toEqual({
          label,
          refused: false,
        });
      }
      expect({ label, refused: [401, 403].includes(asAdmin.statusCode) }).toEqual({ label, refused: false });
    }
  });

  it('logs an operator out: its tokens end, a dealer or seller token is refused, a missing one is 401', async () => {
    const logout = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers });
    expect((await logout()).statusCode).toBe(401);
    expect((await logout(await ctx.auth((await createDealer(ctx.db)).id, 'dealer'))).statusCode).toBe(403);
    const staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    expect((await logout(staff)).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: staff });
    expect(me.statusCode).toBe(401);
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
