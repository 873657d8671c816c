// The console's penalties calls: penalties with their cause, lifting and extending a ban (the dealer's later
// bans re-chained and its ban end recomputed), and sellers' reports with the operator's decision (optionally
// lifting the dealer's suspension). One audit row per action, none when refused; twice is a clean 409.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DEALER_MESSAGES, api, type PenaltyKind, type RouteInput } from '@autobid/shared';
import { auditLog, dealers, penalties, reports } from '../src/db/schema';
import { suspendOnReports } from '../src/modules/penalties/penalties';
import { createAuction, createDealer, createOperator, createSeller } from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

const DAY_MS = 24 * 3600_000;
const penaltiesApi = api.consolePenalties;
type Extend = RouteInput<typeof penaltiesApi.extend>['body'];
type Decide = RouteInput<typeof penaltiesApi.decideReport>['body'];

describe('operator console: penalties and reports', () => {
  let ctx: TestContext;
  let operator: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    operator = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  const day = (n: number) => new Date(ctx.clock.now().getTime() + n * DAY_MS);
  const list = (query: RouteInput<typeof penaltiesApi.list>['query']) =>
    ctx.call(penaltiesApi.list, { query }, operator);
  const reportList = (query: RouteInput<typeof penaltiesApi.reports>['query']) =>
    ctx.call(penaltiesApi.reports, { query }, operator);
  const lift = (id: number | string, reason: string, as: CallAs = operator) =>
    ctx.call(penaltiesApi.lift, { params: { id }, body: { reason } }, as);
  const extend = (id: number, body: Extend, as: CallAs = operator) =>
    ctx.call(penaltiesApi.extend, { params: { id }, body }, as);
  const decide = (id: number, body: Decide, as: CallAs = operator) =>
    ctx.call(penaltiesApi.decideReport, { params: { id }, body }, as);
  // A body sent as it is, whatever the schema says of it: a test of its refusal.
  const liftAsIs = (id: number, body: unknown) =>
    ctx.call(penaltiesApi.lift, { params: { id } } as RouteInput<typeof penaltiesApi.lift>, operator, {
      invalidBody: body,
    });
  const extendAsIs = (id: number, body: unknown) =>
    ctx.call(penaltiesApi.extend, { params: { id } } as RouteInput<typeof penaltiesApi.extend>, operator, {
      invalidBody: body,
    });
  const decideAsIs = (id: number, body: unknown) =>
    ctx.call(
      penaltiesApi.decideReport,
      { params: { id } } as RouteInput<typeof penaltiesApi.decideReport>,
      operator,
      { invalidBody: body },
    );
  /** A ban of `days` from `from` (days from now), recorded as penalties.ts records one. */
  const ban = async (dealerId: number, from: number, days: number, kind: PenaltyKind = 'BID_CANCEL') => {
    const [row] = await ctx.db
      .insert(penalties)
      .values({
        dealerId,
        kind,
        reason: '재입찰을 위해',
        banDays: days,
        startsAt: day(from),
        expiresAt: day(from + days),
      })
      .returning();
    return row!;
  };
  const penaltyRow = async (id: number) =>
    (await ctx.db.select().from(penalties).where(eq(penalties.id, id)))[0]!;
  const dealerRow = async (id: number) => (await ctx.db.select().from(dealers).where(eq(dealers.id, id)))[0]!;
  const audits = (targetType: 'PENALTY' | 'REPORT', id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(id))));

  it('refuses every call without an operator token: none 401, a dealer 403, a seller 403', async () => {
    const dealer = await createDealer(ctx.db, { penaltyExpiredAt: day(5) });
    const running = await ban(dealer.id, -2, 7);
    const seller = await createSeller(ctx.db);
    await ctx.db.insert(reports).values({ dealerId: dealer.id, sellerId: seller.id, reason: '연락 두절' });
    const calls: [name: string, send: (as: CallAs) => Promise<{ status: number }>][] = [
      ['list', (as) => ctx.call(penaltiesApi.list, {}, as)],
      ['lift', (as) => lift(running.id, '소명 확인', as)],
      ['extend', (as) => extend(running.id, { days: 3, reason: '재발' }, as)],
      ['reports', (as) => ctx.call(penaltiesApi.reports, {}, as)],
      ['decideReport', (as) => decide(1, { decision: 'DISMISSED', reason: '근거 없음' }, as)],
    ];
    const who = [{}, await ctx.auth(dealer.id, 'dealer'), await ctx.auth(seller.id, 'seller')];
    for (const [name, send] of calls) {
      const statuses = [];
      for (const headers of who) {
        statuses.push((await send(headers)).status);
      }
      expect(statuses, name).toEqual([401, 403, 403]);
    }
    expect(await penaltyRow(running.id)).toMatchObject({ liftedAt: null, expiresAt: day(5) });
    expect(await audits('PENALTY', running.id)).toHaveLength(0);
  });

  describe('list', () => {
    it('shows running and waiting bans (ACTIVE) soonest end first, every penalty with ALL, with labels', async () => {
      const dealer = await createDealer(ctx.db, { agencyName: '목록확인상사', penaltyExpiredAt: day(12) });
      const auction = await createAuction(ctx.db, { model: '혼다 PCX125' });
      const [ended] = await ctx.db
        .insert(penalties)
        .values({
          dealerId: dealer.id,
          kind: 'DEAL_CANCEL',
          auctionId: auction.id,
          reason: '낙찰 후 거래 취소',
          banDays: 7,
          startsAt: day(-30),
          expiresAt: day(-23),
        })
        .returning();
      const running = await ban(dealer.id, -2, 7);
      const waiting = await ban(dealer.id, 5, 7, 'NO_PROGRESS');
      const active = (await list({ state: 'ACTIVE', q: '목록확인' })).data;
      expect(active.items.map((p) => [p.id, p.state, p.stateLabel])).toEqual([
        [running.id, 'RUNNING', '제재 중'],
        [waiting.id, 'SCHEDULED', '대기'],
      ]);
      expect(active.items[0]).toMatchObject({
        kind: 'BID_CANCEL',
        kindLabel: '입찰 취소',
        banDays: 7,
        dealer: { id: dealer.id, agencyName: '목록확인상사', banEndsAt: day(12).toISOString() },
      });
      const all = (await list({ state: 'ALL', q: '목록확인' })).data;
      expect(all.total).toBe(3);
      expect(all.items.find((p) => p.id === ended!.id)).toMatchObject({
        state: 'ENDED',
        kindLabel: '낙찰 후 거래 취소',
        auction: { id: auction.id, model: '혼다 PCX125' },
      });
    });

    it('refuses a bad state, a huge search and a bad page', async () => {
      // States and a size the query schemas refuse, as a caller may send them.
      expect((await ctx.call(penaltiesApi.list, {}, operator, { rawQuery: '?state=SOME' })).status).toBe(400);
      expect((await list({ q: 'a'.repeat(101) })).status).toBe(400);
      expect((await ctx.call(penaltiesApi.list, {}, operator, { rawQuery: '?size=abc' })).status).toBe(400);
      expect((await ctx.call(penaltiesApi.reports, {}, operator, { rawQuery: '?state=CLOSED' })).status).toBe(
        400,
      );
    });
  });

  describe('lift', () => {
    it('ends the ban now, moves the chained ban earlier and recomputes the dealer’s ban end: one audit row', async () => {
      const dealer = await createDealer(ctx.db, { penaltyExpiredAt: day(12) });
      const running = await ban(dealer.id, -2, 7);
      const waiting = await ban(dealer.id, 5, 7);
      const res = await lift(running.id, '입찰 실수 소명 확인');
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        id: running.id,
        state: 'LIFTED',
        liftedAt: day(0).toISOString(),
      });
      expect(await penaltyRow(running.id)).toMatchObject({ liftedAt: day(0), expiresAt: day(0) });
      expect(await penaltyRow(waiting.id)).toMatchObject({ startsAt: day(0), expiresAt: day(7) });
      expect((await dealerRow(dealer.id)).penaltyExpiredAt).toEqual(day(7));
      const rows = await audits('PENALTY', running.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'PENALTY_LIFT',
        targetLabel: dealer.username,
        reason: '입찰 실수 소명 확인',
        before: {
          expiresAt: day(5).toISOString(),
          liftedAt: null,
          dealerBanEndsAt: day(12).toISOString(),
          chainedBans: [{ id: waiting.id, startsAt: day(5).toISOString(), expiresAt: day(12).toISOString() }],
        },
        after: {
          expiresAt: day(0).toISOString(),
          liftedAt: day(0).toISOString(),
          dealerBanEndsAt: day(7).toISOString(),
          chainedBans: [{ id: waiting.id, startsAt: day(0).toISOString(), expiresAt: day(7).toISOString() }],
        },
      });

      const again = await lift(running.id, '다시');
      expect(again.status).toBe(409);
      expect(again).toMatchObject({
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_DEALER_MESSAGES.banLifted,
      });
      expect(await audits('PENALTY', running.id)).toHaveLength(1);
    });

    it('lifting the last ban lets the dealer bid now', async () => {
      const dealer = await createDealer(ctx.db, { penaltyExpiredAt: day(5) });
      const running = await ban(dealer.id, -2, 7);
      expect((await lift(running.id, '해제')).status).toBe(200);
      expect((await dealerRow(dealer.id)).penaltyExpiredAt).toEqual(day(0));
    });

    it('refuses an ended ban, a penalty without ban days and an unknown one, writing nothing', async () => {
      const dealer = await createDealer(ctx.db);
      const ended = await ban(dealer.id, -10, 7);
      const recorded = await ban(dealer.id, 0, 0);
      const endedRes = await lift(ended.id, '해제');
      expect(endedRes.status).toBe(409);
      expect(endedRes.message).toBe(ADMIN_DEALER_MESSAGES.banEnded);
      const recordedRes = await extend(recorded.id, { days: 3, reason: '연장' });
      expect(recordedRes.status).toBe(409);
      expect(recordedRes.message).toBe(ADMIN_DEALER_MESSAGES.notABan);
      const unknown = await lift(2147483000, '해제');
      expect(unknown.status).toBe(404);
      expect(unknown.message).toBe(ADMIN_DEALER_MESSAGES.penaltyNotFound);
      for (const body of [undefined, {}, { reason: ' ' }, { reason: 'x'.repeat(501) }]) {
        expect((await liftAsIs(ended.id, body)).status).toBe(400);
      }
      expect((await lift('abc', '해제')).status).toBe(400);
      expect(await audits('PENALTY', ended.id)).toHaveLength(0);
      expect(await audits('PENALTY', recorded.id)).toHaveLength(0);
    });
  });

  describe('extend', () => {
    it('pushes the ban and the chained one back by the days, the dealer’s end with them: one audit row', async () => {
      const dealer = await createDealer(ctx.db, { penaltyExpiredAt: day(12) });
      const running = await ban(dealer.id, -2, 7);
      const waiting = await ban(dealer.id, 5, 7);
      const res = await extend(running.id, { days: 3, reason: '거래 방해 재발' });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ banDays: 10, expiresAt: day(8).toISOString(), state: 'RUNNING' });
      expect(await penaltyRow(waiting.id)).toMatchObject({ startsAt: day(8), expiresAt: day(15) });
      expect((await dealerRow(dealer.id)).penaltyExpiredAt).toEqual(day(15));
      const rows = await audits('PENALTY', running.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'PENALTY_EXTEND',
        reason: '거래 방해 재발',
        before: { expiresAt: day(5).toISOString(), banDays: 7, dealerBanEndsAt: day(12).toISOString() },
        after: { expiresAt: day(8).toISOString(), banDays: 10, dealerBanEndsAt: day(15).toISOString() },
      });
      // Extending a waiting ban pushes only what comes after it.
      expect((await extend(waiting.id, { days: 1, reason: '추가' })).status).toBe(200);
      expect(await penaltyRow(waiting.id)).toMatchObject({ startsAt: day(8), expiresAt: day(16) });
      expect((await dealerRow(dealer.id)).penaltyExpiredAt).toEqual(day(16));
    });

    it('refuses days outside 1..90 or not a whole number, and a lifted ban, changing nothing', async () => {
      const dealer = await createDealer(ctx.db, { penaltyExpiredAt: day(5) });
      const running = await ban(dealer.id, -2, 7);
      for (const days of [0, 91, 1.5, '3', null]) {
        const res = await extendAsIs(running.id, { days, reason: '연장' });
        expect(res.status, String(days)).toBe(400);
        expect(res.message).toBe(ADMIN_DEALER_MESSAGES.extendDays);
      }
      expect((await extendAsIs(running.id, { days: 3 })).status).toBe(400);
      expect(await penaltyRow(running.id)).toMatchObject({ expiresAt: day(5), banDays: 7 });
      expect((await lift(running.id, '해제')).status).toBe(200);
      const lifted = await extend(running.id, { days: 3, reason: '연장' });
      expect(lifted.status).toBe(409);
      expect(lifted.message).toBe(ADMIN_DEALER_MESSAGES.banLifted);
      expect((await audits('PENALTY', running.id)).map((row) => row.action)).toEqual(['PENALTY_LIFT']);
    });
  });

  describe('reports', () => {
    /** A dealer suspended by three open reports, as a seller's third report does (penalties.ts). */
    const reportedDealer = async () => {
      const dealer = await createDealer(ctx.db, { agencyName: '신고대상모터스' });
      const seller = await createSeller(ctx.db, { name: '박신고' });
      const auction = await createAuction(ctx.db, { sellerId: seller.id, model: '야마하 NMAX' });
      const ids: number[] = [];
      for (const reason of ['약속 시간에 나타나지 않았습니다.', '연락 두절', '가격 후려치기']) {
        const [row] = await ctx.db
          .insert(reports)
          .values({ dealerId: dealer.id, sellerId: seller.id, auctionId: auction.id, reason })
          .returning();
        ids.push(row!.id);
      }
      await ctx.db.transaction((tx) =>
        suspendOnReports(tx, { dealerId: dealer.id, auctionId: auction.id, now: ctx.clock.now() }),
      );
      return { dealer, seller, auction, ids };
    };

    it('lists open reports oldest first with the dealer, the seller, the listing and the open count', async () => {
      const { dealer, ids, auction } = await reportedDealer();
      expect(await dealerRow(dealer.id)).toMatchObject({ suspensionReason: '판매자 신고 3회 누적' });
      const open = (await reportList({ state: 'OPEN', size: 100 })).data;
      const mine = open.items.filter((report) => report.dealer.id === dealer.id);
      expect(mine.map((report) => report.id)).toEqual(ids);
      expect(mine[0]).toMatchObject({
        decision: null,
        decisionLabel: '',
        seller: { name: '박신고' },
        auction: { id: auction.id, model: '야마하 NMAX' },
        dealer: { agencyName: '신고대상모터스', openReports: 3 },
      });
      expect(mine[0]!.dealer.suspendedAt).not.toBeNull();
    });

    it('decides a report and lifts the suspension in one transaction with one audit row; twice is a 409', async () => {
      const { dealer, ids } = await reportedDealer();
      const res = await decide(ids[0]!, {
        decision: 'DISMISSED',
        reason: '거래 기록상 딜러 귀책 없음',
        liftSuspension: true,
      });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        id: ids[0],
        decision: 'DISMISSED',
        decisionLabel: '신고 기각',
        decisionReason: '거래 기록상 딜러 귀책 없음',
        resolvedAt: day(0).toISOString(),
        dealer: { suspendedAt: null, openReports: 2 },
      });
      expect(await dealerRow(dealer.id)).toMatchObject({ suspendedAt: null, suspensionReason: '' });
      const rows = await audits('REPORT', ids[0]!);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'REPORT_DECIDE',
        targetLabel: dealer.username,
        before: { resolvedAt: null, decision: null, dealer: { suspensionReason: '판매자 신고 3회 누적' } },
        after: {
          resolvedAt: day(0).toISOString(),
          decision: 'DISMISSED',
          dealer: { suspendedAt: null, suspensionReason: '' },
        },
      });
      expect(
        await ctx.db.$count(
          auditLog,
          and(eq(auditLog.targetType, 'DEALER'), eq(auditLog.targetId, String(dealer.id))),
        ),
      ).toBe(0);

      const again = await decide(ids[0]!, { decision: 'UPHELD', reason: '재처리' });
      expect(again.status).toBe(409);
      expect(again.message).toBe(ADMIN_DEALER_MESSAGES.reportResolved);
      expect(await audits('REPORT', ids[0]!)).toHaveLength(1);

      // Upheld without lifting: resolved, the dealer's suspension (none now) untouched, listed as resolved.
      expect((await decide(ids[1]!, { decision: 'UPHELD', reason: '귀책 인정' })).status).toBe(200);
      const resolved = (await reportList({ state: 'RESOLVED', size: 100 })).data;
      expect(resolved.items[0]).toMatchObject({ id: ids[1], decision: 'UPHELD', decisionLabel: '신고 인정' });
    });

    it('keeps the suspension when the decision does not lift it', async () => {
      const { dealer, ids } = await reportedDealer();
      const res = await decide(ids[2]!, { decision: 'UPHELD', reason: '인정' });
      expect(res.status).toBe(200);
      expect((await dealerRow(dealer.id)).suspendedAt).not.toBeNull();
      expect((await audits('REPORT', ids[2]!))[0]?.after).not.toHaveProperty('dealer');
    });

    it('refuses a bad decision, a missing reason and an unknown report, changing nothing', async () => {
      const { ids } = await reportedDealer();
      const bodies = [
        {},
        { decision: 'MAYBE', reason: '사유' },
        { decision: 'UPHELD' },
        { decision: 'UPHELD', reason: '가'.repeat(501) },
        { decision: 'UPHELD', reason: '사유', liftSuspension: 'yes' },
      ];
      for (const body of bodies) {
        expect((await decideAsIs(ids[0]!, body)).status, JSON.stringify(body)).toBe(400);
      }
      const missing = await decide(2147483000, { decision: 'UPHELD', reason: '사유' });
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(ADMIN_DEALER_MESSAGES.reportNotFound);
      const [row] = await ctx.db.select().from(reports).where(eq(reports.id, ids[0]!));
      expect(row).toMatchObject({ resolvedAt: null, decision: null });
      expect(await audits('REPORT', ids[0]!)).toHaveLength(0);
    });
  });
});
