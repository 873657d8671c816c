// The live-auction list's total is cached per filter (docs/decisions/019-auction-list-count-cache.md): a change of
// which auctions are live (the clock closing one, another process opening one, a new listing) shows in the
// very next total; a like changes the watch-list total at once; the page's isLast never depends on the count.
import { api, type RouteInput } from '@autobid/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, brands } from '../src/db/schema';
import { runAuctionClock } from '../src/jobs/auction-clock';
import { createAuction, createDealer, createLike, createLiveAuction, dbNow } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('auction list total', () => {
  let ctx: TestContext;
  let dealerId: number;
  let brandA: number;
  let brandB: number;
  const live: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    dealerId = (await createDealer(ctx.db)).id;
    const rows = await ctx.db.select().from(brands).limit(2);
    brandA = rows[0]!.id;
    brandB = rows[1]!.id;
    // The first ends soonest, so the clock can close it alone.
    live.push((await createLiveAuction(ctx.db, { brandId: brandA, endsInMs: 60_000 })).id);
    for (let i = 1; i < 5; i += 1) {
      live.push(
        (await createLiveAuction(ctx.db, { brandId: i % 2 ? brandB : brandA, endsInMs: 3_600_000 + i })).id,
      );
    }
  });
  afterAll(async () => ctx.close());

  const list = async (query: RouteInput<typeof api.auctions.list>['query']) => {
    const { status, message, data } = await ctx.call(api.auctions.list, { query }, dealerId);
    expect(status, message).toBe(200);
    return data;
  };

  it('changes at once when the clock closes an auction and when another process opens one', async () => {
    expect(await list({ page: 1, size: 2 })).toMatchObject({ total: 5, isLast: false });
    expect(await list({ page: 1, size: 1, brandIds: String(brandA) })).toMatchObject({
      total: 3,
      isLast: false,
    });

    const now = await dbNow(ctx.db);
    const result = await runAuctionClock(ctx.db, { now: new Date(now.getTime() + 120_000) });
    expect(result.closed.map((row) => row.id)).toEqual([live[0]]);
    expect(await list({ page: 1, size: 2 })).toMatchObject({ total: 4, isLast: false });
    expect(await list({ page: 1, size: 1, brandIds: String(brandA) })).toMatchObject({
      total: 2,
      isLast: false,
    });

    // A write this process never saw (an operator's console in another process, plain SQL here).
    const approved = await createAuction(ctx.db, { status: 'APPROVED', brandId: brandA });
    expect((await list({ page: 1, size: 2 })).total).toBe(4);
    await ctx.db
      .update(auctions)
      .set({ status: 'PROGRESS', endDate: sql`now() + interval '2 hours'` })
      .where(eq(auctions.id, approved.id));
    expect(await list({ page: 1, size: 2 })).toMatchObject({ total: 5, isLast: false });
    expect(await list({ page: 1, size: 1, brandIds: String(brandA) })).toMatchObject({ total: 3 });

    // A new live listing counts at once too.
    await createLiveAuction(ctx.db, { brandId: brandB });
    expect(await list({ page: 1, size: 2 })).toMatchObject({ total: 6 });
  });

  it('answers isLast from the page itself and the total of the last page exactly', async () => {
    const all = await list({ page: 1, size: 50 });
    expect(all.isLast).toBe(true);
    expect(all.total).toBe(all.items.length);
    const size = all.items.length - 1;
    expect(await list({ page: 1, size })).toMatchObject({ total: all.total, isLast: false });
    const last = await list({ page: 2, size });
    expect(last).toMatchObject({ total: all.total, isLast: true });
    expect(last.items).toHaveLength(1);
    expect(await list({ page: 9, size })).toMatchObject({ total: all.total, isLast: true, items: [] });
  });

  it('counts the watch list afresh: a like changes its total at once', async () => {
    await createLike(ctx.db, { dealerId, auctionId: live[1]! });
    await createLike(ctx.db, { dealerId, auctionId: live[2]! });
    expect(await list({ liked: 'true', page: 1, size: 1 })).toMatchObject({ total: 2, isLast: false });
    await createLike(ctx.db, { dealerId, auctionId: live[3]! });
    expect(await list({ liked: 'true', page: 1, size: 1 })).toMatchObject({ total: 3, isLast: false });
  });
});
