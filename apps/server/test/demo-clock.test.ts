// The demo stays usable: left alone for a day after seeding, the auction and deal clocks
// apply the demo data's own deadlines and the demo dealer `dealer` is never banned; the deal waiting for his
// fee is paid by the transfer with its code at the deadline instead of lapsing.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, dealers, deals, penalties } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/index';
import { runAuctionClock } from '../src/jobs/auction-clock';
import { runDealClock } from '../src/jobs/deal-clock';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createTestContext, testSeedAssets, type TestContext } from './helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the demo data left alone for a day', () => {
  let ctx: TestContext;
  const seededAt = new Date();

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemo(ctx.db, { storage: ctx.storage, now: seededAt, assets: testSeedAssets });
  }, 120_000);
  afterAll(async () => ctx.close());

  const demoDealer = async () =>
    (await ctx.db.select().from(dealers).where(eq(dealers.username, 'dealer')))[0]!;

  it('never bans the demo dealer over 25 hours of clock passes; the fee-waiting deal is paid at its deadline', async () => {
    const dealer = await demoDealer();
    const [waiting] = await ctx.db
      .select({ auctionId: deals.auctionId, deadline: deals.depositDeadline })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(and(eq(deals.dealerId, dealer.id), eq(auctions.status, 'DEALER_DEPOSIT')));
    expect(waiting, 'the demo dealer has a deal waiting for the fee right after seeding').toBeDefined();
    expect(waiting!.deadline!.getTime()).toBeGreaterThan(seededAt.getTime());

    // The scheduler passes every few seconds; these instants cover every demo deadline of the first day:
    // the fee deadline (+50 min), the live auctions' ends, the selection windows, and the 25th hour.
    const offsets = [
      1 * MINUTE,
      49 * MINUTE,
      51 * MINUTE,
      2 * HOUR,
      6 * HOUR,
      12 * HOUR,
      18 * HOUR,
      24 * HOUR,
      25 * HOUR,
    ];
    for (const offset of offsets) {
      const now = new Date(seededAt.getTime() + offset);
      await runAuctionClock(ctx.db, { now, alimtalk: outboxAlimtalk });
      const result = await runDealClock(ctx.db, {
        now,
        alimtalk: outboxAlimtalk,
        publicUrl: 'http://localhost:3000',
      });
      expect(result.depositExpired, `at +${offset / MINUTE} min`).not.toContain(waiting!.auctionId);
      const after = await demoDealer();
      expect(
        after.penaltyExpiredAt === null || after.penaltyExpiredAt.getTime() <= now.getTime(),
        `dealer banned at +${offset / MINUTE} min until ${after.penaltyExpiredAt?.toISOString()}`,
      ).toBe(true);
    }

    const newPenalties = await ctx.db
      .select()
      .from(penalties)
      .where(and(eq(penalties.dealerId, dealer.id), gt(penalties.createdAt, seededAt)));
    expect(newPenalties).toEqual([]);
    const [paid] = await ctx.db
      .select({ status: auctions.status, depositConfirmedAt: deals.depositConfirmedAt })
      .from(deals)
      .innerJoin(auctions, eq(auctions.id, deals.auctionId))
      .where(eq(deals.auctionId, waiting!.auctionId));
    // Paid by the first pass at or after the deadline (the pass at +51 min), with the transfer received in time.
    expect(paid).toMatchObject({
      status: 'RESERVATION',
      depositConfirmedAt: new Date(seededAt.getTime() + 51 * MINUTE),
    });
  }, 120_000);
});
