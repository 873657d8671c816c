// The audit log over HTTP (`/v1/admin/audit-log`, `/v1/admin/audit-log/actors`): who may read it, newest
// first with its total, each row naming the operator and the target, every filter (Asia/Seoul days for the
// period), bad filters refused in Korean, and the table's append-only trigger on both databases.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_MESSAGES, PAGE_MESSAGES, api, type RouteData, type RouteInput } from '@autobid/shared';
import { auditLog } from '../src/db/schema';
import { changedFields, writeAudit } from '../src/modules/audit/audit.public';
import { createAuction, createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

type LogQuery = RouteInput<typeof api.consoleAudit.list>['query'];

/** An instant given as Asia/Seoul wall time. */
const kst = (wall: string) => new Date(`${wall}+09:00`);

describe('audit log', () => {
  let ctx: TestContext;
  let admin: { id: number; username: string; name: string };
  let staff: { id: number; username: string; name: string };
  let headers: { authorization: string };

  const list = async (query: LogQuery) => {
    const { status, message, data } = await ctx.call(api.consoleAudit.list, { query }, headers);
    expect(status, message).toBe(200);
    return data;
  };
  /** A query as typed, or a raw query string the query's types cannot state (a name no enum has). */
  const refusal = async (query: LogQuery | string) => {
    const { status, message } =
      typeof query === 'string'
        ? await ctx.call(api.consoleAudit.list, {}, headers, { rawQuery: query })
        : await ctx.call(api.consoleAudit.list, { query }, headers);
    return { status, message };
  };
  const actors = async () => (await ctx.call(api.consoleAudit.actors, {}, headers)).data;

  /** Rows written straight into the table (INSERT is allowed), at chosen times in March 2026. */
  const written = (rows: Partial<typeof auditLog.$inferInsert>[]) =>
    ctx.db.insert(auditLog).values(
      rows.map((row) => ({
        operatorId: staff.id,
        actor: staff.username,
        action: 'NOTICE_UPDATE',
        targetType: 'NOTICE',
        targetId: '1',
        targetLabel: '공지',
        ...row,
      })),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createOperator(ctx.db, { role: 'ADMIN', name: '김관리' });
    staff = await createOperator(ctx.db, { role: 'STAFF', name: '이운영' });
    headers = await ctx.auth(staff.id, 'operator');
  });
  afterAll(async () => ctx.close());

  it('is refused without a token (401), to a dealer (403) and to a seller (403); STAFF reads it', async () => {
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    for (const route of [api.consoleAudit.list, api.consoleAudit.actors]) {
      expect((await ctx.call(route, {}, null)).status).toBe(401);
      expect((await ctx.call(route, {}, await ctx.auth(dealer.id, 'dealer'))).status).toBe(403);
      expect((await ctx.call(route, {}, await ctx.auth(seller.id, 'seller'))).status).toBe(403);
      expect((await ctx.call(route, {}, headers)).status).toBe(200);
    }
  });

  it('names the operator and the target of each action (as the modules write it, and one through the API), newest first', async () => {
    // A dealer decision as its module writes it (writeAudit in the change's transaction), then a listing
    // rejected through the API.
    const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
    await ctx.db.transaction((tx) =>
      writeAudit(
        tx,
        { operatorId: admin.id, actor: admin.username },
        {
          action: 'DEALER_APPROVE',
          targetType: 'DEALER',
          targetId: dealer.id,
          targetLabel: dealer.username,
          ...changedFields({ status: 'AUDIT', name: '김딜러' }, { status: 'APPROVED', name: '김딜러' }),
        },
      ),
    );
    const listing = await createAuction(ctx.db, { status: 'AUDIT', model: '포르자 350' });
    const rejected = await ctx.call(
      api.consoleListings.reject,
      { params: { id: listing.id }, body: { reason: '사진이 흐립니다.' } },
      headers,
    );
    expect(rejected.status).toBe(200);

    const page = await list({ page: 1, size: 2 });
    expect(page.total).toBe(2);
    expect(page.isLast).toBe(true);
    expect(page.items[0]).toMatchObject({
      actor: staff.username,
      operatorId: staff.id,
      operatorName: '이운영',
      action: 'LISTING_REJECT',
      actionLabel: '매물 반려',
      targetType: 'AUCTION',
      targetId: String(listing.id),
      targetLabel: '포르자 350',
      before: { status: 'AUDIT' },
      after: { status: 'REJECTED', rejectReason: '사진이 흐립니다.' },
      reason: '사진이 흐립니다.',
    });
    expect(page.items[1]).toMatchObject({
      actor: admin.username,
      operatorName: '김관리',
      action: 'DEALER_APPROVE',
      actionLabel: '딜러 승인',
      targetType: 'DEALER',
      targetId: String(dealer.id),
      targetLabel: dealer.username,
      before: { status: 'AUDIT' },
      after: { status: 'APPROVED' },
    });
    expect(new Date(page.items[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(page.items[1]!.createdAt).getTime(),
    );

    expect(await actors()).toEqual([admin.username, staff.username].sort());
  });

  it('pages newest first with the total, and filters by action, target, operator and Asia/Seoul days', async () => {
    await written([
      { action: 'FAQ_CREATE', targetType: 'FAQ', targetId: '7', createdAt: kst('2026-03-13T12:00:00') },
      { action: 'FAQ_UPDATE', targetType: 'FAQ', targetId: '7', createdAt: kst('2026-03-13T23:59:59.999') },
      { action: 'FAQ_UPDATE', targetType: 'FAQ', targetId: '8', createdAt: kst('2026-03-14T00:00:00') },
      // 08:59 in Seoul is still 03-13 in UTC: the day is Seoul's.
      { action: 'FAQ_DELETE', targetType: 'FAQ', targetId: '7', createdAt: kst('2026-03-14T08:59:59') },
      { action: 'FAQ_UPDATE', targetType: 'FAQ', targetId: '7', createdAt: kst('2026-03-14T23:59:59.999') },
      {
        action: 'DEALER_SUSPEND',
        targetType: 'DEALER',
        targetId: '7',
        operatorId: null,
        actor: 'cli',
        createdAt: kst('2026-03-15T00:00:00'),
      },
    ]);

    const all = await list({ size: 3 });
    expect(all.total).toBe(8);
    expect(all.items).toHaveLength(3);
    expect(all.isLast).toBe(false);
    // The two actions of the test above are today; then the written rows, newest first.
    expect(all.items[2]).toMatchObject({
      actor: 'cli',
      operatorId: null,
      operatorName: null,
      createdAt: kst('2026-03-15T00:00:00').toISOString(),
    });
    const second = await list({ size: 3, page: 2 });
    expect(second.items.map((row) => row.createdAt)).toEqual([
      kst('2026-03-14T23:59:59.999').toISOString(),
      kst('2026-03-14T08:59:59').toISOString(),
      kst('2026-03-14T00:00:00').toISOString(),
    ]);
    const last = await list({ size: 3, page: 3 });
    expect(last.items).toHaveLength(2);
    expect(last.isLast).toBe(true);
    expect((await list({ size: 3, page: 9 })).items).toEqual([]);

    const ids = (page: RouteData<typeof api.consoleAudit.list>) => page.items.map((row) => row.createdAt);
    const fromTo = await list({ from: '2026-03-14', to: '2026-03-14' });
    expect(fromTo.total).toBe(3);
    expect(ids(fromTo)).toEqual([
      kst('2026-03-14T23:59:59.999').toISOString(),
      kst('2026-03-14T08:59:59').toISOString(),
      kst('2026-03-14T00:00:00').toISOString(),
    ]);
    expect((await list({ to: '2026-03-13' })).total).toBe(2);
    expect((await list({ from: '2026-03-15', to: '2026-03-15' })).total).toBe(1);
    expect((await list({ from: '2026-03-15' })).total).toBe(3);

    expect((await list({ action: 'FAQ_UPDATE' })).total).toBe(3);
    expect((await list({ targetType: 'FAQ', targetId: '7' })).total).toBe(4);
    expect((await list({ targetType: 'DEALER', targetId: '7' })).items).toMatchObject([
      { action: 'DEALER_SUSPEND' },
    ]);
    expect((await list({ targetId: '7' })).total).toBe(5);
    expect((await list({ actor: 'cli' })).total).toBe(1);
    expect((await list({ actor: staff.username })).total).toBe(6);
    expect((await list({ actor: admin.username, action: 'DEALER_APPROVE' })).total).toBe(1);
    expect((await list({ actor: 'nobody' })).total).toBe(0);
    expect(
      (
        await list({
          actor: staff.username,
          action: 'FAQ_UPDATE',
          targetId: '7',
          from: '2026-03-14',
          to: '2026-03-31',
        })
      ).items,
    ).toMatchObject([{ createdAt: kst('2026-03-14T23:59:59.999').toISOString() }]);

    expect(await actors()).toEqual([admin.username, 'cli', staff.username].sort());
  });

  it('refuses bad filters with a Korean message (400), never a 500', async () => {
    const cases: [LogQuery | string, string][] = [
      [{ from: '2026-13-01' }, AUDIT_LOG_MESSAGES.day],
      [{ from: '2026-02-31' }, AUDIT_LOG_MESSAGES.day],
      [{ to: '20260301' }, AUDIT_LOG_MESSAGES.day],
      [{ from: '2026-03-15', to: '2026-03-14' }, AUDIT_LOG_MESSAGES.period],
      ['?action=DROP_TABLE', AUDIT_LOG_MESSAGES.action],
      ['?targetType=PLANET', AUDIT_LOG_MESSAGES.targetType],
      [{ targetId: '9'.repeat(101) }, AUDIT_LOG_MESSAGES.tooLong],
      [{ actor: 'a'.repeat(101) }, AUDIT_LOG_MESSAGES.tooLong],
      [{ page: 0 }, PAGE_MESSAGES.page],
      ['?page=abc', PAGE_MESSAGES.page],
      [{ size: 1000 }, PAGE_MESSAGES.size],
    ];
    for (const [query, message] of cases) {
      expect(await refusal(query), JSON.stringify(query)).toEqual({ status: 400, message });
    }
  });

  /** The statement fails with the trigger's message (drizzle wraps the driver's error as its cause). */
  const expectRefused = async (statement: PromiseLike<unknown>) => {
    const error: unknown = await Promise.resolve(statement).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error & { cause?: unknown }).cause;
    const text = `${(error as Error).message} ${cause instanceof Error ? cause.message : String(cause)}`;
    expect(text).toMatch(/audit_log is append-only/);
  };

  it('is append-only: the database refuses UPDATE and DELETE of a row', async () => {
    const before = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
    expect(before.length).toBeGreaterThan(0);
    await expectRefused(ctx.db.execute(sql`update audit_log set reason = 'changed'`));
    await expectRefused(ctx.db.update(auditLog).set({ actor: 'someone' }));
    await expectRefused(ctx.db.execute(sql`delete from audit_log`));
    await expectRefused(ctx.db.delete(auditLog));
    // Inside a transaction too.
    await expectRefused(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`delete from audit_log where id = ${before[0]!.id}`);
      }),
    );
    expect(await ctx.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });
});
