// The penalty rules that decide a dealer's bans: the one free bid cancellation of a new dealer, and the
// release of a selection when a ban starts while it waits for the dealer's confirmation (deal clock).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type RouteData } from '@autobid/shared';
import { auctions, biddings, dealers, deals, notificationOutbox, penalties } from '../src/db/schema';
import { runDealClock } from '../src/jobs/deal-clock';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createBid, createDealAt, createDealer, createLiveAuction } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const DAY_MS = 24 * 3600 * 1000;

describe('penalties', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const cancel = async (dealerId: number, bidId: number) =>
    (
      await ctx.call(
        api.auctions.cancelBid,
        { params: { id: bidId }, body: { reason: '입찰 실수' } },
        dealerId,
      )
    ).data;

  it('a dealer with no completed trade cancels one bid free, once only; the next ones follow 7 then 14 days', async () => {
    const dealer = await createDealer(ctx.db);
    const start = new Date('2031-03-01T00:00:00Z');
    ctx.clock.set(start);
    try {
      const banDays: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const auction = await createLiveAuction(ctx.db);
        const bid = await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id });
        banDays.push((await cancel(dealer.id, bid.id)).banDays);
      }
      expect(banDays).toEqual([0, 7, 14]);
      const rows = await ctx.db
        .select()
        .from(penalties)
        .where(and(eq(penalties.dealerId, dealer.id), eq(penalties.kind, 'BID_CANCEL')))
        .orderBy(asc(penalties.id));
      expect(rows.map((row) => row.banDays)).toEqual([0, 7, 14]);
      // Long after, still no second free one: the ladder starts again at 7 days.
      ctx.clock.set(new Date(start.getTime() + 200 * DAY_MS));
      const auction = await createLiveAuction(ctx.db);
      const bid = await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id });
      expect((await cancel(dealer.id, bid.id)).banDays).toBe(7);
    } finally {
      ctx.clock.set(new Date());
    }
  });

  const preview = async (dealerId: number) => {
    const response = await ctx.call(api.dealers.bidCancelPenalty, {}, dealerId);
    expect(response.status).toBe(200);
    return response.data;
  };

  it('the bid-cancel preview tells what the next cancellation brings, as the cancel then does, and records nothing', async () => {
    const dealer = await createDealer(ctx.db);
    const start = new Date('2032-05-01T00:00:00Z');
    ctx.clock.set(start);
    try {
      const seen: {
        preview: RouteData<typeof api.dealers.bidCancelPenalty>;
        cancel: RouteData<typeof api.auctions.cancelBid>;
      }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const before = await preview(dealer.id);
        expect(await preview(dealer.id)).toEqual(before); // asking again changes nothing
        const auction = await createLiveAuction(ctx.db);
        const bid = await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id });
        seen.push({ preview: before, cancel: await cancel(dealer.id, bid.id) });
      }
      expect(seen.map((step) => step.preview)).toEqual([
        { banDays: 0, expiresAt: null, releasedWins: [] },
        { banDays: 7, expiresAt: new Date(start.getTime() + 7 * DAY_MS).toISOString(), releasedWins: [] },
        // A second ban starts where the running one ends.
        { banDays: 14, expiresAt: new Date(start.getTime() + 21 * DAY_MS).toISOString(), releasedWins: [] },
      ]);
      expect(seen.map((step) => step.cancel)).toEqual([
        { banDays: 0, penaltyExpiredAt: null },
        { banDays: 7, penaltyExpiredAt: seen[1]!.preview.expiresAt },
        { banDays: 14, penaltyExpiredAt: seen[2]!.preview.expiresAt },
      ]);
      const rows = await ctx.db.select().from(penalties).where(eq(penalties.dealerId, dealer.id));
      expect(rows).toHaveLength(3);
      // Past the 90-day window and the bans: 7 days again, from now.
      const later = new Date(start.getTime() + 120 * DAY_MS);
      ctx.clock.set(later);
      expect(await preview(dealer.id)).toEqual({
        banDays: 7,
        expiresAt: new Date(later.getTime() + 7 * DAY_MS).toISOString(),
        releasedWins: [],
      });
    } finally {
      ctx.clock.set(new Date());
    }
  });

  it('the bid-cancel preview gives no free cancellation to a dealer with a completed trade; approved dealers only', async () => {
    const now = ctx.clock.now();
    const { dealer } = await createDealAt(ctx.db, { status: 'COMPLETE', now });
    const answer = await preview(dealer.id);
    expect(answer.banDays).toBe(7);
    expect(new Date(answer.expiresAt!).getTime()).toBeGreaterThan(now.getTime() + 7 * DAY_MS - 60_000);

    const pending = await createDealer(ctx.db, { status: 'AUDIT' });
    const refused = await ctx.call(api.dealers.bidCancelPenalty, {}, pending.id);
    expect(refused.status).toBe(403);
    const anonymous = await ctx.call(api.dealers.bidCancelPenalty, {}, null);
    expect(anonymous.status).toBe(401);
  });

  it('the bid-cancel preview lists the wins waiting for confirmation that the ban would release', async () => {
    const now = ctx.clock.now();
    // A completed trade: no free cancellation, so the next one bans.
    const { dealer } = await createDealAt(ctx.db, { status: 'COMPLETE', now });
    const waiting = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: dealer.id,
      now,
      auction: { model: '그랜저 IG' },
    });
    // Confirmed deals go on to completion, and a released deal is history: neither is listed.
    await createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', dealerId: dealer.id, now });
    await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: dealer.id,
      now,
      deal: { canceledAt: now, canceledBy: 'SYSTEM', cancelReason: '해제' },
    });
    const answer = await preview(dealer.id);
    expect(answer.banDays).toBe(7);
    expect(answer.releasedWins).toEqual([{ auctionId: waiting.auction.id, model: '그랜저 IG' }]);

    // The free cancellation bans nobody, so it releases nothing.
    const newcomer = await createDealer(ctx.db);
    await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', dealerId: newcomer.id, now });
    expect(await preview(newcomer.id)).toEqual({ banDays: 0, expiresAt: null, releasedWins: [] });
  });

  it('the deal clock releases a selection whose dealer was banned meanwhile, once, with no penalty', async () => {
    const now = ctx.clock.now();
    const dealer = await createDealer(ctx.db);
    const { auction, bid, deal, seller } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: dealer.id,
      now,
    });
    const confirmedElsewhere = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      dealerId: dealer.id,
      now,
    });
    // A ban starts (e.g. a bid cancellation on another auction).
    await ctx.db
      .update(dealers)
      .set({ penaltyExpiredAt: new Date(now.getTime() + 7 * DAY_MS) })
      .where(eq(dealers.id, dealer.id));
    const [first, second] = await Promise.all([
      runDealClock(ctx.db, {
        alimtalk: outboxAlimtalk,
        now,
        publicUrl: ctx.config.PUBLIC_URL,
        selectWindowHours: 24,
      }),
      runDealClock(ctx.db, {
        alimtalk: outboxAlimtalk,
        now,
        publicUrl: ctx.config.PUBLIC_URL,
        selectWindowHours: 24,
      }),
    ]);
    expect([...first.released, ...second.released].filter((id) => id === auction.id)).toEqual([auction.id]);
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row).toMatchObject({ status: 'TIME_EXPIRED', selectExpireAt: new Date(now.getTime() + DAY_MS) });
    const [dealRow] = await ctx.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(dealRow?.canceledAt).toEqual(now);
    const [bidRow] = await ctx.db.select().from(biddings).where(eq(biddings.id, bid.id));
    expect(bidRow?.isSelected).toBe(false);
    expect(await ctx.db.select().from(penalties).where(eq(penalties.auctionId, auction.id))).toEqual([]);
    const sellerNotices = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recipient, seller.phoneNumber));
    expect(sellerNotices.map((n) => n.template)).toEqual(['SELLER_DEAL_RELEASED']);
    // The deal the dealer already confirmed goes on.
    const [other] = await ctx.db
      .select()
      .from(auctions)
      .where(eq(auctions.id, confirmedElsewhere.auction.id));
    expect(other?.status).toBe('DEALER_DEPOSIT');
  });
});
