// The console's dealer calls: the review queue and search, a dealer's application, approve and reject (409
// when the dealer is not waiting), suspend and lift it. Every call checks who asks; every action writes one
// audit row in its transaction and none when refused; doing one twice is a clean 409.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DEALER_MESSAGES, api, type RouteInput } from '@autobid/shared';
import { auditLog, dealers, notificationOutbox } from '../src/db/schema';
import {
  createAuction,
  createBid,
  createDeal,
  createDealer,
  createLiveAuction,
  createOperator,
  createReport,
  createSeller,
} from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

const DAY_MS = 24 * 3600_000;
const dealersApi = api.consoleDealers;
type DealersQuery = RouteInput<typeof dealersApi.list>['query'];

describe('operator console: dealers', () => {
  let ctx: TestContext;
  let staff: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  const list = async (query: DealersQuery) => (await ctx.call(dealersApi.list, { query }, staff)).data;
  const detail = (id: number | string) => ctx.call(dealersApi.detail, { params: { id } }, staff);
  const approve = (username: string, as: CallAs = staff) =>
    ctx.call(dealersApi.approve, { params: { username } }, as);
  const reject = (username: string, reason: string, as: CallAs = staff) =>
    ctx.call(dealersApi.reject, { params: { username }, body: { reason } }, as);
  const suspend = (id: number | string, reason: string, as: CallAs = staff) =>
    ctx.call(dealersApi.suspend, { params: { id }, body: { reason } }, as);
  const unsuspend = (id: number | string, reason: string, as: CallAs = staff) =>
    ctx.call(dealersApi.unsuspend, { params: { id }, body: { reason } }, as);
  // A body sent as it is, whatever the schema says of it: a test of its refusal.
  const rejectAsIs = (username: string, body: unknown) =>
    ctx.call(dealersApi.reject, { params: { username } } as RouteInput<typeof dealersApi.reject>, staff, {
      invalidBody: body,
    });
  const suspendAsIs = (id: number, body: unknown) =>
    ctx.call(dealersApi.suspend, { params: { id } } as RouteInput<typeof dealersApi.suspend>, staff, {
      invalidBody: body,
    });
  const dealerRow = async (id: number) => (await ctx.db.select().from(dealers).where(eq(dealers.id, id)))[0]!;
  const auditOf = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'DEALER'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
  const lastAlimtalk = async (phone: string) =>
    (
      await ctx.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
        .orderBy(desc(notificationOutbox.id))
        .limit(1)
    )[0];

  it('refuses every call without an operator token: none 401, a dealer 403, a seller 403', async () => {
    const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
    const seller = await createSeller(ctx.db);
    const calls: [name: string, send: (as: CallAs) => Promise<{ status: number }>][] = [
      ['list', (as) => ctx.call(dealersApi.list, {}, as)],
      ['detail', (as) => ctx.call(dealersApi.detail, { params: { id: dealer.id } }, as)],
      ['approve', (as) => approve(dealer.username, as)],
      ['reject', (as) => reject(dealer.username, '서류 불충분', as)],
      ['suspend', (as) => suspend(dealer.id, '허위 매물 입찰', as)],
      ['unsuspend', (as) => unsuspend(dealer.id, '소명 확인', as)],
    ];
    const headers = [{}, await ctx.auth(dealer.id, 'dealer'), await ctx.auth(seller.id, 'seller')];
    for (const [name, send] of calls) {
      const statuses = [];
      for (const header of headers) {
        statuses.push((await send(header)).status);
      }
      expect(statuses, name).toEqual([401, 403, 403]);
    }
    // STAFF may do every dealer call (none is ADMIN-only): the refusals above changed nothing.
    expect(await dealerRow(dealer.id)).toMatchObject({ status: 'AUDIT', suspendedAt: null });
    expect(await auditOf(dealer.id)).toHaveLength(0);
  });

  describe('list and search', () => {
    it('lists the queue oldest waiting first, with documents and a pending identity change', async () => {
      const now = ctx.clock.now();
      const older = await createDealer(ctx.db, {
        status: 'AUDIT',
        updatedAt: new Date(now.getTime() - 3 * DAY_MS),
        agencyRegistrationImage: '/uploads/reg.png',
        businessCard: '/uploads/card.png',
        image: '/uploads/me.png',
      });
      const renamed = await createDealer(ctx.db, {
        status: 'AUDIT',
        name: '김원래',
        approvedAt: new Date(now.getTime() - 30 * DAY_MS),
        pendingIdentity: { name: '김바뀜' },
        updatedAt: new Date(now.getTime() - DAY_MS),
      });
      const data = await list({ status: 'AUDIT', size: 100 });
      const ids = data.items.map((item) => item.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(renamed.id));
      expect(data.items.every((item) => item.status === 'AUDIT')).toBe(true);
      expect(data.items.find((item) => item.id === older.id)).toMatchObject({
        isIdentityChange: false,
        pendingIdentity: null,
        documents: {
          agencyRegistrationImage: '/uploads/reg.png',
          businessCard: '/uploads/card.png',
          image: '/uploads/me.png',
        },
      });
      expect(data.items.find((item) => item.id === renamed.id)).toMatchObject({
        name: '김원래',
        isIdentityChange: true,
        pendingIdentity: { name: '김바뀜' },
      });
      expect(data.total).toBe(data.counts.AUDIT);
      // The list never carries a bank account number.
      expect(JSON.stringify(data)).not.toMatch(/bankAccountNumber|accountNumber/);
    });

    it('shows the business number apart from the company phone, finds a dealer by it, and approval applies a pending one', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'AUDIT',
        approvedAt: new Date(),
        agencyNumber: '0212345678',
        businessNumber: '2208162517',
        pendingIdentity: { businessNumber: '1248100998' },
      });
      const found = await list({ status: 'AUDIT', q: '220-81-62517' });
      expect(found.items.map((item) => item.id)).toEqual([dealer.id]);
      expect(found.items[0]).toMatchObject({
        agencyNumber: '0212345678',
        businessNumber: '2208162517',
        isIdentityChange: true,
        pendingIdentity: { businessNumber: '1248100998' },
      });
      expect((await approve(dealer.username)).status).toBe(200);
      expect(await dealerRow(dealer.id)).toMatchObject({
        businessNumber: '1248100998',
        pendingIdentity: null,
      });
    });

    it('keeps suspended dealers out of the approved tab and counts each tab', async () => {
      const active = await createDealer(ctx.db, { agencyName: '탭확인모터스' });
      const suspended = await createDealer(ctx.db, {
        agencyName: '탭확인모터스',
        suspendedAt: new Date(),
        suspensionReason: '판매자 신고 3회 누적',
      });
      const rejected = await createDealer(ctx.db, { status: 'REJECTED', agencyName: '탭확인모터스' });
      const approved = await list({ status: 'APPROVED', q: '탭확인' });
      expect(approved.items.map((item) => item.id)).toEqual([active.id]);
      expect(approved.counts).toEqual({ AUDIT: 0, APPROVED: 1, REJECTED: 1, SUSPENDED: 1 });
      expect((await list({ status: 'SUSPENDED', q: '탭확인' })).items).toMatchObject([
        { id: suspended.id, suspensionReason: '판매자 신고 3회 누적' },
      ]);
      expect((await list({ status: 'REJECTED', q: '탭확인' })).items.map((item) => item.id)).toEqual([
        rejected.id,
      ]);
    });

    it('searches username, name, agency name, registration number and phone digits, wildcards literally', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'AUDIT',
        username: 'searchme77',
        name: '홍검색',
        agencyName: '검색테스트상사',
        agencyNumber: '123-45-67890',
        phoneNumber: '01098761234',
      });
      for (const q of [
        'searchme7',
        'SEARCHME',
        '홍검색',
        '검색테스트',
        '1234567890',
        '123-45',
        '9876-1234',
        '010 9876',
      ]) {
        const found = await list({ status: 'AUDIT', q });
        expect(
          found.items.map((item) => item.id),
          q,
        ).toContain(dealer.id);
      }
      expect((await list({ status: 'AUDIT', q: '%' })).items).toHaveLength(0);
      expect((await list({ status: 'APPROVED', q: 'searchme77' })).items).toHaveLength(0);
    });

    it('refuses a bad filter, a huge search and a bad page with a Korean message', async () => {
      const listing = (query: DealersQuery) => ctx.call(dealersApi.list, { query }, staff);
      // A filter the query schema does not name, as a caller may send it.
      const badStatus = await ctx.call(dealersApi.list, {}, staff, { rawQuery: '?status=DELETED' });
      expect(badStatus.status).toBe(400);
      expect(badStatus.message).toBe(ADMIN_DEALER_MESSAGES.badFilter);
      const huge = await listing({ q: '가'.repeat(101) });
      expect(huge.status).toBe(400);
      expect(huge.message).toBe(ADMIN_DEALER_MESSAGES.queryTooLong);
      expect((await listing({ size: 1000 })).status).toBe(400);
      expect((await listing({ page: 0 })).status).toBe(400);
    });
  });

  describe('detail', () => {
    it('shows the whole application, the bank account masked to its last 4 digits, and the record', async () => {
      const dealer = await createDealer(ctx.db, {
        bankCode: '004',
        bankAccountNumber: '94320200123456',
        agencyAddress: '서울특별시 강남구 테헤란로 123',
        region1: '서울특별시',
        region2: '강남구',
        mainBrands: ['혼다', '야마하'],
        penaltyExpiredAt: new Date(ctx.clock.now().getTime() + 2 * DAY_MS),
      });
      const seller = await createSeller(ctx.db);
      const live = await createLiveAuction(ctx.db);
      await createBid(ctx.db, { auctionId: live.id, dealerId: dealer.id, price: 1_000_000 });
      await createReport(ctx.db, { dealerId: dealer.id, sellerId: seller.id });
      const res = await detail(dealer.id);
      expect(res.status).toBe(200);
      const data = res.data;
      expect(data).toMatchObject({
        id: dealer.id,
        agencyAddress: '서울특별시 강남구 테헤란로 123',
        region: ['서울특별시', '강남구'],
        mainBrands: ['혼다', '야마하'],
        bank: { isVerified: true, bankName: 'KB국민은행', accountNumber: '**********3456' },
        counts: { activeBids: 1, deals: 0, completedTrades: 0, penalties: 0, openReports: 1 },
      });
      expect(data.banEndsAt).toBe(dealer.penaltyExpiredAt!.toISOString());
      expect(JSON.stringify(data)).not.toContain('94320200123456');
    });

    it('answers 404 for an unknown dealer and 400 for a bad id', async () => {
      const unknown = await detail(2147483000);
      expect(unknown.status).toBe(404);
      expect(unknown.message).toBe(ADMIN_DEALER_MESSAGES.dealerNotFound);
      for (const id of ['abc', '0', '-1', '99999999999']) {
        expect((await detail(id)).status, id).toBe(400);
      }
    });
  });

  describe('approve and reject', () => {
    it('approves a waiting dealer once: one audit row; approving again is a 409 that writes nothing', async () => {
      const dealer = await createDealer(ctx.db, { status: 'AUDIT', approvedAt: null });
      const first = await approve(dealer.username);
      expect(first.status).toBe(200);
      expect(first.data).toMatchObject({ id: dealer.id, status: 'APPROVED' });
      const again = await approve(dealer.username);
      expect(again.status).toBe(409);
      expect(again).toMatchObject({
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_DEALER_MESSAGES.notWaiting,
      });
      const rows = await auditOf(dealer.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'DEALER_APPROVE',
        before: { status: 'AUDIT', approvedAt: null },
        after: { status: 'APPROVED', approvedAt: ctx.clock.now().toISOString() },
      });
      // Rejecting an approved dealer is no review either.
      expect((await reject(dealer.username, '늦은 반려')).status).toBe(409);
      expect(await auditOf(dealer.id)).toHaveLength(1);
      expect((await dealerRow(dealer.id)).status).toBe('APPROVED');
    });

    it('rejects with a reason the dealer reads on its wait page; rejecting or approving it again is a 409', async () => {
      const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
      const rejected = await reject(dealer.username, '  사업자등록증 사진이 흐립니다  ');
      expect(rejected.status).toBe(200);
      const profile = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(profile.data).toMatchObject({
        status: 'REJECTED',
        reason: '사업자등록증 사진이 흐립니다',
      });
      const decisions = {
        approve: () => approve(dealer.username),
        reject: () => reject(dealer.username, '다시'),
      };
      for (const [action, decide] of Object.entries(decisions)) {
        const res = await decide();
        expect(res.status, action).toBe(409);
      }
      expect(await auditOf(dealer.id)).toHaveLength(1);
      expect((await lastAlimtalk(dealer.phoneNumber))?.template).toBe('DEALER_REJECTED');
    });

    it('applies a pending identity change on approval, showing it before and after', async () => {
      const dealer = await createDealer(ctx.db, {
        status: 'AUDIT',
        agencyName: '옛상호',
        approvedAt: new Date(ctx.clock.now().getTime() - 10 * DAY_MS),
        pendingIdentity: { agencyName: '새상호' },
      });
      expect((await approve(dealer.username)).status).toBe(200);
      expect(await dealerRow(dealer.id)).toMatchObject({ agencyName: '새상호', pendingIdentity: null });
      const [row] = await auditOf(dealer.id);
      expect(row).toMatchObject({
        before: { agencyName: '옛상호', pendingIdentity: { agencyName: '새상호' }, status: 'AUDIT' },
        after: { agencyName: '새상호', pendingIdentity: null, status: 'APPROVED' },
      });
    });

    it('refuses a missing, blank, wrongly typed or huge reason and an unknown dealer, changing nothing', async () => {
      const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
      for (const body of [{}, { reason: '   ' }, { reason: 42 }, { reason: '가'.repeat(501) }]) {
        const res = await rejectAsIs(dealer.username, body);
        expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(400);
        expect(res.message).toMatch(/사유/);
      }
      const unknown = await approve('nobody-here');
      expect(unknown.status).toBe(404);
      expect(unknown.errorCode).toBe('ADMIN_NOT_FOUND');
      expect((await approve('a'.repeat(101))).status).toBe(400);
      expect((await dealerRow(dealer.id)).status).toBe('AUDIT');
      expect(await auditOf(dealer.id)).toHaveLength(0);
    });

    it('decides a dealer once when two operators approve at the same moment', async () => {
      const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
      const results = await Promise.all([approve(dealer.username), reject(dealer.username, '동시 반려')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await auditOf(dealer.id)).toHaveLength(1);
    });
  });

  describe('suspend and unsuspend', () => {
    it('an applicant never approved is rejected, not suspended: 409 that writes nothing, and the list says so', async () => {
      const applicant = await createDealer(ctx.db, {
        status: 'AUDIT',
        approvedAt: null,
        agencyName: '정지불가상사',
      });
      const rejected = await createDealer(ctx.db, {
        status: 'REJECTED',
        approvedAt: null,
        agencyName: '정지불가상사',
      });
      for (const dealer of [applicant, rejected]) {
        const res = await suspend(dealer.id, '허위 신청');
        expect(res.status).toBe(409);
        expect(res).toMatchObject({
          errorCode: 'ADMIN_CONFLICT',
          message: ADMIN_DEALER_MESSAGES.neverApproved,
        });
        expect(await dealerRow(dealer.id)).toMatchObject({ suspendedAt: null });
        expect(await auditOf(dealer.id)).toHaveLength(0);
      }
      const renamed = await createDealer(ctx.db, {
        status: 'AUDIT',
        approvedAt: new Date(),
        agencyName: '정지불가상사',
      });
      const waiting = await list({ status: 'AUDIT', q: '정지불가상사' });
      expect(waiting.items.find((item) => item.id === applicant.id)?.canSuspend).toBe(false);
      expect(waiting.items.find((item) => item.id === renamed.id)?.canSuspend).toBe(true);
    });

    it('suspends with a reason: one audit row, an Alimtalk, the session ended; twice is a 409', async () => {
      const dealer = await createDealer(ctx.db);
      const suspended = await suspend(dealer.id, ' 허위 입찰 반복 ');
      expect(suspended.status).toBe(200);
      expect(suspended.data).toMatchObject({
        id: dealer.id,
        suspendedAt: ctx.clock.now().toISOString(),
        suspensionReason: '허위 입찰 반복',
      });
      const [row] = await auditOf(dealer.id);
      expect(row).toMatchObject({
        action: 'DEALER_SUSPEND',
        targetLabel: dealer.username,
        reason: '허위 입찰 반복',
        before: { suspendedAt: null, suspensionReason: '' },
        after: { suspendedAt: ctx.clock.now().toISOString(), suspensionReason: '허위 입찰 반복' },
      });
      expect(await lastAlimtalk(dealer.phoneNumber)).toMatchObject({ template: 'DEALER_SUSPENDED' });
      expect((await lastAlimtalk(dealer.phoneNumber))?.body).toContain('사유: 허위 입찰 반복');

      const auction = await createLiveAuction(ctx.db);
      const bid = await ctx.call(
        api.auctions.placeBid,
        { params: { id: auction.id }, body: { price: 1_000_000 } },
        dealer.id,
      );
      // A suspension ends the dealer's sessions (docs/decisions/018).
      expect(bid.status).toBe(401);

      const again = await suspend(dealer.id, '다시');
      expect(again.status).toBe(409);
      expect(again.message).toBe(ADMIN_DEALER_MESSAGES.alreadySuspended);
      expect(await auditOf(dealer.id)).toHaveLength(1);
    });

    it('lifts a suspension: one audit row and an Alimtalk; lifting again is a 409', async () => {
      const since = new Date(ctx.clock.now().getTime() - DAY_MS);
      const dealer = await createDealer(ctx.db, {
        suspendedAt: since,
        suspensionReason: '판매자 신고 3회 누적',
      });
      const lifted = await unsuspend(dealer.id, '신고 내용 소명 확인');
      expect(lifted.status).toBe(200);
      expect(await dealerRow(dealer.id)).toMatchObject({ suspendedAt: null, suspensionReason: '' });
      const rows = await auditOf(dealer.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'DEALER_UNSUSPEND',
        reason: '신고 내용 소명 확인',
        before: { suspendedAt: since.toISOString(), suspensionReason: '판매자 신고 3회 누적' },
        after: { suspendedAt: null, suspensionReason: '' },
      });
      expect((await lastAlimtalk(dealer.phoneNumber))?.template).toBe('DEALER_UNSUSPENDED');
      const again = await unsuspend(dealer.id, '다시');
      expect(again.status).toBe(409);
      expect(again.message).toBe(ADMIN_DEALER_MESSAGES.notSuspended);
      expect(await auditOf(dealer.id)).toHaveLength(1);
    });

    it('refuses bad input and unknown dealers, changing nothing', async () => {
      const dealer = await createDealer(ctx.db);
      for (const body of [undefined, {}, { reason: '' }, { reason: ['a'] }, { reason: 'x'.repeat(501) }]) {
        expect((await suspendAsIs(dealer.id, body)).status).toBe(400);
      }
      expect((await suspend('abc', '사유')).status).toBe(400);
      expect((await suspend(2147483000, '사유')).status).toBe(404);
      expect((await unsuspend(2147483000, '사유')).status).toBe(404);
      expect((await dealerRow(dealer.id)).suspendedAt).toBeNull();
      expect(await auditOf(dealer.id)).toHaveLength(0);
    });
  });

  it('counts a dealer’s deals and completed trades in the detail', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createAuction(ctx.db, { status: 'COMPLETE' });
    await createDeal(ctx.db, { auctionId: auction.id, dealerId: dealer.id, sellerId: auction.sellerId });
    const { data } = await detail(dealer.id);
    expect(data.counts).toMatchObject({ deals: 1, completedTrades: 1, activeBids: 0 });
  });
});
