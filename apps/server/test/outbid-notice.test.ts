// The outbid Alimtalk: a dealer whose bid another dealer's bid (new or raised) passes is told once per auction,
// never twice (a durable record, racing bids included), and the bid history marks the live auction
// "상위 입찰 있음" (isOutbid) while the dealer's bid is below the top. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { api, formatKoreanWon } from '@autobid/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { notificationOutbox, outbidNotices } from '../src/db/schema';
import { outbidMessage } from '../src/modules/auctions/bid-notices';
import type { DeliveryTransport } from '../src/providers/delivery';
import { outboxQueued } from '../src/providers/outbox';
import { createDealer, createLiveAuction } from './factories';
import { createCall } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('outbid notice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const bid = async (dealerId: number, auctionId: number, price: number) => {
    const { status, data } = await ctx.call(
      api.auctions.placeBid,
      { params: { id: auctionId }, body: { price } },
      dealerId,
    );
    expect(status).toBe(201);
    return data;
  };
  const raise = async (dealerId: number, bidId: number, price: number) =>
    (await ctx.call(api.auctions.raiseBid, { params: { id: bidId }, body: { price } }, dealerId)).status;
  /** The outbid notices to a phone, oldest first. */
  const outbidTo = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, phone), eq(notificationOutbox.template, 'BID_OUTBID')))
      .orderBy(asc(notificationOutbox.id));
  const history = async (dealerId: number) =>
    (await ctx.call(api.auctions.biddingList, {}, dealerId)).data.items;

  it('tells the dealer once per auction whose bid another bid passes, with both prices and a link', async () => {
    const a = await createDealer(ctx.db, { name: '김하나' });
    const b = await createDealer(ctx.db, { name: '이두리' });
    const auction = await createLiveAuction(ctx.db, { model: 'PCX125' });
    const aBid = await bid(a.id, auction.id, 4_750_000);
    expect(await outbidTo(a.phoneNumber)).toEqual([]);

    // B passes A: A hears of it.
    const bBid = await bid(b.id, auction.id, 5_000_000);
    const [first, ...more] = await outbidTo(a.phoneNumber);
    expect(more).toEqual([]);
    expect(first?.channel).toBe('ALIMTALK');
    expect(first?.body).toContain('김하나님, PCX125 경매에 더 높은 입찰이 들어왔습니다.');
    expect(first?.body).toContain('내 입찰가: 475만원');
    expect(first?.body).toContain('최고 입찰가: 500만원');
    expect(first?.link).toBe(`${ctx.config.PUBLIC_URL}/auction/detail/${auction.id}`);
    expect(first?.payload).toMatchObject({ auctionId: auction.id, event: 'OUTBID' });
    expect(await history(a.id)).toEqual([
      expect.objectContaining({ id: auction.id, myPrice: 4_750_000, isOutbid: true }),
    ]);
    expect(await history(b.id)).toEqual([expect.objectContaining({ id: auction.id, isOutbid: false })]);

    // A raises above B: B hears of it (a raise passes too).
    expect(await raise(a.id, aBid.id, 5_500_000)).toBe(200);
    expect(await outbidTo(b.phoneNumber)).toHaveLength(1);
    expect((await outbidTo(b.phoneNumber))[0]?.body).toContain('내 입찰가: 500만원');
    expect(await history(a.id)).toEqual([expect.objectContaining({ isOutbid: false })]);
    expect(await history(b.id)).toEqual([expect.objectContaining({ isOutbid: true })]);

    // B raises above A again: A was already told about this auction — nothing new.
    expect(await raise(b.id, bBid.id, 6_000_000)).toBe(200);
    expect(await outbidTo(a.phoneNumber)).toHaveLength(1);
    // And A again above B: B was told already too.
    expect(await raise(a.id, aBid.id, 6_500_000)).toBe(200);
    expect(await outbidTo(b.phoneNumber)).toHaveLength(1);

    const records = await ctx.db.select().from(outbidNotices).where(eq(outbidNotices.auctionId, auction.id));
    expect(records.map((row) => row.dealerId).sort()).toEqual([a.id, b.id].sort());
  });

  it('tells only a dealer whose bid stood at the top: one placed below, or equal to the new one, is not passed', async () => {
    const top = await createDealer(ctx.db);
    const low = await createDealer(ctx.db);
    const tie = await createDealer(ctx.db);
    const late = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    await bid(top.id, auction.id, 3_000_000);
    // Below the top when placed: the dealer saw the top price; no notice now or later.
    await bid(low.id, auction.id, 2_000_000);
    // Equal to the top does not pass it.
    await bid(tie.id, auction.id, 3_000_000);
    expect(await outbidTo(top.phoneNumber)).toEqual([]);
    expect(await outbidTo(low.phoneNumber)).toEqual([]);
    // Passing the tied top tells both of its holders, not the one below.
    await bid(late.id, auction.id, 3_010_000);
    expect(await outbidTo(top.phoneNumber)).toHaveLength(1);
    expect(await outbidTo(tie.phoneNumber)).toHaveLength(1);
    expect(await outbidTo(low.phoneNumber)).toEqual([]);
    expect(await outbidTo(late.phoneNumber)).toEqual([]);
    // Yet the history marks every bid below the top.
    expect((await history(low.id))[0]?.isOutbid).toBe(true);
  });

  it('sends once even when bids passing the same dealer race, and after a restart', async () => {
    const leader = await createDealer(ctx.db);
    const racers = await Promise.all(Array.from({ length: 6 }, () => createDealer(ctx.db)));
    const auction = await createLiveAuction(ctx.db);
    await bid(leader.id, auction.id, 1_000_000);
    await Promise.all(racers.map((racer, index) => bid(racer.id, auction.id, 2_000_000 + index * 10_000)));
    expect(await outbidTo(leader.phoneNumber)).toHaveLength(1);
    // Whoever was passed in the race was told at most once each.
    for (const racer of racers) {
      expect((await outbidTo(racer.phoneNumber)).length).toBeLessThanOrEqual(1);
    }
    // The key itself refuses a second record for the same auction and dealer, whatever writes it.
    const [row] = await ctx.db
      .select()
      .from(outbidNotices)
      .where(and(eq(outbidNotices.auctionId, auction.id), eq(outbidNotices.dealerId, leader.id)));
    await expect(
      ctx.db.execute(
        sql`insert into outbid_notices (auction_id, dealer_id, bidding_id) values (${auction.id}, ${leader.id}, ${row!.biddingId})`,
      ),
    ).rejects.toThrow();

    // A restarted server (a new app on the same database) remembers it: a further pass sends nothing.
    const restarted = await buildApp({
      config: ctx.config,
      db: ctx.db,
      dbKind: ctx.database.kind,
      providers: ctx.providers,
      clock: ctx.clock,
      logger: false,
    });
    try {
      await restarted.ready();
      const newcomer = await createDealer(ctx.db);
      // The restarted app's own client (ctx.call calls ctx.app).
      const callRestarted = createCall(restarted, (id, role) => ctx.token(id, role));
      const response = await callRestarted(
        api.auctions.placeBid,
        { params: { id: auction.id }, body: { price: 9_000_000 } },
        newcomer.id,
      );
      expect(response.status).toBe(201);
    } finally {
      await restarted.close();
    }
    expect(await outbidTo(leader.phoneNumber)).toHaveLength(1);
  });

  it('writes nothing when the bid that would pass is refused', async () => {
    const [a, b] = [await createDealer(ctx.db), await createDealer(ctx.db)];
    const auction = await createLiveAuction(ctx.db);
    const aBid = await bid(a.id, auction.id, 2_000_000);
    await bid(b.id, auction.id, 2_500_000);
    // A's raise to its own price is refused: nothing passed B, nobody is told.
    expect(await raise(a.id, aBid.id, 2_000_000)).toBe(409);
    expect(await outbidTo(b.phoneNumber)).toEqual([]);
  });

  it('writes the text the shared formatters give: amounts in 억 and 만, the deadline in Seoul time', async () => {
    const a = await createDealer(ctx.db, { name: '박세나' });
    const b = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db, { model: 'NMAX 125' });
    await bid(a.id, auction.id, 123_450_000);
    await bid(b.id, auction.id, 130_000_000);
    const [notice] = await outbidTo(a.phoneNumber);
    expect(notice?.body).toBe(
      outbidMessage(
        { name: '박세나', price: 123_450_000 },
        { model: 'NMAX 125', endDate: auction.endDate },
        130_000_000,
      ),
    );
    expect(notice).toMatchObject({ status: 'SENT', provider: 'local', nextAttemptAt: null });
    expect(notice?.sentAt).toBeInstanceOf(Date);
  });

  it('renders won amounts in the database as formatKoreanWon does', async () => {
    const values = [
      1, 999, 1_000, 9_999, 10_000, 10_001, 475_0000, 1_234_567, 99_990_000, 100_000_000, 100_000_001,
      123_456_789, 2_000_050_000, 999_999_999_999, 1_000_000_000_000, 1_234_567_890_123,
    ];
    const raw = await ctx.db.execute(
      sql`select v::text as v, korean_won(v) as text from unnest(${`{${values.join(',')}}`}::bigint[]) as v`,
    );
    const rows = (raw as { rows: { v: string; text: string }[] }).rows;
    expect(rows.map((row) => [Number(row.v), row.text])).toEqual(values.map((v) => [v, formatKoreanWon(v)]));
  });
});

