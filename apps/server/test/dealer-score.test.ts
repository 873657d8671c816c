// The dealer score and tiers (docs/domain.md "Dealer score and tiers"): a new dealer is 일반, thresholds
// crossed down at once and back up after the cure period, the warning Alimtalk once per change, the 제한
// bid limit (also for bids sent at once), the operator's override with its audit row, and where the tier shows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  DEALER_TIER_CURE_DAYS,
  DEALER_TIER_MESSAGES,
  RESTRICTED_MAX_ACTIVE_BIDS,
} from '@autobid/shared';
import {
  auditLog,
  dealerScores,
  dealerTierChanges,
  notificationOutbox,
  titleTransfers,
} from '../src/db/schema';
import { SYSTEM_CANCEL_REASONS } from '../src/modules/auctions/cancel-reasons';
import { refreshDealerScore, scoresOf } from '../src/modules/auctions/dealer-score';
import { dealerTrustOf } from '../src/modules/auctions/dealer-trust';
import { dealerScoreSlotOf, rescoreDealersOfAuctions } from '../src/jobs/dealer-scores';
import { createDealAt, createDealer, createLiveAuction, createOperator } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const DAY = 24 * 3600_000;

describe('dealer score and tiers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const refresh = (dealerId: number) =>
    refreshDealerScore(
      { db: ctx.db, alimtalk: ctx.providers.alimtalk, publicUrl: ctx.config.PUBLIC_URL },
      dealerId,
      ctx.clock.now(),
    );
  const warnings = async (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.recipient, phone), eq(notificationOutbox.template, 'DEALER_TIER_WARNING')),
      );
  const changes = (dealerId: number) =>
    ctx.db
      .select()
      .from(dealerTierChanges)
      .where(eq(dealerTierChanges.dealerId, dealerId))
      .orderBy(dealerTierChanges.id);
  /** A dealer with five clean completed trades (no longer new). */
  const establishedDealer = async () => {
    const dealer = await createDealer(ctx.db);
    for (let i = 0; i < 5; i += 1) {
      await createDealAt(ctx.db, {
        status: 'COMPLETE',
        dealerId: dealer.id,
        price: 1_000_000,
        now: ctx.clock.now(),
      });
    }
    return dealer;
  };
  const missedFeeWindow = (dealerId: number, canceledAt: Date) =>
    createDealAt(ctx.db, {
      status: 'DEALER_CANCELED',
      dealerId,
      now: canceledAt,
      deal: { canceledAt, canceledBy: 'SYSTEM', cancelReason: SYSTEM_CANCEL_REASONS.depositExpired },
    });
  const bid = (dealerId: number, auctionId: number) =>
    ctx.call(api.auctions.placeBid, { params: { id: auctionId }, body: { price: 1_000_000 } }, dealerId);

  it('a new dealer (fewer than 5 completed deals) is 일반 and says so, whatever its numbers', async () => {
    const dealer = await createDealer(ctx.db);
    await missedFeeWindow(dealer.id, ctx.clock.now());
    expect(await refresh(dealer.id)).toBe('STANDARD');
    const profile = await ctx.call(api.dealers.profile, {}, dealer.id);
    expect(profile.status).toBe(200);
    expect(profile.data.score).toMatchObject({ tier: 'STANDARD', isNew: true, completedDeals: 0 });
    expect(profile.data.score.measures.missedFeeWindows).toBe(1);
    expect(profile.data.score.next.sentence).toContain(DEALER_TIER_MESSAGES.newDealer);
    expect(await warnings(dealer.phoneNumber)).toHaveLength(0);
  });

  it("the profile's one statement gives the score scoresOf measures, before and after the score row exists", async () => {
    const dealer = await createDealer(ctx.db);
    const now = ctx.clock.now();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    // Six completed trades, four below the bid, confirmed 5 to 30 hours after selection; one an old one.
    for (const [i, finalPrice] of [1_000_000, 970_000, 900_000, 880_000, 1_000_000, 650_000].entries()) {
      const { auction, deal, seller } = await createDealAt(ctx.db, {
        status: 'COMPLETE',
        dealerId: dealer.id,
        price: 1_000_000,
        now,
        deal: {
          finalPrice,
          selectedAt: hoursAgo(40 + i),
          confirmedAt: hoursAgo(35 - i * 5),
          completedAt: i === 5 ? new Date(now.getTime() - 100 * DAY) : hoursAgo(10 + i),
        },
      });
      if (i < 2) {
        // One transfer confirmed 3 days after the trade, one overdue and still open.
        await ctx.db.insert(titleTransfers).values({
          dealId: deal.id,
          auctionId: auction.id,
          dealerId: dealer.id,
          sellerId: seller.id,
          dueAt: hoursAgo(-24),
          confirmedAt: i === 0 ? new Date(hoursAgo(10).getTime() + 3 * DAY) : null,
          delayedAt: i === 1 ? hoursAgo(1) : null,
        });
      }
    }
    await missedFeeWindow(dealer.id, hoursAgo(2));
    const expectSameScore = async () => {
      const profile = await ctx.call(api.dealers.profile, {}, dealer.id);
      expect(profile.status).toBe(200);
      const expected = (await scoresOf(ctx.db, [dealer.id], ctx.clock.now())).get(dealer.id)!;
      expect(profile.data.score).toEqual(JSON.parse(JSON.stringify(expected)));
      return expected;
    };
    const unscored = await expectSameScore();
    expect(unscored.measures).toMatchObject({ missedFeeWindows: 1, priceCutShare: 0.6 });
    expect(unscored.measures.transferDays).not.toBeNull();
    expect(unscored.measures.confirmHours).not.toBeNull();
    await refresh(dealer.id);
    await expectSameScore();
  });

  it('five clean trades in 90 days: 우수', async () => {
    const dealer = await establishedDealer();
    expect(await refresh(dealer.id)).toBe('EXCELLENT');
    const [change] = await changes(dealer.id);
    expect(change).toMatchObject({ fromTier: 'STANDARD', toTier: 'EXCELLENT', cause: 'SYSTEM' });
  });

  it('down to 주의 and 제한 at once with one warning per change, back after the cure period only', async () => {
    const start = ctx.clock.now();
    const dealer = await establishedDealer();
    // One missed fee window 80 days ago: 주의.
    await missedFeeWindow(dealer.id, new Date(start.getTime() - 80 * DAY));
    expect(await refresh(dealer.id)).toBe('WATCH');
    // The same events again: no new change, no second warning.
    expect(await refresh(dealer.id)).toBe('WATCH');
    expect(await warnings(dealer.phoneNumber)).toHaveLength(1);
    const [warning] = await warnings(dealer.phoneNumber);
    expect(warning!.body).toContain('주의');
    expect(warning!.body).toContain('수수료 입금 기한 초과 1건');

    // Two more, recent: 제한 at once, a second warning.
    await missedFeeWindow(dealer.id, new Date(start.getTime() - DAY));
    await missedFeeWindow(dealer.id, new Date(start.getTime() - DAY));
    expect(await refresh(dealer.id)).toBe('RESTRICTED');
    expect(await warnings(dealer.phoneNumber)).toHaveLength(2);

    try {
      // 11 days on the first has left the window (2 left: 주의 by the numbers), but the cure period holds 제한.
      ctx.clock.set(new Date(start.getTime() + 11 * DAY));
      expect(await refresh(dealer.id)).toBe('RESTRICTED');
      const [row] = await ctx.db.select().from(dealerScores).where(eq(dealerScores.dealerId, dealer.id));
      expect(row).toMatchObject({ tier: 'RESTRICTED', measuredTier: 'WATCH' });

      // After the cure period (30 days in the tier) the tier follows the numbers: 주의.
      ctx.clock.set(new Date(start.getTime() + DEALER_TIER_CURE_DAYS * DAY));
      expect(await refresh(dealer.id)).toBe('WATCH');
      // Going up sends no warning.
      expect(await warnings(dealer.phoneNumber)).toHaveLength(2);

      // All numbers recovered (the recent ones left the window) and another cure period: 일반.
      ctx.clock.set(new Date(start.getTime() + 95 * DAY));
      expect(await refresh(dealer.id)).toBe('STANDARD');
      const history = await changes(dealer.id);
      expect(history.map((change) => [change.fromTier, change.toTier])).toEqual([
        ['STANDARD', 'WATCH'],
        ['WATCH', 'RESTRICTED'],
        ['RESTRICTED', 'WATCH'],
        ['WATCH', 'STANDARD'],
      ]);
      // Each change carries the measures that made it.
      expect(history[0]!.measures).toMatchObject({ missedFeeWindows: 1 });
      expect(history[1]!.measures).toMatchObject({ missedFeeWindows: 3 });
      expect(history.every((change) => change.cause === 'SYSTEM')).toBe(true);
    } finally {
      ctx.clock.set(start);
    }
  });

  it(`at 제한 a 4th active bid is refused with 409 and says why; the profile and the trust card show the tier`, async () => {
    const dealer = await createDealer(ctx.db);
    await ctx.db
      .insert(dealerScores)
      .values({ dealerId: dealer.id, tier: 'RESTRICTED', measuredTier: 'RESTRICTED' });
    const auctions = [];
    for (let i = 0; i <= RESTRICTED_MAX_ACTIVE_BIDS; i += 1) {
      auctions.push(await createLiveAuction(ctx.db));
    }
    for (const auction of auctions.slice(0, RESTRICTED_MAX_ACTIVE_BIDS)) {
      expect((await bid(dealer.id, auction.id)).status).toBe(201);
    }
    const refused = await bid(dealer.id, auctions[RESTRICTED_MAX_ACTIVE_BIDS]!.id);
    expect(refused.status).toBe(409);
    expect(refused.errorCode).toBe('BID_LIMIT_RESTRICTED');
    expect(refused.message).toBe(DEALER_TIER_MESSAGES.bidLimit);
    // Another dealer (일반) is not limited.
    const other = await createDealer(ctx.db);
    expect((await bid(other.id, auctions[RESTRICTED_MAX_ACTIVE_BIDS]!.id)).status).toBe(201);

    const trust = await dealerTrustOf(ctx.db, [dealer.id, other.id], ctx.clock.now());
    expect(trust.get(dealer.id)!.tier).toBe('RESTRICTED');
    expect(trust.get(other.id)!.tier).toBe('STANDARD');
  });

  it('at 제한 bids sent at once on five auctions: exactly three stand', async () => {
    const dealer = await createDealer(ctx.db);
    await ctx.db
      .insert(dealerScores)
      .values({ dealerId: dealer.id, tier: 'RESTRICTED', measuredTier: 'RESTRICTED' });
    const auctions = await Promise.all([1, 2, 3, 4, 5].map(() => createLiveAuction(ctx.db)));
    const answers = await Promise.all(auctions.map((auction) => bid(dealer.id, auction.id)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(RESTRICTED_MAX_ACTIVE_BIDS);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5 - RESTRICTED_MAX_ACTIVE_BIDS);
  });

  it("an operator's override with a reason: audit row, a change with cause OPERATOR, held until lifted", async () => {
    const operator = await createOperator(ctx.db);
    const dealer = await establishedDealer();
    expect(await refresh(dealer.id)).toBe('EXCELLENT');

    const empty = await ctx.call(
      api.consoleDealers.overrideTier,
      { params: { id: dealer.id }, body: { tier: 'RESTRICTED', reason: ' ' } },
      operator.id,
    );
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(DEALER_TIER_MESSAGES.overrideReasonRequired);

    const set = await ctx.call(
      api.consoleDealers.overrideTier,
      { params: { id: dealer.id }, body: { tier: 'RESTRICTED', reason: '허위 매물 반복 신고 확인' } },
      operator.id,
    );
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ tier: 'RESTRICTED', overridden: true });
    // The nightly computation does not move an overridden tier.
    expect(await refresh(dealer.id)).toBe('RESTRICTED');

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'DEALER_TIER_OVERRIDE'), eq(auditLog.targetId, String(dealer.id))));
    expect(audit).toMatchObject({ reason: '허위 매물 반복 신고 확인', operatorId: operator.id });

    const list = await ctx.call(
      api.consoleDealers.list,
      { query: { status: 'APPROVED', tier: 'RESTRICTED', page: 1, size: 100 } },
      operator.id,
    );
    expect(list.status).toBe(200);
    expect(list.data.items.map((row) => row.id)).toContain(dealer.id);
    expect(list.data.items.every((row) => row.score.tier === 'RESTRICTED')).toBe(true);

    const lifted = await ctx.call(
      api.consoleDealers.overrideTier,
      { params: { id: dealer.id }, body: { tier: null, reason: '소명 확인' } },
      operator.id,
    );
    expect(lifted.data).toMatchObject({ tier: 'EXCELLENT', overridden: false });
    const history = await changes(dealer.id);
    expect(
      history.slice(-2).map((change) => [change.fromTier, change.toTier, change.cause, change.operatorId]),
    ).toEqual([
      ['EXCELLENT', 'RESTRICTED', 'OPERATOR', operator.id],
      ['RESTRICTED', 'EXCELLENT', 'OPERATOR', operator.id],
    ]);
  });

  it('a dealer cancelling his deal is measured again after the cancel (the event call)', async () => {
    const dealer = await establishedDealer();
    const { auction } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: dealer.id,
      now: ctx.clock.now(),
    });
    const answer = await ctx.call(
      api.deals.cancel,
      { params: { id: auction.id }, body: { reason: '개인 사정' } },
      dealer.id,
    );
    expect(answer.status).toBe(200);
    const [row] = await ctx.db.select().from(dealerScores).where(eq(dealerScores.dealerId, dealer.id));
    // 1 cancelled deal of 6 deals and 6 bids.
    expect(row?.measures).toMatchObject({ cancelRate: 0.08 });
  });

  it('the clock pass measures the dealers of the auctions it moved; the nightly slot starts at 03:00 Asia/Seoul', async () => {
    const dealer = await establishedDealer();
    const missed = await missedFeeWindow(dealer.id, ctx.clock.now());
    const rescored = await rescoreDealersOfAuctions(
      { db: ctx.db, alimtalk: ctx.providers.alimtalk, publicUrl: '' },
      [missed.auction.id],
      ctx.clock.now(),
    );
    expect(rescored).toEqual([dealer.id]);
    const [row] = await ctx.db.select().from(dealerScores).where(eq(dealerScores.dealerId, dealer.id));
    expect(row).toMatchObject({ tier: 'WATCH' });
    // 02:59 KST belongs to the previous day's slot, 03:00 KST starts a new one.
    expect(dealerScoreSlotOf(new Date('2026-12-05T17:59:00Z')).toISOString()).toBe(
      '2026-12-04T18:00:00.000Z',
    );
    expect(dealerScoreSlotOf(new Date('2026-12-05T18:00:00Z')).toISOString()).toBe(
      '2026-12-05T18:00:00.000Z',
    );
  });
});
