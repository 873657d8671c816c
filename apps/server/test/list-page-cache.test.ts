// The live-auction list's first pages come from a cache the writes keep true (docs/decisions/039): a page is never
// served once its list version moved (an auction opened, closed, cancelled, edited in its filters: by this process
// or any other writer), a bid shows within LIST_PAGE_TTL_MS, and each dealer's like flags are his own.
import { api, type RouteInput } from '@autobid/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import { auctions, brands } from '../src/db/schema';
import { LIST_PAGE_TTL_MS } from '../src/modules/auctions/list-page-cache';
import { createAuction, createDealer, createLike, createLiveAuction } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('auction list pages from the cache', () => {
  let ctx: TestContext;
  let reader: number;
  let other: number;
  let brandA: number;
  let brandB: number;
  const live: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    reader = (await createDealer(ctx.db)).id;
    other = (await createDealer(ctx.db)).id;
    const rows = await ctx.db.select().from(brands).limit(2);
    brandA = rows[0]!.id;
    brandB = rows[1]!.id;
    for (let i = 0; i < 4; i += 1) {
      live.push((await createLiveAuction(ctx.db, { brandId: brandA, endsInMs: 3_600_000 + i * 1000 })).id);
    }
  });
  afterAll(async () => ctx.close());

  const list = async (dealerId: number, query: RouteInput<typeof api.auctions.list>['query'] = {}) => {
    const { status, message, data } = await ctx.call(api.auctions.list, { query }, dealerId);
    expect(status, message).toBe(200);
    return data;
  };
  const ids = (page: { items: Array<{ id: number }> }) => page.items.map((item) => item.id);

  it('serves a page again only while its version stands: every change of the live set shows on the next read', async () => {
    expect(ids(await list(reader, { page: 1, size: 3 }))).toEqual(live.slice(0, 3));

    // Plain SQL, as another process or the console would write: the status moves the version.
    await ctx.db.update(auctions).set({ status: 'ADMIN_CANCELED' }).where(eq(auctions.id, live[0]!));
    expect(ids(await list(reader, { page: 1, size: 3 }))).toEqual(live.slice(1, 4));

    // A listing opened elsewhere, ending first.
    const opened = await createAuction(ctx.db, { status: 'APPROVED', brandId: brandA });
    await ctx.db
      .update(auctions)
      .set({ status: 'PROGRESS', endDate: sql`now() + interval '10 minutes'` })
      .where(eq(auctions.id, opened.id));
    const page = await list(reader, { page: 1, size: 3 });
    expect(ids(page)).toEqual([opened.id, live[1], live[2]]);
    expect(page.total).toBe(4);

    // A filter's column edited (the brand): the filtered page follows at once.
    const byBrand = await list(reader, { page: 1, size: 12, brandIds: String(brandA) });
    expect(ids(byBrand)).toContain(live[3]);
    await ctx.db.update(auctions).set({ brandId: brandB }).where(eq(auctions.id, live[3]!));
    expect(ids(await list(reader, { page: 1, size: 12, brandIds: String(brandA) }))).not.toContain(live[3]);
  });

  it('shows a bid in the cached page within the staleness bound, and never a page older than it', async () => {
    const target = live[1]!;
    const before = (await list(reader, { page: 1, size: 3 })).items.find((item) => item.id === target)!;
    expect(before.bidderCount).toBe(0);
    const bid = await ctx.call(
      api.auctions.placeBid,
      { params: { id: target }, body: { price: 2_000_000 } },
      other,
    );
    expect(bid.status, bid.message).toBe(201);
    const bidAt = Date.now();
    // Read at once the page may still be the cached one; from the bound on it must show the bid.
    await delay(Math.max(0, LIST_PAGE_TTL_MS - (Date.now() - bidAt)));
    const after = (await list(reader, { page: 1, size: 3 })).items.find((item) => item.id === target)!;
    expect(after).toMatchObject({ bidderCount: 1, maxBiddingPrice: 2_000_000 });
  });

  it('answers a cached page with the same bytes as the page read afresh', async () => {
    const query = { page: 2, size: 2 };
    const watcher = (await createDealer(ctx.db)).id;
    await createLike(ctx.db, { dealerId: watcher, auctionId: live[2]! });
    const fresh = await ctx.call(api.auctions.list, { query }, watcher);
    const cached = await ctx.call(api.auctions.list, { query }, watcher);
    expect(fresh.data.items.some((item) => item.isLiked)).toBe(true);
    expect(cached.response.headers['content-type']).toBe(fresh.response.headers['content-type']);
    expect(cached.response.body).toBe(fresh.response.body);
  });

  it("merges each dealer's own like flags into the shared page, a like showing at once", async () => {
    const first = await list(reader, { page: 1, size: 3 });
    expect(first.items.every((item) => !item.isLiked)).toBe(true);
    await createLike(ctx.db, { dealerId: reader, auctionId: first.items[1]!.id });
    const mine = await list(reader, { page: 1, size: 3 });
    expect(mine.items.map((item) => item.isLiked)).toEqual([false, true, false]);
    const theirs = await list(other, { page: 1, size: 3 });
    expect(theirs.items.map((item) => item.isLiked)).toEqual([false, false, false]);
    // The page is the same one apart from the flag.
    expect(theirs.items.map(({ isLiked: _, ...rest }) => rest)).toEqual(
      mine.items.map(({ isLiked: _, ...rest }) => rest),
    );
  });
});
