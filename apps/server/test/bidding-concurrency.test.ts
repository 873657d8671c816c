// Bids under concurrency: many dealers at once, one dealer many times at once, and bids racing the close.
// On PostgreSQL the requests really overlap (pool of 10 connections); PGlite runs them one at a time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, AUCTION_MESSAGES } from '@autobid/shared';
import { auctions, biddings } from '../src/db/schema';
import { createDealer, createLiveAuction, dbNow } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('bidding under concurrency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  // Each dealer's headers signed beforehand, so a burst of bids leaves at once.
  const dealersWithHeaders = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const dealer = await createDealer(ctx.db);
        return { dealer, headers: await ctx.auth(dealer.id) };
      }),
    );
  const bid = (headers: Record<string, string>, auctionId: number, price: number) =>
    ctx.call(api.auctions.placeBid, { params: { id: auctionId }, body: { price } }, headers);
  type BidAnswer = Awaited<ReturnType<typeof bid>>;
  const state = async (auctionId: number) => {
    const [auction] = await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
    const bids = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auctionId));
    return { auction: auction!, bids };
  };

  it('50 dealers bidding at once: 50 bids, bidderCount 50, max is the highest', async () => {
    const auction = await createLiveAuction(ctx.db);
    const bidders = await dealersWithHeaders(50);
    const prices = bidders.map((_, index) => (index + 1) * 10_000 * 7);
    const answers = await Promise.all(
      bidders.map((bidder, index) => bid(bidder.headers, auction.id, prices[index]!)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 201));
    const { auction: row, bids } = await state(auction.id);
    expect(bids).toHaveLength(50);
    expect(new Set(bids.map((b) => b.dealerId)).size).toBe(50);
    expect(row.bidderCount).toBe(50);
    expect(row.maxBiddingPrice).toBe(Math.max(...prices));
    expect(new Set(answers.map((answer) => answer.data.id))).toEqual(new Set(bids.map((b) => b.id)));

    // The history the detail shows is complete, newest first.
    const { data } = await ctx.call(api.auctions.detail, { params: { id: auction.id } }, bidders[0]!.headers);
    expect(data.biddings).toHaveLength(50);
    expect(data.bidderCount).toBe(50);
    expect(data.maxBiddingPrice).toBe(Math.max(...prices));
    const times = data.biddings.map((b) => Date.parse(b.biddingAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('one dealer sending 5 bids at once: exactly one accepted, the others 409', async () => {
    const auction = await createLiveAuction(ctx.db);
    const [bidder] = await dealersWithHeaders(1);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => bid(bidder!.headers, auction.id, n * 100_000)),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.message).toBe(AUCTION_MESSAGES.alreadyBid);
    }
    const { auction: row, bids } = await state(auction.id);
    expect(bids).toHaveLength(1);
    expect(row.bidderCount).toBe(1);
    expect(row.maxBiddingPrice).toBe(accepted[0]!.data.price);
  });

  it('one Idempotency-Key sent at once to several auctions: one bid stored, the others 409 reuse, never a 500', async () => {
    const targets = await Promise.all([1, 2, 3, 4].map(() => createLiveAuction(ctx.db)));
    const [bidder] = await dealersWithHeaders(1);
    const headers = { ...bidder!.headers, 'idempotency-key': 'same-key-many-auctions' };
    const answers = await Promise.all(targets.map((target) => bid(headers, target.id, 300_000)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409]);
    const stored = await ctx.db.select().from(biddings).where(eq(biddings.dealerId, bidder!.dealer.id));
    expect(stored).toHaveLength(1);
  });

  it('bids racing the close: every acknowledged bid precedes the end, none after, numbers consistent', async () => {
    const bidders = await dealersWithHeaders(60);
    // Generous margins so a slow machine still lands bids on both sides of the end.
    const auction = await createLiveAuction(ctx.db, { endsInMs: 800 });
    const endDate = auction.endDate!;
    const answers: BidAnswer[] = [];
    // Launch a bid every 20 ms across the end (about 1.2 s), without waiting for the previous ones.
    const inFlight = bidders.map(
      (bidder, index) =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            void bid(bidder.headers, auction.id, (index + 1) * 10_000).then((answer) => {
              answers.push(answer);
              resolve();
            });
          }, index * 20);
        }),
    );
    await Promise.all(inFlight);
    expect((await dbNow(ctx.db)).getTime()).toBeGreaterThan(endDate.getTime());

    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.message).toBe(AUCTION_MESSAGES.auctionEnded);
    }
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of accepted) {
      expect(Date.parse(answer.data.biddingAt)).toBeLessThan(endDate.getTime());
    }

    const { auction: row, bids } = await state(auction.id);
    expect(bids).toHaveLength(accepted.length);
    expect(new Set(bids.map((b) => b.id))).toEqual(new Set(accepted.map((answer) => answer.data.id)));
    for (const stored of bids) {
      expect(stored.biddingAt.getTime()).toBeLessThan(endDate.getTime());
    }
    expect(row.bidderCount).toBe(bids.length);
    expect(row.maxBiddingPrice).toBe(Math.max(...bids.map((b) => b.price)));

    // After the end nothing gets in.
    const late = await bid(bidders[0]!.headers, auction.id, 9_000_000);
    expect(late.status).toBe(409);
  });

  it('cancellations racing new bids keep max and count equal to the active bids', async () => {
    const auction = await createLiveAuction(ctx.db);
    const bidders = await dealersWithHeaders(20);
    const first = await Promise.all(
      bidders.map((bidder, index) => bid(bidder.headers, auction.id, (index + 1) * 50_000)),
    );
    const cancels = bidders
      .slice(10)
      .map((bidder, index) =>
        ctx.call(
          api.auctions.cancelBid,
          { params: { id: first[10 + index]!.data.id }, body: { reason: '재입찰 예정' } },
          bidder.headers,
        ),
      );
    const newcomers = await dealersWithHeaders(10);
    const more = newcomers.map((bidder, index) => bid(bidder.headers, auction.id, (index + 1) * 30_000));
    const [canceled, placed] = await Promise.all([Promise.all(cancels), Promise.all(more)]);
    expect(
      canceled.every((result) => result.status === 200) && placed.every((result) => result.status === 201),
    ).toBe(true);
    const { auction: row, bids } = await state(auction.id);
    const active = bids.filter((b) => b.canceledAt === null);
    expect(active).toHaveLength(20);
    expect(row.bidderCount).toBe(20);
    expect(row.maxBiddingPrice).toBe(Math.max(...active.map((b) => b.price)));
  });
});
