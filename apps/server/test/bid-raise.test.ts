// Raising a bid in place (PATCH /v1/dealers/auction/bidding/{id}): up only, live auctions only, one's own bid
// only, the bid's amount rules, Idempotency-Key, the bid's row lock (racing raises), auction-update, no penalty.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (there the racing requests really overlap).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, AUCTION_MESSAGES } from '@autobid/shared';
import { auctions, bidRaises, biddings, dealers, penalties } from '../src/db/schema';
import { createAuction, createBid, createDealer, createLiveAuction, dbNow } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('raising a bid in place', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const keyed = (key?: string) => {
    const headers: Record<string, string> = key === undefined ? {} : { 'idempotency-key': key };
    return { headers };
  };
  const bid = (dealerId: number, auctionId: number, price: number, key?: string) =>
    ctx.call(api.auctions.placeBid, { params: { id: auctionId }, body: { price } }, dealerId, keyed(key));
  // `price` is whatever the test sends, a wrong type or nothing included.
  const raise = (dealerId: number, bidId: number, price: unknown, key?: string) =>
    ctx.call(
      api.auctions.raiseBid,
      { params: { id: bidId }, body: { price } as { price: number } },
      dealerId,
      keyed(key),
    );
  const bidRow = async (id: number) => (await ctx.db.select().from(biddings).where(eq(biddings.id, id)))[0]!;
  const auctionRow = async (id: number) =>
    (await ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
  const raisesOf = (bidId: number) => ctx.db.select().from(bidRaises).where(eq(bidRaises.biddingId, bidId));

  it('raises the own active bid: same id, new price and time, max follows, count and penalties unchanged', async () => {
    const [me, other] = [await createDealer(ctx.db), await createDealer(ctx.db)];
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 4_000_000)).data;
    await bid(other.id, auction.id, 4_750_000);

    const raised = await raise(me.id, mine.id, 5_000_000);
    expect(raised.status).toBe(200);
    expect(raised.data).toMatchObject({ id: mine.id, auctionId: auction.id, price: 5_000_000 });
    expect(Date.parse(raised.data.biddingAt)).toBeGreaterThanOrEqual(Date.parse(mine.biddingAt));

    const row = await bidRow(mine.id);
    expect(row.price).toBe(5_000_000);
    expect(row.canceledAt).toBeNull();
    expect(row.biddingAt.toISOString()).toBe(raised.data.biddingAt);
    const after = await auctionRow(auction.id);
    expect(after.maxBiddingPrice).toBe(5_000_000);
    expect(after.bidderCount).toBe(2);
    expect(await raisesOf(mine.id)).toMatchObject([
      { dealerId: me.id, fromPrice: 4_000_000, toPrice: 5_000_000 },
    ]);
    // Still one bid of mine, and no penalty of any kind.
    const myBids = await ctx.db.select().from(biddings).where(eq(biddings.dealerId, me.id));
    expect(myBids).toHaveLength(1);
    expect(await ctx.db.select().from(penalties).where(eq(penalties.dealerId, me.id))).toEqual([]);
    const [dealer] = await ctx.db.select().from(dealers).where(eq(dealers.id, me.id));
    expect(dealer!.penaltyExpiredAt).toBeNull();

    // The detail reads the raised bid as the dealer's own.
    const detail = await ctx.call(api.auctions.detail, { params: { id: auction.id } }, me.id);
    expect(detail.data).toMatchObject({
      biddingPrice: 5_000_000,
      myBiddingId: mine.id,
    });
  });

  it('refuses the same or a lower price with 409 and its Korean message, changing nothing', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 3_000_000)).data;
    for (const price of [3_000_000, 2_990_000, 10_000]) {
      const refused = await raise(me.id, mine.id, price);
      expect(refused).toMatchObject({
        status: 409,
        errorCode: 'BID_NOT_HIGHER',
        message: AUCTION_MESSAGES.bidNotHigher,
      });
    }
    expect((await bidRow(mine.id)).price).toBe(3_000_000);
    expect((await auctionRow(auction.id)).maxBiddingPrice).toBe(3_000_000);
    expect(await raisesOf(mine.id)).toEqual([]);
  });

  it('applies the bid amount rules (400 with the bid messages)', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000)).data;
    expect(await raise(me.id, mine.id, 1_005_000)).toMatchObject({
      status: 400,
      message: AUCTION_MESSAGES.priceUnit,
    });
    expect(await raise(me.id, mine.id, 10_000_000_000)).toMatchObject({
      status: 400,
      message: AUCTION_MESSAGES.priceRange,
    });
    expect(await raise(me.id, mine.id, '2000000')).toMatchObject({ status: 400 });
    expect(await raise(me.id, mine.id, undefined)).toMatchObject({
      status: 400,
      message: AUCTION_MESSAGES.priceRequired,
    });
    expect((await bidRow(mine.id)).price).toBe(1_000_000);
  });

  it('refuses a raise on an ended auction: past its end (still PROGRESS) and TIME_EXPIRED', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000)).data;
    // The end passes by the database clock while the status is still PROGRESS (the clock job not run yet).
    const now = await dbNow(ctx.db);
    await ctx.db
      .update(auctions)
      .set({ endDate: new Date(now.getTime() - 1000) })
      .where(eq(auctions.id, auction.id));
    expect(await raise(me.id, mine.id, 2_000_000)).toMatchObject({
      status: 409,
      errorCode: 'AUCTION_ENDED',
      message: AUCTION_MESSAGES.auctionEnded,
    });
    await ctx.db.update(auctions).set({ status: 'TIME_EXPIRED' }).where(eq(auctions.id, auction.id));
    expect(await raise(me.id, mine.id, 2_000_000)).toMatchObject({
      status: 409,
      errorCode: 'AUCTION_NOT_IN_PROGRESS',
      message: AUCTION_MESSAGES.notInProgress,
    });
    expect((await bidRow(mine.id)).price).toBe(1_000_000);
    expect((await auctionRow(auction.id)).maxBiddingPrice).toBe(1_000_000);
  });

  it("answers another dealer's bid as not found (404), and a cancelled bid with 409", async () => {
    const [me, other] = [await createDealer(ctx.db), await createDealer(ctx.db)];
    const auction = await createLiveAuction(ctx.db);
    const theirs = (await bid(other.id, auction.id, 1_000_000)).data;
    expect(await raise(me.id, theirs.id, 2_000_000)).toMatchObject({
      status: 404,
      errorCode: 'BID_NOT_FOUND',
      message: AUCTION_MESSAGES.bidNotFound,
    });
    expect(await raise(me.id, 987_654_321, 2_000_000)).toMatchObject({ status: 404 });
    expect((await bidRow(theirs.id)).price).toBe(1_000_000);

    const canceled = await createBid(ctx.db, {
      auctionId: auction.id,
      dealerId: me.id,
      price: 900_000,
      canceledAt: new Date(),
    });
    expect(await raise(me.id, canceled.id, 2_000_000)).toMatchObject({
      status: 409,
      errorCode: 'BID_ALREADY_CANCELED',
    });
  });

  it('refuses a dealer under a bid ban (409) and a suspended one (403), as a bid does', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000)).data;
    await ctx.db
      .update(dealers)
      .set({ penaltyExpiredAt: new Date(Date.now() + 86_400_000) })
      .where(eq(dealers.id, me.id));
    expect(await raise(me.id, mine.id, 2_000_000)).toMatchObject({ status: 409 });
    await ctx.db
      .update(dealers)
      .set({ penaltyExpiredAt: null, suspendedAt: new Date() })
      .where(eq(dealers.id, me.id));
    ctx.sessions.changed({ id: me.id, role: 'dealer' });
    // A suspension ends the session (docs/decisions/018).
    expect(await raise(me.id, mine.id, 2_000_000)).toMatchObject({ status: 401 });
    expect((await bidRow(mine.id)).price).toBe(1_000_000);
  });

  it('answers a retry with the same Idempotency-Key with the first raise and raises once', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000, 'bid-key')).data;
    const first = await raise(me.id, mine.id, 1_500_000, 'raise-key');
    const retry = await raise(me.id, mine.id, 1_500_000, 'raise-key');
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(first.data);
    expect(await raisesOf(mine.id)).toHaveLength(1);

    // A later raise; a late retry of the first still answers the first raise and lowers nothing.
    expect((await raise(me.id, mine.id, 2_000_000, 'raise-key-2')).status).toBe(200);
    const late = await raise(me.id, mine.id, 1_500_000, 'raise-key');
    expect(late.status).toBe(200);
    expect(late.data).toEqual(first.data);
    expect((await bidRow(mine.id)).price).toBe(2_000_000);

    // The bid's own key, or a raise key on another bid, is a reuse.
    expect(await raise(me.id, mine.id, 2_500_000, 'bid-key')).toMatchObject({
      status: 409,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
    const elsewhere = await createLiveAuction(ctx.db);
    expect(await bid(me.id, elsewhere.id, 1_000_000, 'raise-key')).toMatchObject({
      status: 409,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
    const other = (await bid(me.id, elsewhere.id, 1_000_000)).data;
    expect(await raise(me.id, other.id, 1_500_000, 'raise-key')).toMatchObject({
      status: 409,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await raise(me.id, mine.id, 3_000_000, 'x'.repeat(101))).toMatchObject({ status: 400 });
    expect((await bidRow(mine.id)).price).toBe(2_000_000);
  });

  it('raises once when the same key arrives several times at once', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000)).data;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => raise(me.id, mine.id, 1_800_000, 'same-raise')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(await raisesOf(mine.id)).toHaveLength(1);
    expect((await bidRow(mine.id)).price).toBe(1_800_000);
  });

  it('serialises racing raises in the row lock: one wins a tie, the highest stands, max matches', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000)).data;

    // Two raises to the same price: exactly one goes through, the other is no longer higher.
    const tie = await Promise.all([raise(me.id, mine.id, 2_000_000), raise(me.id, mine.id, 2_000_000)]);
    expect(tie.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(tie.find((answer) => answer.status === 409)?.errorCode).toBe('BID_NOT_HIGHER');
    expect(await raisesOf(mine.id)).toHaveLength(1);

    // Many raises to different prices: whatever the order, the highest stands and every stored raise went up.
    const prices = [2_500_000, 3_000_000, 2_700_000, 3_500_000, 2_600_000];
    const answers = await Promise.all(prices.map((price) => raise(me.id, mine.id, price)));
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
    }
    expect(answers.find((_, index) => prices[index] === 3_500_000)?.status).toBe(200);
    expect((await bidRow(mine.id)).price).toBe(3_500_000);
    expect((await auctionRow(auction.id)).maxBiddingPrice).toBe(3_500_000);
    const stored = await raisesOf(mine.id);
    expect(stored).toHaveLength(1 + answers.filter((answer) => answer.status === 200).length);
    for (const row of stored) {
      expect(row.toPrice).toBeGreaterThan(row.fromPrice);
    }
    const chain = [...stored].sort((a, b) => a.id - b.id);
    for (let index = 1; index < chain.length; index += 1) {
      expect(chain[index]!.fromPrice).toBe(chain[index - 1]!.toPrice);
    }
  });

  it('races a raise against another dealer’s bid and a cancel: max always the highest active bid', async () => {
    const [me, other] = [await createDealer(ctx.db), await createDealer(ctx.db)];
    const auction = await createLiveAuction(ctx.db);
    const mine = (await bid(me.id, auction.id, 1_000_000)).data;
    const theirs = (await bid(other.id, auction.id, 1_200_000)).data;
    await Promise.all([
      raise(me.id, mine.id, 1_500_000),
      ctx.call(
        api.auctions.cancelBid,
        { params: { id: theirs.id }, body: { reason: '입찰 실수' } },
        other.id,
      ),
    ]);
    const active = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auction.id));
    const highest = Math.max(...active.filter((row) => row.canceledAt === null).map((row) => row.price));
    const row = await auctionRow(auction.id);
    expect(row.maxBiddingPrice).toBe(highest);
    expect(row.maxBiddingPrice).toBe(1_500_000);
    expect(row.bidderCount).toBe(1);
  });

  it('is not offered for an auction a dealer may not see', async () => {
    const me = await createDealer(ctx.db);
    const draft = await createAuction(ctx.db, { status: 'REGISTERED' });
    const hidden = await createBid(ctx.db, { auctionId: draft.id, dealerId: me.id, price: 1_000_000 });
    expect(await raise(me.id, hidden.id, 2_000_000)).toMatchObject({ status: 404 });
  });
});

describe('raising a bid emits auction-update', () => {
  let ctx: TestContext;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) {
      socket.disconnect();
    }
    await ctx.close();
  });

  it('sends the new max to the auction room', async () => {
    const me = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const placed = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auction.id }, body: { price: 700_000 } },
      me.id,
    );
    const bidId = placed.data.id;

    const port = (ctx.app.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}/auction`, {
      transports: ['websocket'],
      auth: { token: await ctx.token(me.id), auctionId: auction.id },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const update = new Promise<Record<string, unknown>>((resolve) => {
      socket.on('auction-update', (payload: Record<string, unknown>) => {
        if (payload.maxBiddingPrice === 900_000) {
          resolve(payload);
        }
      });
    });
    const raised = await ctx.call(
      api.auctions.raiseBid,
      { params: { id: bidId }, body: { price: 900_000 } },
      me.id,
    );
    expect(raised.status).toBe(200);
    expect(await update).toMatchObject({
      auctionId: auction.id,
      status: 'PROGRESS',
      maxBiddingPrice: 900_000,
      bidderCount: 1,
      reason: 'BID',
    });
  });
});
