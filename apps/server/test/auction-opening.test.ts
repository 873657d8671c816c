// One opening time (docs/domain.md "Auction lifecycle"): the shared auctionOpensAt of the approval moment is
// what the approval answers, stores, tells the seller by Alimtalk and shows in the console and the seller
// app; the database's rule for listings approved without a stored start gives the same time.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, auctionOpensAt, formatDotDateTime } from '@autobid/shared';
import { auctions } from '../src/db/schema';
import { auctionOpensAtSql } from '../src/modules/auctions/auctions.public';
import { createAuction, createOperator, createSeller } from './factories';
import { lastOutboxBody } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('auction opening time', () => {
  let ctx: TestContext;
  let operatorId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  it('approved before 09:00 Seoul opens the same morning, the same time everywhere', async () => {
    const approvedAt = new Date('2026-11-20T07:30:00+09:00');
    ctx.clock.set(approvedAt);
    const seller = await createSeller(ctx.db, { name: '정시작' });
    const auction = await createAuction(ctx.db, {
      sellerId: seller.id,
      status: 'AUDIT',
      startAt: null,
      endDate: null,
    });
    const opensAt = auctionOpensAt(approvedAt);
    expect(opensAt.toISOString()).toBe(new Date('2026-11-20T09:00:00+09:00').toISOString());

    const params = { id: auction.id };
    const approved = await ctx.call(api.consoleListings.approve, { params }, operatorId);
    expect(approved.status).toBe(200);
    expect(approved.data.opensAt).toBe(opensAt.toISOString());
    const [stored] = await ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(stored!.startAt).toEqual(opensAt);
    expect(await lastOutboxBody(ctx.db, 'ALIMTALK', seller.phoneNumber)).toContain(
      `${formatDotDateTime(opensAt)}에 시작`,
    );
    const console = (await ctx.call(api.consoleAuctions.detail, { params }, operatorId)).data;
    expect(console.opensAt).toBe(opensAt.toISOString());
    const own = (await ctx.call(api.sellers.detail, { params }, seller.id)).data;
    expect(own.startAt).toBe(opensAt.toISOString());
  });

  it.each([
    '2026-11-20T00:00:00+09:00',
    '2026-11-20T08:59:59+09:00',
    '2026-11-20T09:00:00+09:00',
    '2026-11-20T09:00:01+09:00',
    '2026-11-20T23:59:59+09:00',
  ])('the database rule agrees with auctionOpensAt for an approval at %s', async (at) => {
    const approvedAt = new Date(at);
    const auction = await createAuction(ctx.db, {
      status: 'APPROVED',
      approvedAt,
      startAt: null,
      endDate: null,
    });
    const [row] = await ctx.db
      .select({ at: sql<string>`${auctionOpensAtSql}` })
      .from(auctions)
      .where(eq(auctions.id, auction.id));
    expect(new Date(row!.at).toISOString()).toBe(auctionOpensAt(approvedAt).toISOString());
  });
});
