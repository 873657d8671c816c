// The bidder trust card (docs/domain.md "Dealer trust") on known data: completed trades, cancel rate,
// sellers' reviews, the median final/bid price ratio; every dealer of a listing in one call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biddings, disputes, priceClaims } from '../src/db/schema';
import { RUNNER_UP_BID_CANCEL_REASON, SYSTEM_CANCEL_REASONS } from '../src/modules/auctions/deals.service';
import { dealerTrustOf, expectedPriceOf } from '../src/modules/auctions/dealer-trust';
import {
  createAuction,
  createBid,
  createDealAt,
  createDealer,
  createReview,
  createSeller,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const PRICE = 1_000_000;
const DAY = 24 * 3600_000;

describe('dealer trust', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const completedTrade = async (dealerId: number, finalPrice: number) =>
    createDealAt(ctx.db, { status: 'COMPLETE', dealerId, price: PRICE, deal: { finalPrice } });
  const canceledDeal = async (
    dealerId: number,
    canceledBy: string,
    cancelReason: string,
    status: 'DEALER_CANCELED' | 'ADMIN_CANCELED' | 'TIME_EXPIRED' | 'COMPLETE' = 'DEALER_CANCELED',
  ) =>
    createDealAt(ctx.db, {
      status,
      dealerId,
      price: PRICE,
      deal: { canceledAt: ctx.clock.now(), canceledBy, cancelReason },
    });

  it('three completed trades at 1.0, 0.9 and 0.8 of the bid: median 0.9, no cancellation', async () => {
    const dealer = await createDealer(ctx.db);
    for (const finalPrice of [1_000_000, 900_000, 800_000]) {
      await completedTrade(dealer.id, finalPrice);
    }
    const trust = (await dealerTrustOf(ctx.db, [dealer.id], ctx.clock.now())).get(dealer.id);
    expect(trust).toEqual({
      completedTrades: 3,
      cancelRate: 0,
      positiveReviews: 0,
      negativeReviews: 0,
      medianFinalToBidRatio: 0.9,
      recentTrades: 3,
      priceCutShare: 0.67,
      medianCutPercent: 10,
      disputesLost: 0,
      tier: 'STANDARD',
    });
  });

  it('counts a trade in title transfer (TRANSACTION, TRANSACTION_DELAY) as completed (docs/domain.md "Title transfer")', async () => {
    const dealer = await createDealer(ctx.db);
    for (const status of ['TRANSACTION', 'TRANSACTION_DELAY', 'COMPLETE'] as const) {
      await createDealAt(ctx.db, {
        status,
        dealerId: dealer.id,
        price: PRICE,
        deal: { finalPrice: 900_000, completedAt: ctx.clock.now() },
      });
    }
    const trust = (await dealerTrustOf(ctx.db, [dealer.id], ctx.clock.now())).get(dealer.id);
    expect(trust).toMatchObject({ completedTrades: 3, recentTrades: 3, medianFinalToBidRatio: 0.9 });
  });

  it('1 cancelled bid of 4 bids and 0 of 2 deals: 1/6 = 0.17', async () => {
    const dealer = await createDealer(ctx.db);
    // Two deals (each with its selected bid): one completed at 0.95, one still running.
    await completedTrade(dealer.id, 950_000);
    await createDealAt(ctx.db, { status: 'RESERVATION', dealerId: dealer.id, price: PRICE });
    // Two plain bids, one cancelled by the dealer.
    await createBid(ctx.db, { auctionId: (await createAuction(ctx.db)).id, dealerId: dealer.id });
    await createBid(ctx.db, {
      auctionId: (await createAuction(ctx.db)).id,
      dealerId: dealer.id,
      canceledAt: ctx.clock.now(),
      cancelReason: '입찰 실수',
    });
    const trust = (await dealerTrustOf(ctx.db, [dealer.id], ctx.clock.now())).get(dealer.id);
    expect(trust).toEqual({
      completedTrades: 1,
      cancelRate: 0.17,
      positiveReviews: 0,
      negativeReviews: 0,
      medianFinalToBidRatio: 0.95,
      recentTrades: 1,
      priceCutShare: 1,
      medianCutPercent: 5,
      disputesLost: 0,
      tier: 'STANDARD',
    });
  });

  it("counts the deals the dealer cancelled or lost to the fee deadline or inactivity, not a release, an operator's cancel or another dealer's completion", async () => {
    const dealer = await createDealer(ctx.db);
    await canceledDeal(dealer.id, 'DEALER', '개인 사정');
    await canceledDeal(dealer.id, 'SYSTEM', SYSTEM_CANCEL_REASONS.depositExpired);
    await canceledDeal(dealer.id, 'SYSTEM', SYSTEM_CANCEL_REASONS.noProgress);
    await canceledDeal(dealer.id, 'SYSTEM', SYSTEM_CANCEL_REASONS.released, 'TIME_EXPIRED');
    await canceledDeal(dealer.id, 'ADMIN', '운영자 취소', 'ADMIN_CANCELED');
    // Released, then another dealer completed the auction: not this dealer's trade.
    await canceledDeal(dealer.id, 'SYSTEM', SYSTEM_CANCEL_REASONS.released, 'COMPLETE');
    // A first winner's cancel that gave the seller the runner-up: the bid went with the deal, counted once.
    const runnerUp = await canceledDeal(dealer.id, 'DEALER', '차량 상태 불일치', 'TIME_EXPIRED');
    await ctx.db
      .update(biddings)
      .set({ canceledAt: ctx.clock.now(), cancelReason: RUNNER_UP_BID_CANCEL_REASON })
      .where(eq(biddings.id, runnerUp.bid.id));

    const trust = (await dealerTrustOf(ctx.db, [dealer.id], ctx.clock.now())).get(dealer.id);
    // 7 deals (7 bids, none cancelled by the dealer); 4 deals the dealer's doing: 4 / 14.
    expect(trust).toEqual({
      completedTrades: 0,
      cancelRate: 0.29,
      positiveReviews: 0,
      negativeReviews: 0,
      medianFinalToBidRatio: null,
      recentTrades: 0,
      priceCutShare: null,
      medianCutPercent: null,
      disputesLost: 0,
      tier: 'STANDARD',
    });
  });

  it("sellers' reviews: 4-5 stars positive, 1-2 negative, 3 neither; dealers' reviews of sellers do not count", async () => {
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    for (const ratings of [5, 4, 3, 2, 1]) {
      const auction = await createAuction(ctx.db, { sellerId: seller.id, status: 'COMPLETE' });
      await createReview(ctx.db, {
        auctionId: auction.id,
        dealerId: dealer.id,
        sellerId: seller.id,
        ratings,
      });
    }
    const other = await createAuction(ctx.db, { sellerId: seller.id, status: 'COMPLETE' });
    await createReview(ctx.db, {
      auctionId: other.id,
      dealerId: dealer.id,
      sellerId: seller.id,
      ratings: 5,
      direction: 'DEALER_TO_SELLER',
    });
    const trust = (await dealerTrustOf(ctx.db, [dealer.id], ctx.clock.now())).get(dealer.id);
    expect(trust).toMatchObject({ positiveReviews: 2, negativeReviews: 2 });
  });

  it('price cuts over the last 90 days, disputes lost, and the expected price from 3 recent trades on', async () => {
    const dealer = await createDealer(ctx.db);
    const now = ctx.clock.now();
    // 100 days ago: outside the window, whatever its cut.
    await createDealAt(ctx.db, {
      status: 'COMPLETE',
      dealerId: dealer.id,
      price: PRICE,
      deal: { finalPrice: 500_000, completedAt: new Date(now.getTime() - 100 * DAY) },
    });
    await completedTrade(dealer.id, 1_000_000);
    await completedTrade(dealer.id, 950_000);
    let trust = (await dealerTrustOf(ctx.db, [dealer.id], now)).get(dealer.id)!;
    expect(trust).toMatchObject({
      completedTrades: 3,
      recentTrades: 2,
      priceCutShare: 0.5,
      medianCutPercent: 2.5,
    });
    // Two recent trades: too few for an expected price.
    expect(expectedPriceOf(2_000_000, trust)).toBeNull();
    await completedTrade(dealer.id, 900_000);
    trust = (await dealerTrustOf(ctx.db, [dealer.id], now)).get(dealer.id)!;
    expect(trust).toMatchObject({ recentTrades: 3, priceCutShare: 0.67, medianCutPercent: 5 });
    // 2,000,000 × (1 − 5 %) = 1,900,000.
    expect(expectedPriceOf(2_000_000, trust)).toBe(1_900_000);
    expect(expectedPriceOf(1_234_567, trust)).toBe(1_170_000);

    // Disputes decided against the dealer in the window count; an older one, an upheld one do not.
    const claimFor = async (outcome: 'REJECTED' | 'UPHELD', decidedAt: Date) => {
      const { auction, deal, seller } = await createDealAt(ctx.db, {
        status: 'RESERVATION_COMPLETE',
        dealerId: dealer.id,
        price: PRICE,
      });
      const [claim] = await ctx.db
        .insert(priceClaims)
        .values({
          auctionId: auction.id,
          dealId: deal.id,
          dealerId: dealer.id,
          sellerId: seller.id,
          status: 'DECIDED',
          winningPrice: PRICE,
          total: 100_000,
          answerBy: now,
        })
        .returning();
      await ctx.db.insert(disputes).values({
        claimId: claim!.id,
        auctionId: auction.id,
        dealerId: dealer.id,
        status: 'DECIDED',
        openedBy: 'SELLER',
        openedAt: decidedAt,
        outcome,
        amount: outcome === 'REJECTED' ? 0 : 100_000,
        decidedAt,
      });
    };
    await claimFor('REJECTED', new Date(now.getTime() - 10 * DAY));
    await claimFor('REJECTED', new Date(now.getTime() - 95 * DAY));
    await claimFor('UPHELD', new Date(now.getTime() - 5 * DAY));
    trust = (await dealerTrustOf(ctx.db, [dealer.id], now)).get(dealer.id)!;
    expect(trust.disputesLost).toBe(1);
  });

  it('answers every dealer asked for at once, a new dealer with zeros', async () => {
    const busy = await createDealer(ctx.db);
    await completedTrade(busy.id, 1_100_000);
    await completedTrade(busy.id, 1_000_000);
    const fresh = await createDealer(ctx.db);
    const trust = await dealerTrustOf(ctx.db, [busy.id, fresh.id, busy.id], ctx.clock.now());
    expect([...trust.keys()].sort()).toEqual([busy.id, fresh.id].sort());
    // An even count: the median is the mean of the middle two.
    expect(trust.get(busy.id)).toMatchObject({ completedTrades: 2, medianFinalToBidRatio: 1.05 });
    expect(trust.get(fresh.id)).toEqual({
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
    expect((await dealerTrustOf(ctx.db, [], ctx.clock.now())).size).toBe(0);
  });
});
