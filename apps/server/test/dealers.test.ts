// Dealer login, authentication failures, profile and dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dealerProfile, type RouteInput } from '@autobid/shared';
import {
  createAuction,
  createBid,
  createDeal,
  createDealAt,
  createDealer,
  createLike,
  createReport,
  createOperator,
  createReview,
  createSeller,
  DEFAULT_PASSWORD,
  kstMidnight,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('dealers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = (body: RouteInput<typeof api.dealers.login>['body']) => ctx.call(api.dealers.login, { body });
  /** A body sent as it is, whatever the schema says of it: a test of its refusal. */
  const loginAsIs = (body: unknown) =>
    ctx.call(api.dealers.login, {} as RouteInput<typeof api.dealers.login>, null, { invalidBody: body });

  describe('POST /v1/dealers/login', () => {
    it('returns an access token for every review status', async () => {
      for (const status of ['AUDIT', 'APPROVED', 'REJECTED'] as const) {
        const dealer = await createDealer(ctx.db, { status });
        const res = await login({ username: dealer.username, password: DEFAULT_PASSWORD });
        expect(res.status).toBe(200);
        expect(res.message).toBe('성공');
        const payload = JSON.parse(
          Buffer.from(res.data.accessToken.split('.')[1] ?? '', 'base64url').toString(),
        ) as Record<string, unknown>;
        expect(payload).toMatchObject({ sub: String(dealer.id), role: 'dealer' });
        expect(typeof payload.exp).toBe('number');
        expect(payload.exp).toBeLessThan(Date.now() / 1000 + 4000);
      }
    });

    it('strips spaces from username and password', async () => {
      const dealer = await createDealer(ctx.db);
      const res = await login({ username: ` ${dealer.username} `, password: ` ${DEFAULT_PASSWORD}` });
      expect(res.status).toBe(200);
    });

    it('answers the same 401 message for an unknown user and a wrong password', async () => {
      const dealer = await createDealer(ctx.db);
      for (const body of [
        { username: dealer.username, password: 'wrong-password' },
        { username: 'nobodyhere', password: DEFAULT_PASSWORD },
      ]) {
        const res = await login(body);
        expect(res).toMatchObject({
          status: 401,
          message: '아이디와 비밀번호를 확인해주세요.',
          data: null,
          errorCode: 'INVALID_CREDENTIALS',
        });
      }
    });

    it.each([
      ['empty username', { username: '', password: 'x' }, '아이디를 입력해주세요.'],
      ['blank username', { username: '   ', password: 'x' }, '아이디를 입력해주세요.'],
      ['missing username', { password: 'x' }, '아이디를 입력해주세요.'],
      ['empty password', { username: 'someone', password: '' }, '비밀번호를 입력해주세요.'],
      ['missing password', { username: 'someone' }, '비밀번호를 입력해주세요.'],
      ['numeric username', { username: 12345, password: 'x' }, '아이디를 입력해주세요.'],
      [
        '10,000-character username',
        { username: 'a'.repeat(10_000), password: 'x' },
        '아이디와 비밀번호를 확인해주세요.',
      ],
    ])('validates: %s', async (_label, payload, message) => {
      const res = await loginAsIs(payload);
      expect(res).toMatchObject({ status: 400, message, data: null, errorCode: 'VALIDATION_FAILED' });
    });

    it('answers a wrong body type with a Korean 400', async () => {
      const res = await loginAsIs([1, 2]);
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/[가-힣]/);
    });
  });

  describe('authentication', () => {
    const profile = (headers: Record<string, string> = {}) => ctx.call(api.dealers.profile, {}, headers);

    it('401 without a token, with garbage and with an expired token', async () => {
      const dealer = await createDealer(ctx.db);
      const expired = await ctx.token(dealer.id, 'dealer', {
        now: new Date(Date.now() - 2 * DAY),
        ttlSeconds: 60,
      });
      const forged = (await ctx.token(dealer.id)).slice(0, -4) + 'AAAA';
      const cases: Record<string, string>[] = [
        {},
        { authorization: 'Bearer garbage' },
        { authorization: `Bearer ${expired}` },
        { authorization: `Bearer ${forged}` },
        { authorization: 'Basic abc' },
      ];
      for (const headers of cases) {
        const res = await profile(headers);
        expect(res).toMatchObject({
          status: 401,
          message: '로그인이 필요합니다.',
          data: null,
          errorCode: 'UNAUTHORIZED',
        });
      }
    });

    it('403 for a seller or operator token on a dealer route', async () => {
      const seller = await createSeller(ctx.db);
      const operator = await createOperator(ctx.db);
      for (const [role, id] of [
        ['seller', seller.id],
        ['operator', operator.id],
      ] as const) {
        const res = await profile(await ctx.auth(id, role));
        expect(res).toMatchObject({
          status: 403,
          message: '접근 권한이 없습니다.',
          data: null,
          errorCode: 'FORBIDDEN',
        });
      }
    });

    it('401 for a valid token whose dealer no longer exists', async () => {
      const res = await profile(await ctx.auth(999_999));
      expect(res.status).toBe(401);
    });
  });

  describe('GET /v1/dealers/profile', () => {
    it('returns every field for an AUDIT dealer', async () => {
      const dealer = await createDealer(ctx.db, { status: 'AUDIT', name: '박심사' });
      const res = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(res.status).toBe(200);
      const { data } = res;
      expect(data).toMatchObject({
        id: dealer.id,
        username: dealer.username,
        name: '박심사',
        status: 'AUDIT',
        position: '대표',
        reason: '',
        rejectedAt: null,
        approvedAt: null,
        mainBrands: [],
        isBankAccountAuth: false,
        penaltyExpiredAt: null,
        positiveReviewCount: 0,
        negativeReviewCount: 0,
        monthlyCompleteTransactionCount: 0,
        averageDailyBiddingCount: 0,
        reportCount: 0,
        biddingCancelCount: 0,
      });
      expect(typeof data.createdAt).toBe('string');
      expect(Object.keys(data).sort()).toEqual(Object.keys(dealerProfile.shape).sort());
      // With a trailing slash, as some clients send it (a raw request: ctx.call builds the table's path).
      const slashed = await ctx.app.inject({
        url: '/api/v1/dealers/profile/',
        headers: await ctx.auth(dealer.id),
      });
      expect(slashed.statusCode).toBe(200);
    });

    it('returns the rejection reason and date for a REJECTED dealer', async () => {
      const rejectedAt = new Date('2026-01-02T03:04:05.000Z');
      const dealer = await createDealer(ctx.db, {
        status: 'REJECTED',
        reason: '사업자 등록증이 흐립니다.',
        rejectedAt,
      });
      const res = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(res.data).toMatchObject({
        status: 'REJECTED',
        reason: '사업자 등록증이 흐립니다.',
        rejectedAt: rejectedAt.toISOString(),
      });
    });

    it('computes the stats of an APPROVED dealer', async () => {
      const now = ctx.clock.now();
      const approvedAt = new Date(now.getTime() - 40 * DAY);
      const dealer = await createDealer(ctx.db, {
        status: 'APPROVED',
        approvedAt,
        penaltyExpiredAt: new Date(now.getTime() + DAY),
      });
      const seller = await createSeller(ctx.db);
      const ratings = [5, 4, 3, 2, 1, 1];
      for (const rating of ratings) {
        const auction = await createAuction(ctx.db, { status: 'COMPLETE', sellerId: seller.id });
        await createReview(ctx.db, {
          auctionId: auction.id,
          dealerId: dealer.id,
          sellerId: seller.id,
          ratings: rating,
        });
      }
      // A dealer-to-seller review never counts for the dealer.
      const other = await createAuction(ctx.db, { status: 'COMPLETE', sellerId: seller.id });
      await createReview(ctx.db, {
        auctionId: other.id,
        dealerId: dealer.id,
        sellerId: seller.id,
        ratings: 5,
        direction: 'DEALER_TO_SELLER',
      });

      // Completed this month, and one long ago.
      const done = await createAuction(ctx.db, { status: 'COMPLETE', sellerId: seller.id });
      await createDeal(ctx.db, {
        auctionId: done.id,
        dealerId: dealer.id,
        sellerId: seller.id,
        completedAt: now,
      });
      const old = await createAuction(ctx.db, { status: 'COMPLETE', sellerId: seller.id });
      await createDeal(ctx.db, {
        auctionId: old.id,
        dealerId: dealer.id,
        sellerId: seller.id,
        completedAt: new Date(now.getTime() - 100 * DAY),
      });

      // Bids in the last 30 days: the two deal bids + 3 here (one cancelled); one older bid does not count.
      for (let i = 0; i < 3; i += 1) {
        const auction = await createAuction(ctx.db, { status: 'PROGRESS' });
        await createBid(ctx.db, {
          auctionId: auction.id,
          dealerId: dealer.id,
          biddingAt: now,
          canceledAt: i === 0 ? now : null,
        });
      }
      const older = await createAuction(ctx.db, { status: 'TIME_EXPIRED' });
      await createBid(ctx.db, {
        auctionId: older.id,
        dealerId: dealer.id,
        biddingAt: new Date(now.getTime() - 45 * DAY),
      });
      await createReport(ctx.db, { dealerId: dealer.id, sellerId: seller.id });

      const res = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        status: 'APPROVED',
        approvedAt: approvedAt.toISOString(),
        penaltyExpiredAt: new Date(now.getTime() + DAY).toISOString(),
        positiveReviewCount: 2,
        negativeReviewCount: 3,
        monthlyCompleteTransactionCount: 1,
        averageDailyBiddingCount: 0.2,
        reportCount: 1,
        biddingCancelCount: 1,
      });
    });

    it('hides a penalty that has already ended', async () => {
      const dealer = await createDealer(ctx.db, {
        penaltyExpiredAt: new Date(ctx.clock.now().getTime() - 1000),
      });
      const res = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(res.data.penaltyExpiredAt).toBeNull();
    });
  });

  describe('GET /v1/dealers/dashboard', () => {
    it('counts watched, bidding, won and in-progress auctions', async () => {
      const dealer = await createDealer(ctx.db);
      const rival = await createDealer(ctx.db);
      const seller = await createSeller(ctx.db);

      const live1 = await createAuction(ctx.db, { status: 'PROGRESS', sellerId: seller.id });
      const live2 = await createAuction(ctx.db, { status: 'PROGRESS', sellerId: seller.id });
      const expired = await createAuction(ctx.db, { status: 'TIME_EXPIRED', sellerId: seller.id });
      await createLike(ctx.db, { dealerId: dealer.id, auctionId: live1.id });
      await createLike(ctx.db, { dealerId: dealer.id, auctionId: expired.id });
      await createLike(ctx.db, { dealerId: rival.id, auctionId: live2.id });

      await createBid(ctx.db, { auctionId: live1.id, dealerId: dealer.id });
      await createBid(ctx.db, { auctionId: live2.id, dealerId: dealer.id, canceledAt: new Date() });
      await createBid(ctx.db, { auctionId: live2.id, dealerId: dealer.id });
      await createBid(ctx.db, { auctionId: expired.id, dealerId: dealer.id });
      await createBid(ctx.db, { auctionId: live1.id, dealerId: rival.id });

      // Deals: two in progress (DEALER_DEPOSIT, TRANSACTION), one complete, one cancelled; all selected bids.
      const deadline = new Date(Date.now() + 40 * 60_000);
      let waitingId = 0;
      for (const status of ['DEALER_DEPOSIT', 'TRANSACTION', 'COMPLETE', 'DEALER_CANCELED'] as const) {
        const auction = await createAuction(ctx.db, { status, sellerId: seller.id, model: `모델 ${status}` });
        const waiting = status === 'DEALER_DEPOSIT';
        waitingId = waiting ? auction.id : waitingId;
        await createDeal(ctx.db, {
          auctionId: auction.id,
          dealerId: dealer.id,
          sellerId: seller.id,
          // Every confirmed deal had a fee and a deadline; only the one still waiting is due.
          fee: 170_000,
          depositDeadline: waiting ? deadline : new Date(Date.now() - 3 * DAY),
        });
      }
      // The rival's deal waiting for its fee is not this dealer's.
      const rivals = await createAuction(ctx.db, { status: 'DEALER_DEPOSIT', sellerId: seller.id });
      await createDeal(ctx.db, {
        auctionId: rivals.id,
        dealerId: rival.id,
        sellerId: seller.id,
        fee: 170_000,
        depositDeadline: deadline,
      });

      const res = await ctx.call(api.dealers.dashboard, {}, dealer.id);
      expect(res).toMatchObject({ status: 200, message: '성공' });
      expect(res.data).toEqual({
        // The liked expired auction is no longer on the watch list the counter opens.
        likeCount: 1,
        biddingCount: 2,
        successfulBiddingCount: 4,
        progressCount: 2,
        dealTasks: [
          {
            auctionId: waitingId,
            model: '모델 DEALER_DEPOSIT',
            status: 'DEALER_DEPOSIT',
            fee: 170_000,
            deadline: deadline.toISOString(),
          },
        ],
        serverNow: ctx.clock.now().toISOString(),
      });
    });

    it('lists every deal step waiting for the dealer with its deadline, nearest first', async () => {
      const now = ctx.clock.now();
      const dealer = await createDealer(ctx.db);
      const at = (ms: number) => new Date(now.getTime() + ms);
      // Confirmation and the trade date: cancelled (14-day ban) 48 hours after the step began.
      const confirm = await createDealAt(ctx.db, {
        status: 'DEALER_CONFIRM',
        dealerId: dealer.id,
        now,
        statusChangedAt: at(-47.5 * HOUR),
      });
      const reservation = await createDealAt(ctx.db, {
        status: 'RESERVATION',
        dealerId: dealer.id,
        now,
        statusChangedAt: at(-1 * HOUR),
      });
      // The fee: 60 minutes after confirmation.
      const deposit = await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', dealerId: dealer.id, now });
      // Completion: the late mark (the trade date's next day, 02:00 Seoul); once past, the no-progress cancel.
      const tradeDay = new Date(kstMidnight(now).getTime() + 2 * DAY);
      const complete = await createDealAt(ctx.db, {
        status: 'RESERVATION_COMPLETE',
        dealerId: dealer.id,
        now,
        deal: { reservedAt: tradeDay },
      });
      const pastTradeDay = new Date(kstMidnight(now).getTime() - 2 * DAY);
      const late = await createDealAt(ctx.db, {
        status: 'RESERVATION_COMPLETE',
        dealerId: dealer.id,
        now,
        deal: { reservedAt: pastTradeDay },
      });
      // Not the dealer's move: completed, or waiting for the operator.
      await createDealAt(ctx.db, { status: 'COMPLETE', dealerId: dealer.id, now });
      await createDealAt(ctx.db, { status: 'TRANSACTION', dealerId: dealer.id, now });

      const tasks = (await ctx.call(api.dealers.dashboard, {}, dealer.id)).data.dealTasks;
      const task = (
        made: { auction: { id: number; model: string } },
        status: string,
        deadline: Date,
      ): unknown =>
        expect.objectContaining({
          auctionId: made.auction.id,
          model: made.auction.model,
          status,
          deadline: deadline.toISOString(),
        });
      expect(tasks).toEqual([
        task(confirm, 'DEALER_CONFIRM', at(HOUR / 2)),
        task(deposit, 'DEALER_DEPOSIT', at(HOUR)),
        task(late, 'RESERVATION_COMPLETE', new Date(pastTradeDay.getTime() + (26 + 48) * HOUR)),
        task(reservation, 'RESERVATION', at(47 * HOUR)),
        task(complete, 'RESERVATION_COMPLETE', new Date(tradeDay.getTime() + 26 * HOUR)),
      ]);
    });

    it('answers zeros for a new dealer, 403 to a dealer under review and 401 without a token', async () => {
      const dealer = await createDealer(ctx.db);
      const res = await ctx.call(api.dealers.dashboard, {}, dealer.id);
      const pending = await createDealer(ctx.db, { status: 'AUDIT' });
      const refused = await ctx.call(api.dealers.dashboard, {}, pending.id);
      expect(refused).toMatchObject({
        status: 403,
        message: '승인된 딜러만 이용할 수 있습니다.',
        data: null,
        errorCode: 'DEALER_NOT_APPROVED',
      });
      expect(res.data).toEqual({
        likeCount: 0,
        biddingCount: 0,
        successfulBiddingCount: 0,
        progressCount: 0,
        dealTasks: [],
        serverNow: ctx.clock.now().toISOString(),
      });
      const anonymous = await ctx.call(api.dealers.dashboard, {}, null);
      expect(anonymous.status).toBe(401);
    });
  });
});