describe('outbid notice with a real Alimtalk provider', () => {
  let ctx: TestContext;
  const transport: DeliveryTransport = {
    name: 'fake-alimtalk',
    deliver: () => Promise.resolve({ kind: 'sent', providerMessageId: 'fake-1', answer: 'ok' }),
  };
  beforeAll(async () => {
    ctx = await createTestContext({ providers: { delivery: { ALIMTALK: transport } } });
  });
  afterAll(async () => ctx.close());

  it('queues the notice for the delivery worker and wakes it after the commit', async () => {
    const [a, b] = [await createDealer(ctx.db), await createDealer(ctx.db)];
    const auction = await createLiveAuction(ctx.db);
    let woken = 0;
    const wake = () => {
      woken += 1;
    };
    outboxQueued.on('queued', wake);
    try {
      for (const [dealer, price] of [
        [a, 1_000_000],
        [b, 1_200_000],
      ] as const) {
        const response = await ctx.call(
          api.auctions.placeBid,
          { params: { id: auction.id }, body: { price } },
          dealer.id,
        );
        expect(response.status).toBe(201);
      }
    } finally {
      outboxQueued.off('queued', wake);
    }
    const rows = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.recipient, a.phoneNumber), eq(notificationOutbox.template, 'BID_OUTBID')),
      );
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'QUEUED',
        provider: 'fake-alimtalk',
        sentAt: null,
        channel: 'ALIMTALK',
      }),
    ]);
    expect(rows[0]?.nextAttemptAt).toBeInstanceOf(Date);
    // Only the second bid passed someone.
    expect(woken).toBe(1);
  });
});
