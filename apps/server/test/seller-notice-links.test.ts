// Every Alimtalk to the seller links to the listing's page in the seller app (docs/domain.md "Listings"):
// approved, opened, ended, each deal step (confirmed, contact, reserved, completed) and the runner-up offer.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autobid/shared';
import { notificationOutbox } from '../src/db/schema';
import { runAuctionClock } from '../src/jobs/auction-clock';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createAuction, createOperator, createSeller } from './factories';
import { sellerKit } from './helpers/seller-kit';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('seller notice links', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof sellerKit>;
  beforeAll(async () => {
    ctx = await createTestContext();
    kit = sellerKit(ctx);
  });
  afterAll(async () => ctx.close());

  /** Every Alimtalk the seller got, oldest first. */
  const sellerNotices = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));
  const listingUrl = (id: number) => `${ctx.config.PUBLIC_URL}/seller/auctions/${id}`;

  it('the approval, the opening and the end link to the listing', async () => {
    const seller = await createSeller(ctx.db, { name: '정링크' });
    const auction = await createAuction(ctx.db, {
      sellerId: seller.id,
      status: 'AUDIT',
      startAt: null,
      endDate: null,
    });
    const operator = await createOperator(ctx.db);
    const approved = await ctx.call(
      api.consoleListings.approve,
      { params: { id: String(auction.id) } },
      operator.id,
    );
    expect(approved.status).toBe(200);
    const publicUrl = ctx.config.PUBLIC_URL;
    const opensAt = new Date(approved.data.opensAt!);
    await runAuctionClock(ctx.db, { now: opensAt, alimtalk: outboxAlimtalk, publicUrl });
    await runAuctionClock(ctx.db, {
      now: new Date(opensAt.getTime() + 48 * 3600_000),
      alimtalk: outboxAlimtalk,
      publicUrl,
    });
    const notices = await sellerNotices(seller.phoneNumber);
    expect(notices.map((row) => row.template)).toEqual([
      'LISTING_APPROVED',
      'LISTING_OPENED',
      'LISTING_ENDED_NO_BID',
    ]);
    for (const row of notices) {
      expect(row.link, row.template).toBe(listingUrl(auction.id));
      expect(row.payload).toMatchObject({ button: '내 매물 보기' });
    }
  });

  it('each deal step and the runner-up offer link to the listing', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_500_000]);
    const [first, second] = bids as [(typeof bids)[0], (typeof bids)[0]];
    await kit.select(seller.id, auction.id, first.bid.id);
    await kit.dealerStep(first.dealer.id, auction.id, 'confirm-bidding');
    await kit.dealerStep(first.dealer.id, auction.id, 'cancel', { reason: '개인 사정' });
    await kit.select(seller.id, auction.id, second.bid.id);
    await kit.dealerStep(second.dealer.id, auction.id, 'confirm-bidding');
    await kit.payFee(auction.id, second.dealer.name);
    await kit.dealerStep(second.dealer.id, auction.id, 'reservation', { reservedAt: kit.tomorrow() });
    const done = await kit.dealerStep(
      second.dealer.id,
      auction.id,
      'complete',
      await kit.completeBody(second.dealer.id, 5_500_000),
    );
    expect(done.status, done.message).toBe(200);
    const notices = await sellerNotices(seller.phoneNumber);
    const templates = notices.map((row) => row.template);
    for (const template of [
      'SELLER_DEAL_CONFIRMED',
      'SELLER_RUNNER_UP_OFFER',
      'SELLER_DEAL_CONTACT',
      'SELLER_DEAL_RESERVED',
      'SELLER_DEAL_COMPLETED',
    ]) {
      expect(templates).toContain(template);
    }
    for (const row of notices) {
      expect(row.link, row.template).toBe(listingUrl(auction.id));
    }
  });
});
