// Operator sign-in and the audit rows of the decisions that existed before the console: a disabled operator
// cannot sign in, `/v1/admin/me` names the operator and role, and a dealer or listing decision writes exactly
// one audit row (who, what, target, before/after of the changed fields) in its own transaction — a refused
// one writes none, and the log refuses to be changed.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { auditLog, operators } from '../src/db/schema';
import { createAuction, createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('operators and the audit log of their decisions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const login = (username: string, password = 'password1') =>
    ctx.call(api.operators.login, { body: { username, password } });

  const auditRows = (targetType: string, targetId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))));

  it('signs an operator in with a token of its current version; a disabled one cannot sign in', async () => {
    const staff = await createOperator(ctx.db, { role: 'STAFF', name: '김운영' });
    const ok = await login(staff.username);
    expect(ok.status).toBe(200);
    const signedIn = { authorization: `Bearer ${ok.data.accessToken}` };
    const me = await ctx.call(api.operators.me, {}, signedIn);
    expect(me).toMatchObject({
      status: 200,
      data: { id: staff.id, username: staff.username, name: '김운영', role: 'STAFF' },
    });
    const [row] = await ctx.db.select().from(operators).where(eq(operators.id, staff.id));
    expect(row?.lastLoginAt).not.toBeNull();

    await ctx.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.id, staff.id));
    const refused = await login(staff.username);
    expect(refused).toMatchObject({ status: 401, message: '아이디와 비밀번호를 확인해주세요.' });
    expect((await ctx.call(api.operators.me, {}, signedIn)).status).toBe(401);
  });

  it('writes one audit row per dealer decision, naming the operator and the changed fields', async () => {
    const operator = await createOperator(ctx.db, { role: 'STAFF' });
    const dealer = await createDealer(ctx.db, { status: 'AUDIT', reason: '' });
    const reject = (reason: string) =>
      ctx.call(
        api.consoleDealers.reject,
        { params: { username: dealer.username }, body: { reason } },
        operator.id,
      );

    expect((await reject('사업자등록증이 흐립니다')).status).toBe(200);
    const [row] = await auditRows('DEALER', dealer.id);
    expect(row).toMatchObject({
      operatorId: operator.id,
      actor: operator.username,
      action: 'DEALER_REJECT',
      targetLabel: dealer.username,
      reason: '사업자등록증이 흐립니다',
      before: { status: 'AUDIT', reason: '', rejectedAt: null },
      after: { status: 'REJECTED', reason: '사업자등록증이 흐립니다' },
    });

    // A refused decision (no reason) changes nothing and writes nothing.
    expect((await reject('   ')).status).toBe(400);
    expect(await auditRows('DEALER', dealer.id)).toHaveLength(1);
  });

  it('writes one audit row when a listing is approved, none when the approval is refused', async () => {
    const operator = await createOperator(ctx.db);
    const seller = await createSeller(ctx.db);
    const auction = await createAuction(ctx.db, {
      sellerId: seller.id,
      status: 'AUDIT',
      model: '혼다 PCX125',
      submittedAt: new Date(),
    });
    const approve = () => ctx.call(api.consoleListings.approve, { params: { id: auction.id } }, operator.id);
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(409);
    const rows = await auditRows('AUCTION', auction.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'LISTING_APPROVE',
      actor: operator.username,
      targetLabel: '혼다 PCX125',
      before: { status: 'AUDIT' },
      after: { status: 'APPROVED' },
    });
  });

  it('keeps the audit log append-only', async () => {
    const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(auditLog);
    expect(total).toBeGreaterThan(0);
    await expect(ctx.db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [{ total: still } = { total: 0 }] = await ctx.db.select({ total: count() }).from(auditLog);
    expect(still).toBe(total);
  });
});
