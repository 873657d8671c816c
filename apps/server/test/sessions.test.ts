// Tokens do not outlive their principal (docs/decisions/018): every authenticated call checks that the
// dealer, seller or operator still exists, may hold a session and that the token is of its current version.
// Checks are cached a few seconds per process; changes made here drop the cache at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, LOGIN_MESSAGES } from '@autobid/shared';
import { dealers, sellers } from '../src/db/schema';
import { createSessions } from '../src/modules/access/sessions';
import { DEFAULT_PASSWORD, createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('sessions', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const dashboard = async (authorization: string) =>
    (await ctx.call(api.dealers.dashboard, {}, { authorization })).status;
  const login = (username: string, password = DEFAULT_PASSWORD) =>
    ctx.call(api.dealers.login, { body: { username, password } });

  it('answers 401 to a validly signed token of a dealer that no longer exists', async () => {
    const dealer = await createDealer(ctx.db);
    const { authorization } = await ctx.auth(dealer.id);
    expect(await dashboard(authorization)).toBe(200);
    await ctx.db.delete(dealers).where(eq(dealers.id, dealer.id));
    // Another process removed it: this process learns within SESSION_CACHE_MS; a change made here is at once.
    ctx.sessions.changed({ id: dealer.id, role: 'dealer' });
    expect(await dashboard(authorization)).toBe(401);
    // A token of an id that never existed is refused on its first use too.
    expect(await dashboard((await ctx.auth(987_654)).authorization)).toBe(401);
  });

  it('ends the sessions of a suspended dealer, refuses its login with the reason to ask, and gives them back on lift', async () => {
    const dealer = await createDealer(ctx.db);
    const token = (await login(dealer.username)).data.accessToken;
    const authorization = `Bearer ${token}`;
    expect(await dashboard(authorization)).toBe(200);

    const admin = (await createOperator(ctx.db, { role: 'ADMIN' })).id;
    const params = { id: dealer.id };
    const suspend = await ctx.call(
      api.consoleDealers.suspend,
      { params, body: { reason: '허위 매물 입찰' } },
      admin,
    );
    expect(suspend.status).toBe(200);
    expect(await dashboard(authorization)).toBe(401);

    const refused = await login(dealer.username);
    expect(refused.status).toBe(403);
    expect(refused).toMatchObject({
      errorCode: 'DEALER_SUSPENDED',
      message: LOGIN_MESSAGES.suspended,
    });
    // A wrong password learns nothing about the suspension.
    const guessed = await login(dealer.username, 'wrong-password-1');
    expect(guessed.status).toBe(401);
    expect(guessed).toMatchObject({ message: LOGIN_MESSAGES.invalidCredentials });

    const lift = await ctx.call(
      api.consoleDealers.unsuspend,
      { params, body: { reason: '소명 확인' } },
      admin,
    );
    expect(lift.status).toBe(200);
    const again = await login(dealer.username);
    expect(again.status).toBe(200);
    expect(await dashboard(`Bearer ${again.data.accessToken}`)).toBe(200);
  });

  it('ends every earlier session when the password changes', async () => {
    const dealer = await createDealer(ctx.db);
    const old = `Bearer ${(await login(dealer.username)).data.accessToken}`;
    expect(await dashboard(old)).toBe(200);
    const changed = await ctx.call(
      api.dealers.changePassword,
      { body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'newpassword2' } },
      { authorization: old },
    );
    expect(changed.status, changed.message).toBe(200);
    expect(await dashboard(old)).toBe(401);
    expect(await dashboard(`Bearer ${changed.data.accessToken}`)).toBe(200);
  });

  it('answers 401 to a seller token of a seller that no longer exists', async () => {
    const seller = await createSeller(ctx.db);
    const headers = await ctx.auth(seller.id, 'seller');
    const me = () => ctx.call(api.sellers.me, {}, headers);
    expect((await me()).status).toBe(200);
    await ctx.db.delete(sellers).where(eq(sellers.id, seller.id));
    ctx.sessions.changed({ id: seller.id, role: 'seller' });
    expect((await me()).status).toBe(401);
  });
});

