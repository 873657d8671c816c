// What the seller sees and decides after listing: the detail with each bidder's trust card and what the
// seller may do, another seller's listing hidden, and the seller's review and report of the dealer (the
// third unresolved report suspends the dealer).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, AUCTION_MESSAGES, SELLER_REVIEW_MESSAGES } from '@autobid/shared';
import { dealers, penalties, reports } from '../src/db/schema';
import { createAuction, createDealAt, createDealer, createLiveAuction, createSeller } from './factories';
import { sellerKit } from './helpers/seller-kit';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('seller deals', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof sellerKit>;
  beforeAll(async () => {
    ctx = await createTestContext();
    kit = sellerKit(ctx);
  });
  afterAll(async () => ctx.close());

  describe('detail', () => {
    it("shows the listing's values, each bid's trust card and what the seller may do; another seller's listing is 404", async () => {
      const seller = await createSeller(ctx.db);
      const { auction, bids } = await kit.endedAuction(seller.id, [3_000_000, 2_500_000]);
      // The lower bidder has a record: one completed trade at 0.9 of the bid, one sellers' 5-star review.
      const veteran = bids[1]!.dealer;
      const past = await createDealAt(ctx.db, {
        status: 'COMPLETE',
        dealerId: veteran.id,
        price: 2_000_000,
        deal: { finalPrice: 1_800_000 },
      });
      await kit.review(past.seller.id, past.auction.id, { ratings: 5 });

      const answer = await kit.detail(seller.id, auction.id);
      expect(answer.status, answer.message).toBe(200);
      const view = answer.data;
      expect(view).toMatchObject({
        id: auction.id,
        status: 'TIME_EXPIRED',
        model: 'PCX125',
        color: '검정',
        accident: '없음',
        region1: '서울특별시',
        rejectReason: '',
        startAt: auction.startAt!.toISOString(),
        canSelect: true,
        isRunnerUpOffer: false,
        selectedBiddingId: null,
        canEdit: false,
        canWithdraw: true,
        deal: null,
        canReview: false,
        hasReview: false,
        canReport: false,
        serverNow: ctx.clock.now().toISOString(),
      });
      expect(view.images).toEqual([
        { type: 'MAIN', image: '/uploads/test/main.jpg' },
        { type: 'LEFT_SIDE', image: '/uploads/test/left.jpg' },
      ]);
      expect(view.bids.map((bid) => bid.price)).toEqual([3_000_000, 2_500_000]);
      expect(view.bids[0]!.dealer).toEqual({ name: '박**우', agencyName: '상우모터스0' });
      expect(view.bids[0]!.trust).toEqual({
        completedTrades: 0,
        cancelRate: 0,
        positiveReviews: 0,
        negativeReviews: 0,
        medianFinalToBidRatio: null,
        recentTrades: 0,
        priceCutShare: null,
        medianCutPercent: null,
        disputesLost: 0,
        tier: 'STANDARD',
      });
      expect(view.bids[1]!.trust).toEqual({
        completedTrades: 1,
        cancelRate: 0,
        positiveReviews: 1,
        negativeReviews: 0,
        medianFinalToBidRatio: 0.9,
        recentTrades: 1,
        priceCutShare: 1,
        medianCutPercent: 10,
        disputesLost: 0,
        tier: 'STANDARD',
      });

      const stranger = await createSeller(ctx.db);
      const hidden = await kit.detail(stranger.id, auction.id);
      expect(hidden.status).toBe(404);
      expect(hidden.message).toBe(AUCTION_MESSAGES.notFound);
      expect((await kit.review(stranger.id, auction.id, { ratings: 5 })).status).toBe(404);
      expect((await kit.report(stranger.id, auction.id, '연락 두절')).status).toBe(404);
    });

    it('a draft or rejected listing may be edited, not one in review', async () => {
      const seller = await createSeller(ctx.db);
      const rejected = await createAuction(ctx.db, {
        sellerId: seller.id,
        status: 'REJECTED',
        rejectReason: '사진이 흐립니다.',
      });
      const audit = await createAuction(ctx.db, { sellerId: seller.id, status: 'AUDIT' });
      expect((await kit.detail(seller.id, rejected.id)).data).toMatchObject({
        canEdit: true,
        canWithdraw: true,
        rejectReason: '사진이 흐립니다.',
      });
      expect((await kit.detail(seller.id, audit.id)).data).toMatchObject({
        canEdit: false,
        canWithdraw: true,
      });
    });
  });

  describe('review', () => {
    it('once after COMPLETE: bad ratings and long text 400, the second (also a double click) 409; the dealer profile counts it', async () => {
      const { auction, seller, dealer } = await createDealAt(ctx.db, {
        status: 'COMPLETE',
        now: ctx.clock.now(),
      });
      for (const ratings of [0, 6, 4.5]) {
        const bad = await kit.review(seller.id, auction.id, { ratings });
        expect(bad.status, String(ratings)).toBe(400);
        expect(bad.message).toBe(SELLER_REVIEW_MESSAGES.ratingsRequired);
      }
      const long = await kit.review(seller.id, auction.id, { ratings: 5, contents: '가'.repeat(1_001) });
      expect(long.status).toBe(400);
      expect(long.message).toBe(SELLER_REVIEW_MESSAGES.contentsTooLong);
      const twice = await kit.review(seller.id, auction.id, {
        ratings: 5,
        answers: [
          { questionId: 1, answer: '5' },
          { questionId: 1, answer: '4' },
        ],
      });
      expect(twice.status).toBe(400);

      const body = {
        ratings: 5,
        contents: '가'.repeat(1_000),
        answers: [
          { questionId: 1, answer: '5' as const },
          { questionId: 2, answer: '4' as const },
        ],
      };
      const clicks = await Promise.all([
        kit.review(seller.id, auction.id, body),
        kit.review(seller.id, auction.id, body),
      ]);
      expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
      const written = clicks.find((click) => click.status === 200)!;
      expect(written.message).toBe(SELLER_REVIEW_MESSAGES.reviewed);
      expect(typeof written.data.id).toBe('number');
      const again = clicks.find((click) => click.status === 409)!;
      expect(again.errorCode).toBe('REVIEW_ALREADY_WRITTEN');
      expect(again.message).toBe(SELLER_REVIEW_MESSAGES.alreadyReviewed);
      expect((await kit.review(seller.id, auction.id, { ratings: 1 })).status).toBe(409);

      expect((await kit.detail(seller.id, auction.id)).data).toMatchObject({
        canReview: false,
        hasReview: true,
      });
      // The list says the review is done too (its next step stops asking for one).
      const listed = await ctx.call(api.sellers.list, { query: { page: 1, size: 50 } }, seller.id);
      expect(listed.data.items.find((item) => item.id === auction.id)).toMatchObject({
        hasReview: true,
      });
      const profile = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(profile.data).toMatchObject({ positiveReviewCount: 1, negativeReviewCount: 0 });
    });
  });

  describe('report', () => {
    it('needs a deal, is filed once per listing, and the third unresolved report suspends the dealer: its next bid is refused', async () => {
      const seller = await createSeller(ctx.db);
      const { auction } = await kit.endedAuction(seller.id, [2_000_000]);
      const none = await kit.report(seller.id, auction.id, '연락 두절');
      expect(none.status).toBe(409);
      expect(none.errorCode).toBe('REPORT_NOT_ALLOWED');
      expect(none.message).toBe(SELLER_REVIEW_MESSAGES.notReportable);
      expect((await kit.report(seller.id, auction.id, '   ')).status).toBe(400);

      const dealer = await createDealer(ctx.db);
      const trades = [
        await createDealAt(ctx.db, { status: 'COMPLETE', dealerId: dealer.id, now: ctx.clock.now() }),
        await createDealAt(ctx.db, { status: 'RESERVATION', dealerId: dealer.id, now: ctx.clock.now() }),
        await createDealAt(ctx.db, { status: 'DEALER_CANCELED', dealerId: dealer.id, now: ctx.clock.now() }),
      ];
      const suspendedAt = async () =>
        (await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id)))[0]!.suspendedAt;

      const first = trades[0]!;
      const clicks = await Promise.all([
        kit.report(first.seller.id, first.auction.id, '약속 시간에 오지 않음'),
        kit.report(first.seller.id, first.auction.id, '약속 시간에 오지 않음'),
      ]);
      expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
      expect(clicks.find((click) => click.status === 200)?.message).toBe(SELLER_REVIEW_MESSAGES.reported);
      expect(clicks.find((click) => click.status === 409)).toMatchObject({
        errorCode: 'REPORT_ALREADY_FILED',
        message: SELLER_REVIEW_MESSAGES.alreadyReported,
      });
      expect((await kit.detail(first.seller.id, first.auction.id)).data.canReport).toBe(false);
      expect((await kit.report(trades[1]!.seller.id, trades[1]!.auction.id, '가격 후려치기')).status).toBe(
        200,
      );
      expect(await suspendedAt()).toBeNull();

      const live = await createLiveAuction(ctx.db);
      const bidBefore = await ctx.call(
        api.auctions.placeBid,
        { params: { id: String(live.id) }, body: { price: 1_000_000 } },
        dealer.id,
      );
      expect(bidBefore.status, bidBefore.message).toBe(201);

      const third = await kit.report(trades[2]!.seller.id, trades[2]!.auction.id, '거래 중 잠적');
      expect(third.status).toBe(200);
      expect(await suspendedAt()).toEqual(ctx.clock.now());
      expect(
        await ctx.db
          .select({ kind: penalties.kind, banDays: penalties.banDays })
          .from(penalties)
          .where(and(eq(penalties.dealerId, dealer.id), eq(penalties.kind, 'REPORTS'))),
      ).toEqual([{ kind: 'REPORTS', banDays: 0 }]);
      expect(await ctx.db.select().from(reports).where(eq(reports.dealerId, dealer.id))).toHaveLength(3);

      const other = await createLiveAuction(ctx.db);
      const refused = await ctx.call(
        api.auctions.placeBid,
        { params: { id: String(other.id) }, body: { price: 1_000_000 } },
        dealer.id,
      );
      // The suspension ended the dealer's sessions (docs/decisions/018).
      expect(refused.status).toBe(401);
    });
  });
});
