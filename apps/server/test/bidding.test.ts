// Bid rules and their messages, idempotent retry, bid cancellation and the penalty ladder.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, AUCTION_MESSAGES, type PlaceBidRequest, type RouteInput } from '@autobid/shared';
import { auctions, biddings, dealers, penalties } from '../src/db/schema';
import { createAuction, createBid, createDeal, createDealer, createLiveAuction, dbNow } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';
import { ANY_REQUEST_ID } from './helpers/envelope';

const DAY_MS = 24 * 3600 * 1000;

describe('bidding', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const bid = (dealerId: number, auctionId: number, body: PlaceBidRequest, key?: string) =>
    ctx.call(
      api.auctions.placeBid,
      { params: { id: auctionId }, body },
      dealerId,
      key === undefined ? {} : { headers: { 'idempotency-key': key } },
    );
  const cancel = (dealerId: number, bidId: number, reason = '입찰 실수') =>
    ctx.call(api.auctions.cancelBid, { params: { id: bidId }, body: { reason } }, dealerId);
  const auctionRow = async (id: number) =>
    (await ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;

  it('accepts a valid bid with 201 and updates max and count', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const response = await bid(dealer.id, auction.id, { price: 1_230_000 });
    expect(response.status).toBe(201);
    expect(response.response.json()).toMatchObject({ code: 201 });
    expect(response.data).toMatchObject({ auctionId: auction.id, price: 1_230_000 });
    const row = await auctionRow(auction.id);
    expect(row.maxBiddingPrice).toBe(1_230_000);
    expect(row.bidderCount).toBe(1);
  });

  it('validates the price: missing, wrong type, unit, bounds', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const cases: [unknown, string][] = [
      [{}, AUCTION_MESSAGES.priceRequired],
      [{ price: '100000' }, AUCTION_MESSAGES.priceRequired],
      [{ price: 15_000 }, AUCTION_MESSAGES.priceUnit],
      [{ price: 10_000.5 }, AUCTION_MESSAGES.priceUnit],
      [{ price: 0 }, AUCTION_MESSAGES.priceRange],
      [{ price: -10_000 }, AUCTION_MESSAGES.priceRange],
      [{ price: 10_000_000_000 }, AUCTION_MESSAGES.priceRange],
    ];
    for (const [body, message] of cases) {
      // A body the bid's schema refuses, sent as it is.
      const response = await ctx.call(
        api.auctions.placeBid,
        { params: { id: auction.id } } as RouteInput<typeof api.auctions.placeBid>,
        dealer.id,
        { invalidBody: body },
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.message, JSON.stringify(body)).toBe(message);
    }
    expect((await bid(dealer.id, auction.id, { price: 10_000 })).status).toBe(201);
    const other = await createDealer(ctx.db);
    expect((await bid(other.id, auction.id, { price: 9_999_990_000 })).status).toBe(201);
    expect((await auctionRow(auction.id)).maxBiddingPrice).toBe(9_999_990_000);
  });

  it('refuses dealers who are not approved, suspended or banned', async () => {
    const auction = await createLiveAuction(ctx.db);
    for (const status of ['AUDIT', 'REJECTED'] as const) {
      const dealer = await createDealer(ctx.db, { status });
      const response = await bid(dealer.id, auction.id, { price: 100_000 });
      expect(response.status).toBe(403);
      expect(response.message).toBe(AUCTION_MESSAGES.notApproved);
    }
    // A suspended dealer holds no session at all (docs/decisions/018).
    const suspended = await createDealer(ctx.db, { suspendedAt: new Date() });
    expect((await bid(suspended.id, auction.id, { price: 100_000 })).status).toBe(401);

    // 2026-11-27 00:00 UTC is 09:00 in Seoul.
    const until = new Date('2026-11-27T00:00:00Z');
    ctx.clock.set(new Date('2026-11-20T00:00:00Z'));
    try {
      const banned = await createDealer(ctx.db, { penaltyExpiredAt: until });
      // A ban is the state of things, not a lost right: 409 with the ban's end, the session stays.
      const response = await bid(banned.id, auction.id, { price: 100_000 });
      expect(response.status).toBe(409);
      expect(response.response.json()).toEqual({
        code: 409,
        message: '입찰이 제한된 상태입니다. (2026.11.27 09:00까지)',
        data: null,
        errorCode: 'DEALER_BANNED',
        requestId: ANY_REQUEST_ID,
      });
      expect((await auctionRow(auction.id)).bidderCount).toBe(0);
      ctx.clock.set(new Date(until.getTime() + 1));
      expect((await bid(banned.id, auction.id, { price: 100_000 })).status).toBe(201);
    } finally {
      ctx.clock.set(new Date());
    }
    expect((await bid(999_999, auction.id, { price: 100_000 })).status).toBe(401);
  });

  it('needs the bank account verified once before the first bid: 409 until then, nothing stored', async () => {
    const auction = await createLiveAuction(ctx.db);
    const dealer = await createDealer(ctx.db, { isBankAccountAuth: false });
    const refused = await bid(dealer.id, auction.id, { price: 100_000 }, 'bank-first');
    expect(refused.status).toBe(409);
    expect(refused.response.json()).toEqual({
      code: 409,
      message: AUCTION_MESSAGES.bankAccountRequired,
      data: null,
      errorCode: 'BANK_ACCOUNT_REQUIRED',
      requestId: ANY_REQUEST_ID,
    });
    expect(AUCTION_MESSAGES.bankAccountRequired).toBe('입찰 전 계좌 인증이 필요합니다.');
    expect(await ctx.db.select().from(biddings).where(eq(biddings.dealerId, dealer.id))).toEqual([]);
    expect((await auctionRow(auction.id)).bidderCount).toBe(0);

    // A ban still answers with the ban (the first thing to wait for), a not-approved dealer with 403.
    const bannedUnverified = await createDealer(ctx.db, {
      isBankAccountAuth: false,
      penaltyExpiredAt: new Date(Date.now() + DAY_MS),
    });
    const banned = await bid(bannedUnverified.id, auction.id, { price: 100_000 });
    expect(banned.status).toBe(409);
    expect(banned.message).toMatch(/^입찰이 제한된 상태입니다/);
    const pending = await createDealer(ctx.db, { status: 'AUDIT', isBankAccountAuth: false });
    expect((await bid(pending.id, auction.id, { price: 100_000 })).status).toBe(403);

    await ctx.db.update(dealers).set({ isBankAccountAuth: true }).where(eq(dealers.id, dealer.id));
    const accepted = await bid(dealer.id, auction.id, { price: 100_000 }, 'bank-first');
    expect(accepted.status).toBe(201);
    expect((await auctionRow(auction.id)).bidderCount).toBe(1);
  });

  it('refuses auctions that are not in progress, ended, missing, and a second active bid', async () => {
    const dealer = await createDealer(ctx.db);
    for (const status of ['APPROVED', 'TIME_EXPIRED', 'DEALER_CONFIRM', 'COMPLETE'] as const) {
      const auction = await createAuction(ctx.db, { status, endDate: new Date(Date.now() + 3600_000) });
      const response = await bid(dealer.id, auction.id, { price: 100_000 });
      expect(response.status, status).toBe(409);
      expect(response.message, status).toBe(AUCTION_MESSAGES.notInProgress);
    }
    const draft = await createAuction(ctx.db, { status: 'AUDIT' });
    expect((await bid(dealer.id, draft.id, { price: 100_000 })).status).toBe(404);
    expect((await bid(dealer.id, 99_999_999, { price: 100_000 })).status).toBe(404);

    const ended = await createLiveAuction(ctx.db, { endsInMs: -1000 });
    const late = await bid(dealer.id, ended.id, { price: 100_000 });
    expect(late.status).toBe(409);
    expect(late.message).toBe(AUCTION_MESSAGES.auctionEnded);

    const auction = await createLiveAuction(ctx.db);
    expect((await bid(dealer.id, auction.id, { price: 100_000 })).status).toBe(201);
    const second = await bid(dealer.id, auction.id, { price: 200_000 });
    expect(second.status).toBe(409);
    expect(second.message).toBe(AUCTION_MESSAGES.alreadyBid);
    const row = await auctionRow(auction.id);
    expect([row.maxBiddingPrice, row.bidderCount]).toEqual([100_000, 1]);
  });

  it('judges the end by the database clock: end - 1 s open, end and after closed', async () => {
    const dealer = await createDealer(ctx.db);
    const open = await createLiveAuction(ctx.db, { endsInMs: 1000 });
    expect((await bid(dealer.id, open.id, { price: 100_000 })).status).toBe(201);
    const now = await dbNow(ctx.db);
    const atEnd = await createLiveAuction(ctx.db, { endDate: now });
    expect((await bid(dealer.id, atEnd.id, { price: 100_000 })).message).toBe(AUCTION_MESSAGES.auctionEnded);
    const afterEnd = await createLiveAuction(ctx.db, { endDate: new Date(now.getTime() - 1) });
    expect((await bid(dealer.id, afterEnd.id, { price: 100_000 })).message).toBe(
      AUCTION_MESSAGES.auctionEnded,
    );
    // The app clock does not matter for the end: move it far back and the ended auction stays ended.
    ctx.clock.set(new Date(now.getTime() - 10 * DAY_MS));
    try {
      expect((await bid(dealer.id, afterEnd.id, { price: 100_000 })).status).toBe(409);
    } finally {
      ctx.clock.set(new Date());
    }
  });

  describe('idempotency', () => {
    it('answers a retry with the first result and creates nothing', async () => {
      const dealer = await createDealer(ctx.db);
      const auction = await createLiveAuction(ctx.db);
      const first = await bid(dealer.id, auction.id, { price: 300_000 }, 'key-1');
      const retry = await bid(dealer.id, auction.id, { price: 300_000 }, 'key-1');
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.data).toEqual(first.data);
      const bids = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auction.id));
      expect(bids).toHaveLength(1);
      expect((await auctionRow(auction.id)).bidderCount).toBe(1);
      // Another dealer may use the same key string.
      const other = await createDealer(ctx.db);
      expect((await bid(other.id, auction.id, { price: 400_000 }, 'key-1')).status).toBe(201);
      // The same key on another auction is a different request.
      const elsewhere = await createLiveAuction(ctx.db);
      expect((await bid(dealer.id, elsewhere.id, { price: 300_000 }, 'key-1')).status).toBe(409);
      expect((await bid(dealer.id, auction.id, { price: 300_000 }, 'x'.repeat(101))).status).toBe(400);
    });

    it('creates one bid when two requests with the same key arrive at once', async () => {
      const dealer = await createDealer(ctx.db);
      const auction = await createLiveAuction(ctx.db);
      const results = await Promise.all(
        Array.from({ length: 4 }, () => bid(dealer.id, auction.id, { price: 500_000 }, 'same-key')),
      );
      expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201]);
      const ids = new Set(results.map((result) => result.data.id));
      expect(ids.size).toBe(1);
      const bids = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auction.id));
      expect(bids).toHaveLength(1);
      expect((await auctionRow(auction.id)).bidderCount).toBe(1);
    });
  });

  describe('cancel', () => {
    it('cancels my bid, recomputes max and count, refuses others and double cancel', async () => {
      const [me, other] = [await createDealer(ctx.db), await createDealer(ctx.db)];
      const auction = await createLiveAuction(ctx.db);
      const high = (await bid(me.id, auction.id, { price: 900_000 })).data;
      const low = (await bid(other.id, auction.id, { price: 500_000 })).data;
      expect((await auctionRow(auction.id)).maxBiddingPrice).toBe(900_000);

      const stranger = await cancel(other.id, high.id);
      expect(stranger.status).toBe(404);
      expect(stranger.message).toBe(AUCTION_MESSAGES.bidNotFound);

      const missingReason = await cancel(me.id, high.id, '');
      expect(missingReason.status).toBe(400);
      expect(missingReason.message).toBe(AUCTION_MESSAGES.reasonRequired);
      expect((await cancel(me.id, high.id, 'x'.repeat(201))).message).toBe(AUCTION_MESSAGES.reasonTooLong);

      const done = await cancel(me.id, high.id);
      expect(done.status).toBe(200);
      // No completed trade yet: recorded, no ban.
      expect(done.data).toEqual({ penaltyExpiredAt: null, banDays: 0 });
      let row = await auctionRow(auction.id);
      expect([row.maxBiddingPrice, row.bidderCount]).toEqual([500_000, 1]);

      const again = await cancel(me.id, high.id);
      expect(again.status).toBe(409);
      expect(again.message).toBe(AUCTION_MESSAGES.bidAlreadyCanceled);

      // After cancelling the dealer may bid again.
      expect((await bid(me.id, auction.id, { price: 600_000 })).status).toBe(201);
      expect((await cancel(other.id, low.id)).status).toBe(200);
      row = await auctionRow(auction.id);
      expect([row.maxBiddingPrice, row.bidderCount]).toEqual([600_000, 1]);
      const [stored] = await ctx.db.select().from(biddings).where(eq(biddings.id, high.id));
      expect(stored?.cancelReason).toBe('입찰 실수');
      expect(stored?.canceledAt).not.toBeNull();
    });

    it('refuses a cancel once the auction is no longer in progress or has ended', async () => {
      const dealer = await createDealer(ctx.db);
      const expired = await createAuction(ctx.db, { status: 'TIME_EXPIRED' });
      const b1 = await createBid(ctx.db, { auctionId: expired.id, dealerId: dealer.id });
      expect((await cancel(dealer.id, b1.id)).message).toBe(AUCTION_MESSAGES.notInProgress);
      const ended = await createLiveAuction(ctx.db, { endsInMs: -1000 });
      const b2 = await createBid(ctx.db, { auctionId: ended.id, dealerId: dealer.id });
      const response = await cancel(dealer.id, b2.id);
      expect(response.status).toBe(409);
      expect(response.message).toBe(AUCTION_MESSAGES.auctionEnded);
    });

    it('applies the penalty ladder: first trade free, 7 days, 14 days, never overlapping', async () => {
      const dealer = await createDealer(ctx.db);
      const start = new Date('2030-01-01T00:00:00Z');
      ctx.clock.set(start);
      try {
        // First trade is free.
        const a0 = await createLiveAuction(ctx.db);
        const b0 = await createBid(ctx.db, { auctionId: a0.id, dealerId: dealer.id });
        expect((await cancel(dealer.id, b0.id)).data).toEqual({ penaltyExpiredAt: null, banDays: 0 });

        const done = await createAuction(ctx.db, { status: 'COMPLETE' });
        await createDeal(ctx.db, {
          auctionId: done.id,
          dealerId: dealer.id,
          sellerId: done.sellerId,
          completedAt: start,
        });

        const a1 = await createLiveAuction(ctx.db);
        const b1 = await createBid(ctx.db, { auctionId: a1.id, dealerId: dealer.id });
        const first = await cancel(dealer.id, b1.id);
        expect(first.data).toEqual({
          penaltyExpiredAt: new Date(start.getTime() + 7 * DAY_MS).toISOString(),
          banDays: 7,
        });

        // A second cancel while banned (bids created directly): 14 days, extending the current ban.
        const a2 = await createLiveAuction(ctx.db);
        const b2 = await createBid(ctx.db, { auctionId: a2.id, dealerId: dealer.id });
        const second = await cancel(dealer.id, b2.id);
        expect(second.data).toEqual({
          penaltyExpiredAt: new Date(start.getTime() + 21 * DAY_MS).toISOString(),
          banDays: 14,
        });
        const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
        expect(row?.penaltyExpiredAt?.toISOString()).toBe(
          new Date(start.getTime() + 21 * DAY_MS).toISOString(),
        );

        // Over 90 days after the last bans (and after the ban ended): back to 7 days from now.
        const later = new Date(start.getTime() + 100 * DAY_MS);
        ctx.clock.set(later);
        const a3 = await createLiveAuction(ctx.db);
        const b3 = await createBid(ctx.db, { auctionId: a3.id, dealerId: dealer.id });
        expect((await cancel(dealer.id, b3.id)).data).toEqual({
          penaltyExpiredAt: new Date(later.getTime() + 7 * DAY_MS).toISOString(),
          banDays: 7,
        });
        const rows = await ctx.db
          .select()
          .from(penalties)
          .where(and(eq(penalties.dealerId, dealer.id), eq(penalties.kind, 'BID_CANCEL')));
        expect(rows.map((penalty) => penalty.banDays).sort((x, y) => x - y)).toEqual([0, 7, 7, 14]);
      } finally {
        ctx.clock.set(new Date());
      }
    });
  });
});