describe('the per-process session cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reuses an acceptance for cacheMs, never a refusal, and reads again for another token version', async () => {
    let now = 0;
    const sessions = createSessions(ctx.db, { cacheMs: 1000, monotonicNow: () => now });
    const dealer = await createDealer(ctx.db);
    const principal = { id: dealer.id, role: 'dealer' as const, version: 0 };
    expect(await sessions.isCurrent(principal)).toBe(true);

    // Suspended by another process: accepted until the cached answer runs out, then refused.
    await ctx.db.update(dealers).set({ suspendedAt: new Date() }).where(eq(dealers.id, dealer.id));
    now = 999;
    expect(await sessions.isCurrent(principal)).toBe(true);
    now = 1001;
    expect(await sessions.isCurrent(principal)).toBe(false);

    // Lifted elsewhere: the refusal was not kept, so the next call is accepted at once.
    await ctx.db.update(dealers).set({ suspendedAt: null }).where(eq(dealers.id, dealer.id));
    expect(await sessions.isCurrent(principal)).toBe(true);

    // A password change elsewhere: the new token is accepted at once, the old one refused at once.
    await ctx.db.update(dealers).set({ tokenVersion: 1 }).where(eq(dealers.id, dealer.id));
    expect(await sessions.isCurrent({ ...principal, version: 1 })).toBe(true);
    expect(await sessions.isCurrent(principal)).toBe(false);

    // `changed` drops the cached acceptance and tells the listeners (the socket recheck).
    let rechecks = 0;
    sessions.onChanged(() => {
      rechecks += 1;
      return Promise.resolve();
    });
    await ctx.db.update(dealers).set({ suspendedAt: new Date() }).where(eq(dealers.id, dealer.id));
    sessions.changed({ id: dealer.id, role: 'dealer' });
    expect(await sessions.isCurrent({ ...principal, version: 1 })).toBe(false);
    expect(rechecks).toBe(1);
  });

  it("answers a dealer's standing from the cached session read, caching only 'approved'", async () => {
    let now = 0;
    const sessions = createSessions(ctx.db, { cacheMs: 1000, monotonicNow: () => now });
    const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
    expect(await sessions.dealerStanding(dealer.id)).toBe('not-approved');

    // Approved elsewhere: a 'not-approved' was not kept, so it counts at once.
    await ctx.db.update(dealers).set({ status: 'APPROVED' }).where(eq(dealers.id, dealer.id));
    expect(await sessions.dealerStanding(dealer.id)).toBe('approved');

    // Back to review elsewhere: the approval stands until the cached answer runs out; `changed` ends it at once.
    await ctx.db.update(dealers).set({ status: 'AUDIT' }).where(eq(dealers.id, dealer.id));
    now = 999;
    expect(await sessions.dealerStanding(dealer.id)).toBe('approved');
    now = 1001;
    expect(await sessions.dealerStanding(dealer.id)).toBe('not-approved');
    await ctx.db.update(dealers).set({ status: 'APPROVED' }).where(eq(dealers.id, dealer.id));
    expect(await sessions.dealerStanding(dealer.id)).toBe('approved');
    await ctx.db.update(dealers).set({ status: 'AUDIT' }).where(eq(dealers.id, dealer.id));
    sessions.changed({ id: dealer.id, role: 'dealer' });
    expect(await sessions.dealerStanding(dealer.id)).toBe('not-approved');

    // Suspended or removed: no session may stand.
    await ctx.db.update(dealers).set({ suspendedAt: new Date() }).where(eq(dealers.id, dealer.id));
    expect(await sessions.dealerStanding(dealer.id)).toBe('gone');
    expect(await sessions.dealerStanding(987_654)).toBe('gone');
  });

  it('refuses a disabled or re-versioned operator', async () => {
    const sessions = createSessions(ctx.db, { cacheMs: 0 });
    const active = await createOperator(ctx.db);
    const disabled = await createOperator(ctx.db, { disabledAt: new Date() });
    const moved = await createOperator(ctx.db, { tokenVersion: 2 });
    expect(await sessions.isCurrent({ id: active.id, role: 'operator' })).toBe(true);
    expect(await sessions.isCurrent({ id: disabled.id, role: 'operator' })).toBe(false);
    expect(await sessions.isCurrent({ id: moved.id, role: 'operator', version: 1 })).toBe(false);
    expect(await sessions.isCurrent({ id: moved.id, role: 'operator', version: 2 })).toBe(true);
  });
});
