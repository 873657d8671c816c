// The operator dashboard (`GET /v1/admin/dashboard`): who may read it, today's counts, and the 30 Asia/Seoul
// days of series against rows made here, with events on both sides of 00:00 Asia/Seoul and a clock moved
// across midnight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type AdminDashboard, type AuctionStatus, type DashboardDay } from '@autobid/shared';
import { deposits } from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
import {
  createAuction,
  createBid,
  createDeal,
  createDealAt,
  createDealer,
  createOperator,
  createSeller,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const MINUTE = 60_000;

/** An instant given as Asia/Seoul wall time. */
const kst = (wall: string) => new Date(`${wall}+09:00`);

/** "Now" of these tests: 2026-03-15 14:30 in Seoul (05:30 UTC), long before the real time of any default. */
const NOW = kst('2026-03-15T14:30:00');
/** Long before the 30-day window: for rows whose other times must not count. */
const LONG_AGO = kst('2025-01-01T12:00:00');

describe('operator dashboard', () => {
  let ctx: TestContext;
  const clock = fixedClock(NOW);
  let operatorId: number;

  /** The dashboard as a STAFF operator reads it (a token signed at the clock's now, which tests move). */
  const read = async () => {
    const answer = await ctx.call(api.consoleOperators.dashboard, {}, operatorId);
    expect(answer.status).toBe(200);
    return answer.data;
  };
  const dayOf = (data: AdminDashboard, day: string): DashboardDay => {
    const row = data.days.find((d) => d.day === day);
    if (!row) {
      throw new Error(`no row for ${day}`);
    }
    return row;
  };

  /** An auction that only adds what the test says: no start, no end unless given. */
  const auction = (status: AuctionStatus, times: { startAt?: Date; endDate?: Date } = {}) =>
    createAuction(ctx.db, { status, startAt: null, endDate: null, ...times });

  /** A paid deal of an auction outside every series but the fees. */
  const paidDeal = async (
    depositConfirmedAt: Date | null,
    fee: number,
    feeRefundedAt: Date | null = null,
  ) => {
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    const row = await auction('COMPLETE');
    const bid = await createBid(ctx.db, {
      auctionId: row.id,
      dealerId: dealer.id,
      isSelected: true,
      biddingAt: LONG_AGO,
    });
    return createDeal(ctx.db, {
      auctionId: row.id,
      dealerId: dealer.id,
      sellerId: seller.id,
      biddingId: bid.id,
      selectedAt: LONG_AGO,
      fee,
      depositConfirmedAt,
      feeRefundedAt,
    });
  };

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    operatorId = (await createOperator(ctx.db, { role: 'STAFF' })).id;
  });
  afterAll(async () => ctx.close());

  it('is refused without a token (401), to a dealer (403) and to a seller (403); any operator reads it', async () => {
    const dashboard = api.consoleOperators.dashboard;
    expect((await ctx.call(dashboard, {})).status).toBe(401);
    const dealer = await createDealer(ctx.db);
    expect((await ctx.call(dashboard, {}, await ctx.auth(dealer.id, 'dealer'))).status).toBe(403);
    const seller = await createSeller(ctx.db);
    expect((await ctx.call(dashboard, {}, await ctx.auth(seller.id, 'seller'))).status).toBe(403);
    expect((await ctx.call(dashboard, {}, { authorization: 'Bearer nope' })).status).toBe(401);

    const data = await read();
    expect(data.now).toBe(NOW.toISOString());
    expect(data.today).toBe('2026-03-15');
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.day).toBe('2026-02-14');
    expect(data.days.at(-1)!.day).toBe('2026-03-15');
    // Every day present, in order, one day apart.
    for (const [index, row] of data.days.entries()) {
      const expected = new Date(Date.UTC(2026, 1, 14 + index)).toISOString().slice(0, 10);
      expect(row.day).toBe(expected);
    }
  });

  it('counts what waits now: dealers and listings in review, live auctions, deals waiting for the fee with the nearest deadline, unmatched deposits', async () => {
    const before = (await read()).counts;

    await createDealer(ctx.db, { status: 'AUDIT' });
    await createDealer(ctx.db, { status: 'AUDIT' });
    await createDealer(ctx.db, { status: 'REJECTED' });
    await auction('AUDIT');
    await auction('AUDIT');
    await auction('AUDIT');
    await auction('APPROVED');
    await auction('PROGRESS');
    await auction('PROGRESS');

    const later = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: NOW,
      auction: { startAt: null, endDate: null },
    });
    const sooner = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: new Date(NOW.getTime() - 40 * MINUTE),
      auction: { startAt: null, endDate: null },
    });
    // A deal that paid (RESERVATION) waits for nothing here.
    await createDealAt(ctx.db, {
      status: 'RESERVATION',
      now: NOW,
      auction: { startAt: null, endDate: null },
    });

    await ctx.db.insert(deposits).values([
      // Waits for an operator.
      { amount: 170_000, depositorName: '김딜러', receivedAt: NOW, source: 'WEBHOOK', externalId: 'dash-1' },
      {
        amount: 240_000,
        depositorName: '모르는분',
        receivedAt: NOW,
        source: 'WEBHOOK',
        externalId: 'dash-2',
      },
      // Refunded: settled.
      {
        amount: 50_000,
        depositorName: '반환',
        receivedAt: NOW,
        source: 'WEBHOOK',
        externalId: 'dash-3',
        refundedAt: NOW,
      },
      // Paid a deal.
      {
        dealId: later.deal.id,
        amount: 170_000,
        depositorName: '김딜러',
        receivedAt: NOW,
        matchedAt: NOW,
        source: 'WEBHOOK',
        externalId: 'dash-4',
      },
    ]);

    const { counts } = await read();
    expect(counts).toEqual({
      dealersWaiting: before.dealersWaiting + 2,
      listingsWaiting: before.listingsWaiting + 3,
      liveAuctions: before.liveAuctions + 2,
      dealsWaitingFee: before.dealsWaitingFee + 2,
      nearestFeeDeadline: sooner.deal.depositDeadline!.toISOString(),
      unmatchedDeposits: before.unmatchedDeposits + 2,
      openDisputes: before.openDisputes,
      transfersDelayed: before.transfersDelayed,
      transfersToCheck: before.transfersToCheck,
    });
    expect(counts.nearestFeeDeadline).toBe(new Date(NOW.getTime() + 20 * MINUTE).toISOString());
  });

  it('counts listings opened, bids, ended auctions with their completed trades and fee revenue per Asia/Seoul day', async () => {
    const before = await read();

    // Listings opened (start_at), on both sides of midnight and of the window's first day; none in the future.
    await auction('TIME_EXPIRED', { startAt: kst('2026-03-14T00:00:00') });
    await auction('TIME_EXPIRED', { startAt: kst('2026-03-13T23:59:59.999') });
    await auction('TIME_EXPIRED', { startAt: kst('2026-02-14T00:00:00') });
    await auction('TIME_EXPIRED', { startAt: kst('2026-02-13T23:59:59.999') });
    await auction('PROGRESS', { startAt: kst('2026-03-15T09:00:00') });
    await auction('APPROVED', { startAt: kst('2026-03-16T09:00:00') });
    await auction('APPROVED', { startAt: kst('2026-03-15T14:30:00.001') });

    // Bids (bidding_at): 08:59 in Seoul is still the previous day in UTC; cancelled bids were placed too.
    const target = await auction('PROGRESS');
    const bidAt = async (at: Date, canceled = false) =>
      createBid(ctx.db, {
        auctionId: target.id,
        dealerId: (await createDealer(ctx.db)).id,
        biddingAt: at,
        canceledAt: canceled ? at : null,
      });
    await bidAt(kst('2026-03-15T00:00:00'));
    await bidAt(kst('2026-03-14T23:59:59.999'));
    await bidAt(kst('2026-03-14T08:59:59'));
    await bidAt(kst('2026-03-10T10:00:00'));
    await bidAt(kst('2026-03-10T11:00:00'), true);
    await bidAt(kst('2026-03-15T14:31:00'));

    // Ended auctions (end_date) and the share now in a completed trade.
    await auction('COMPLETE', { endDate: kst('2026-03-12T00:00:00') });
    await auction('TRANSACTION_DELAY', { endDate: kst('2026-03-12T23:59:59.999') });
    await auction('TIME_EXPIRED', { endDate: kst('2026-03-12T12:00:00') });
    await auction('DEALER_CANCELED', { endDate: kst('2026-03-12T10:00:00') });
    await auction('TRANSACTION', { endDate: kst('2026-03-11T23:59:59.999') });
    await auction('TIME_EXPIRED', { endDate: kst('2026-03-15T10:00:00') });
    // Still open: it has not ended, today or ever.
    await auction('PROGRESS', { endDate: kst('2026-03-15T18:00:00') });

    // Fee revenue (deposit_confirmed_at), refunded fees taken off.
    await paidDeal(kst('2026-03-13T00:00:00'), 170_000);
    await paidDeal(kst('2026-03-13T18:00:00'), 240_000, kst('2026-03-14T10:00:00'));
    await paidDeal(kst('2026-03-12T23:59:59.999'), 290_000);
    await paidDeal(null, 410_000);

    const data = await read();
    const delta = (day: string, key: keyof Omit<DashboardDay, 'day' | 'tradeRate'>) =>
      dayOf(data, day)[key] - dayOf(before, day)[key];

    expect(delta('2026-03-14', 'listingsOpened')).toBe(1);
    expect(delta('2026-03-13', 'listingsOpened')).toBe(1);
    expect(delta('2026-02-14', 'listingsOpened')).toBe(1);
    expect(delta('2026-03-15', 'listingsOpened')).toBe(1);
    expect(data.days.reduce((sum, d) => sum + d.listingsOpened, 0)).toBe(
      before.days.reduce((sum, d) => sum + d.listingsOpened, 0) + 4,
    );

    expect(delta('2026-03-15', 'bids')).toBe(1);
    expect(delta('2026-03-14', 'bids')).toBe(2);
    expect(delta('2026-03-13', 'bids')).toBe(0);
    expect(delta('2026-03-10', 'bids')).toBe(2);

    expect(dayOf(data, '2026-03-12')).toMatchObject({
      auctionsEnded: 4,
      auctionsDecided: 4,
      auctionsTraded: 2,
      tradeRate: 0.5,
    });
    expect(dayOf(data, '2026-03-11')).toMatchObject({ auctionsEnded: 1, auctionsTraded: 1, tradeRate: 1 });
    expect(delta('2026-03-15', 'auctionsEnded')).toBe(1);
    expect(delta('2026-03-15', 'auctionsTraded')).toBe(0);
    expect(dayOf(data, '2026-03-09')).toMatchObject({ auctionsEnded: 0, auctionsTraded: 0, tradeRate: null });

    expect(dayOf(data, '2026-03-13')).toMatchObject({
      feesPaid: 410_000,
      feesRefunded: 240_000,
      feeRevenue: 170_000,
    });
    expect(dayOf(data, '2026-03-12')).toMatchObject({
      feesPaid: 290_000,
      feesRefunded: 0,
      feeRevenue: 290_000,
    });
    expect(dayOf(data, '2026-03-14')).toMatchObject({ feesPaid: 0, feeRevenue: 0 });

    // A quiet day is there with zeros.
    expect(dayOf(data, '2026-02-20')).toEqual({
      day: '2026-02-20',
      listingsOpened: 0,
      bids: 0,
      auctionsEnded: 0,
      auctionsDecided: 0,
      auctionsTraded: 0,
      tradeRate: null,
      feesPaid: 0,
      feesRefunded: 0,
      feeRevenue: 0,
    });
  });

  it('rates a day by the auctions whose outcome is known, leaving out those still in selection or in a deal', async () => {
    const ended = (status: AuctionStatus, more: Parameters<typeof createAuction>[1] = {}) =>
      createAuction(ctx.db, { status, startAt: null, endDate: kst('2026-03-08T12:00:00'), ...more });
    await ended('COMPLETE', { bidderCount: 2 });
    await ended('USER_CANCELED', { bidderCount: 1 });
    // Nobody bid: ended without a trade.
    await ended('TIME_EXPIRED', { bidderCount: 0 });
    // The seller let the selection lapse: no trade.
    await ended('TIME_EXPIRED', { bidderCount: 2, selectExpireAt: kst('2026-03-09T12:00:00') });
    // Not settled yet: the seller may still choose, a deal waits for its fee.
    await ended('TIME_EXPIRED', { bidderCount: 2, selectExpireAt: kst('2026-03-15T18:00:00') });
    await ended('DEALER_DEPOSIT', { bidderCount: 1 });

    expect(dayOf(await read(), '2026-03-08')).toMatchObject({
      auctionsEnded: 6,
      auctionsDecided: 4,
      auctionsTraded: 1,
      tradeRate: 0.25,
    });
  });

  it('moves its days with the clock: at 00:00 Asia/Seoul a new day starts and the oldest leaves', async () => {
    const atNow = dayOf(await read(), '2026-03-15');
    try {
      clock.set(kst('2026-03-15T23:59:59.999'));
      const lastMoment = await read();
      expect(lastMoment.today).toBe('2026-03-15');
      expect(lastMoment.days[0]!.day).toBe('2026-02-14');
      // The listing that opens at 14:30:00.001 has opened by now, the bid at 14:31 is placed.
      const lastDay = dayOf(lastMoment, '2026-03-15');
      expect(lastDay.listingsOpened).toBe(atNow.listingsOpened + 1);
      expect(lastDay.bids).toBe(atNow.bids + 1);

      clock.set(kst('2026-03-16T00:00:00'));
      const midnight = await read();
      expect(midnight.today).toBe('2026-03-16');
      expect(midnight.days).toHaveLength(30);
      expect(midnight.days[0]!.day).toBe('2026-02-15');
      expect(midnight.days.some((d) => d.day === '2026-02-14')).toBe(false);
      expect(dayOf(midnight, '2026-03-15')).toEqual(lastDay);
      expect(dayOf(midnight, '2026-03-16')).toMatchObject({ listingsOpened: 0, bids: 0, auctionsEnded: 0 });

      clock.set(kst('2026-03-16T09:00:00'));
      expect(dayOf(await read(), '2026-03-16').listingsOpened).toBe(1);
    } finally {
      clock.set(NOW);
    }
  });
});
