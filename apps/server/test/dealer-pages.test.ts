// A dealer's own pages (profile, dashboard, bid history, deal list) come from a cache their writes keep true
// (docs/decisions/045): a kept page is never served once a write of the dealer's rows, of an auction's state or of
// a top bid that flips the dealer's "outbid" has committed — whoever wrote it, plain SQL too — and never past its
// time bound or a moment its answer moves by itself.
import { api } from '@autobid/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, dealers, deals, ownerConsents } from '../src/db/schema';
import { createDealerPages } from '../src/modules/access/dealer-pages';
import { createDealersService } from '../src/modules/dealers/dealers.service';
import {
  createAuction,
  createDeal,
  createDealer,
  createLike,
  createLiveAuction,
  createReview,
  createSeller,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe("a dealer's own pages from the cache", () => {
  let ctx: TestContext;
  let dealer: number;
  let rival: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    dealer = (await createDealer(ctx.db)).id;
    rival = (await createDealer(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  const get = async (path: string, dealerId: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: await ctx.auth(dealerId),
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      body: response.body,
      data: (JSON.parse(response.body) as { data: Record<string, unknown> }).data,
    };
  };
  const profile = (dealerId = dealer) => get('/v1/dealers/profile', dealerId);
  const dashboard = (dealerId = dealer) => get('/v1/dealers/dashboard', dealerId);
  const bidHistory = (dealerId = dealer) => get('/v1/dealers/auction/bidding/list?page=1&size=12', dealerId);
  const dealList = (dealerId = dealer) =>
    get('/v1/dealers/auction/transaction/list?page=1&size=12', dealerId);
  type Item = {
    id: number;
    status: string;
    isOutbid?: boolean;
    model: string;
    ownerConsentConfirmed: boolean;
  };
  const items = (page: { data: Record<string, unknown> }) => page.data.items as Item[];

  it('answers a kept page with the bytes of a fresh one, and a change of the dealer by plain SQL at once', async () => {
    const first = await profile();
    const again = await profile();
    expect(again.body).toBe(first.body);
    // The same as the profile read afresh.
    const fresh = await createDealersService({ ...ctx, tokens: ctx.app.tokens }).profile(dealer);
    expect(first.data).toEqual(JSON.parse(JSON.stringify(fresh)));

    await ctx.db.update(dealers).set({ name: '박새이름' }).where(eq(dealers.id, dealer));
    expect((await profile()).data.name).toBe('박새이름');

    // A row of another table the profile counts: a seller's review of the dealer.
    const seller = await createSeller(ctx.db);
    const sold = await createAuction(ctx.db, { sellerId: seller.id, status: 'COMPLETE' });
    const before = (await profile()).data.positiveReviewCount as number;
    await createReview(ctx.db, { auctionId: sold.id, dealerId: dealer, sellerId: seller.id, ratings: 5 });
    expect((await profile()).data.positiveReviewCount).toBe(before + 1);
  });

  it("keeps one dealer's write out of another dealer's pages", async () => {
    const other = await profile(rival);
    await ctx.db.update(dealers).set({ name: '김바뀜' }).where(eq(dealers.id, dealer));
    expect((await profile(rival)).body).toBe(other.body);
    expect((await profile()).data.name).toBe('김바뀜');
  });

  it("follows the dashboard's likes, bids and an auction's state, and writes serverNow at every answer", async () => {
    const auction = await createLiveAuction(ctx.db);
    const start = await dashboard();
    await createLike(ctx.db, { dealerId: dealer, auctionId: auction.id });
    expect((await dashboard()).data.likeCount).toBe((start.data.likeCount as number) + 1);

    const bid = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auction.id }, body: { price: 1_500_000 } },
      dealer,
    );
    expect(bid.status, bid.message).toBe(201);
    const bidding = await dashboard();
    expect(bidding.data.biddingCount).toBe((start.data.biddingCount as number) + 1);

    // The auction ends (the clock's write, here by SQL): it leaves the live counters at once.
    await ctx.db.update(auctions).set({ status: 'TIME_EXPIRED' }).where(eq(auctions.id, auction.id));
    const ended = await dashboard();
    expect(ended.data.likeCount).toBe(start.data.likeCount);
    expect(ended.data.biddingCount).toBe(start.data.biddingCount);

    ctx.clock.advance(1500);
    const later = await dashboard();
    expect(later.data.serverNow).toBe(ctx.clock.now().toISOString());
    expect(later.body.replace(/"serverNow":"[^"]+"/, '')).toBe(ended.body.replace(/"serverNow":"[^"]+"/, ''));
  });

  it('shows the dealer outbid at once when another bid passes his, and his place again when it is cancelled', async () => {
    const auction = await createLiveAuction(ctx.db, { model: '포르테' });
    const mine = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auction.id }, body: { price: 2_000_000 } },
      dealer,
    );
    expect(mine.status, mine.message).toBe(201);
    let history = await bidHistory();
    const row = () => items(history).find((item) => item.id === auction.id);
    expect(row()).toMatchObject({ isOutbid: false });

    const passing = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auction.id }, body: { price: 2_500_000 } },
      rival,
    );
    expect(passing.status, passing.message).toBe(201);
    history = await bidHistory();
    expect(row()).toMatchObject({ isOutbid: true });

    // The passing bid withdrawn by SQL (as the console's cancel leaves it): the top falls back to his.
    await ctx.db.execute(
      sql`update biddings set canceled_at = now() where auction_id = ${auction.id} and dealer_id = ${rival}`,
    );
    await ctx.db.update(auctions).set({ maxBiddingPrice: 2_000_000 }).where(eq(auctions.id, auction.id));
    history = await bidHistory();
    expect(row()).toMatchObject({ isOutbid: false });
  });

  it("follows a deal's steps written by anyone", async () => {
    const seller = await createSeller(ctx.db);
    const auction = await createAuction(ctx.db, {
      sellerId: seller.id,
      status: 'DEALER_CONFIRM',
      model: '레이',
    });
    const deal = await createDeal(ctx.db, { auctionId: auction.id, dealerId: dealer, sellerId: seller.id });
    const card = async () => items(await dealList()).find((item) => item.id === auction.id);
    expect(await card()).toMatchObject({ status: 'DEALER_CONFIRM' });
    await ctx.db.update(auctions).set({ status: 'DEALER_DEPOSIT' }).where(eq(auctions.id, auction.id));
    await ctx.db
      .update(deals)
      .set({ fee: 150_000, depositDeadline: new Date(Date.now() + 3_600_000) })
      .where(eq(deals.id, deal.id));
    expect(await card()).toMatchObject({ status: 'DEALER_DEPOSIT', fee: 150_000 });
    // An edit of the auction's card (its model) reaches the card too, and so does its owner consent.
    await ctx.db.update(auctions).set({ model: '레이 EV' }).where(eq(auctions.id, auction.id));
    expect(await card()).toMatchObject({ model: '레이 EV', ownerConsentConfirmed: true });
    await ctx.db
      .update(ownerConsents)
      .set({ status: 'EXPIRED' })
      .where(eq(ownerConsents.auctionId, auction.id));
    expect(await card()).toMatchObject({ ownerConsentConfirmed: false });
  });

  it('never serves a page past its time bound, on the monotonic clock or the app clock, nor past its own moment', async () => {
    let monotonic = 0;
    const pages = createDealerPages({ db: ctx.db, clock: ctx.clock, monotonicNow: () => monotonic });
    let reads = 0;
    let until: Date | null = null;
    const answer = () =>
      pages.answer(
        api.dealers.profile,
        dealer,
        '',
        async () => {
          reads += 1;
          return { data: (await ctx.call(api.dealers.profile, {}, dealer)).data, until };
        },
        { ttlMs: 1000 },
      );
    await answer();
    await answer();
    expect(reads).toBe(1);
    monotonic += 1000;
    await answer();
    expect(reads).toBe(2);
    ctx.clock.advance(1000);
    await answer();
    expect(reads).toBe(3);
    until = new Date(ctx.clock.now().getTime() + 10);
    monotonic += 1000;
    await answer();
    expect(reads).toBe(4);
    ctx.clock.set(new Date(until.getTime()));
    await answer();
    expect(reads).toBe(5);
    // Requests that miss together share one read.
    monotonic += 1000;
    await Promise.all([answer(), answer(), answer()]);
    expect(reads).toBe(6);
  });

  // Two transactions each writing rows of the same two dealers in the opposite order: the versions are moved at
  // commit, in dealer id order, so neither waits for the other while holding a dealer the other needs.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'moves the versions of dealers written in opposite orders by two transactions without a deadlock',
    async () => {
      if (ctx.database.kind !== 'postgres') {
        throw new Error('expected PostgreSQL');
      }
      const pool = ctx.database.client;
      const [a, b] = [await createDealer(ctx.db), await createDealer(ctx.db)];
      const lots = await Promise.all([1, 2, 3, 4].map(() => createLiveAuction(ctx.db)));
      const versionsOf = async () =>
        (
          await pool.query<{ dealer_id: number; version: string }>(
            'select dealer_id, version from dealer_view_versions where dealer_id = any($1) order by dealer_id',
            [[a.id, b.id]],
          )
        ).rows.map((row) => Number(row.version));
      const before = await versionsOf();
      const [one, two] = [await pool.connect(), await pool.connect()];
      try {
        const like = (client: typeof one, dealerId: number, auctionId: number) =>
          client.query('insert into auction_likes (dealer_id, auction_id) values ($1, $2)', [
            dealerId,
            auctionId,
          ]);
        await one.query('begin');
        await two.query('begin');
        await like(one, a.id, lots[0]!.id);
        await like(two, b.id, lots[1]!.id);
        await like(one, b.id, lots[2]!.id);
        await like(two, a.id, lots[3]!.id);
        await Promise.all([one.query('commit'), two.query('commit')]);
      } finally {
        one.release();
        two.release();
      }
      const after = await versionsOf();
      expect(after).toEqual([(before[0] ?? 0) + 2, (before[1] ?? 0) + 2]);
    },
  );

  it("moves the auctions' version on every column of auctions but its bid totals, views and updated_at", async () => {
    const rows = await ctx.db.execute<{ name: string }>(sql`
      select a.attname as name from pg_trigger t
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr)
      where t.tgname = 'auctions_dealer_views_noted'`);
    const columns = await ctx.db.execute<{ name: string }>(sql`
      select column_name as name from information_schema.columns where table_name = 'auctions'`);
    const names = (result: unknown) =>
      ((result as { rows?: Array<{ name: string }> }).rows ?? (result as Array<{ name: string }>))
        .map((row) => row.name)
        .sort();
    expect(names(rows)).toEqual(
      names(columns).filter(
        (name) => !['view_count', 'max_bidding_price', 'bidder_count', 'updated_at'].includes(name),
      ),
    );
  });
});
