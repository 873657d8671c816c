// The console's deals screen: every deal by stage with its deadlines, dealer, seller and the time of each step,
// the ended auctions whose seller is still choosing, the search; and the title-transfer status an operator
// sets by hand during the title transfer (TRANSACTION <-> TRANSACTION_DELAY): one audit row per change, none when
// refused, the same status twice a clean 409, bad input a 400 that changes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUCTION_MESSAGES, AUCTION_MESSAGES, api, type RouteInput, maskPhone } from '@autobid/shared';
import { auctions, auditLog } from '../src/db/schema';
import {
  createAuction,
  createBid,
  createDealAt,
  createDealer,
  createOperator,
  createSeller,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR_MS = 3600_000;
type Headers = { authorization: string } | Record<string, never>;
type DealsQuery = RouteInput<typeof api.consoleAuctions.deals>['query'];

describe('operator console: deals', () => {
  let ctx: TestContext;
  let staff: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  const list = async (query: DealsQuery) => {
    const { status, message, data } = await ctx.call(api.consoleAuctions.deals, { query }, staff);
    expect(status, message).toBe(200);
    return data;
  };
  const transfer = (auctionId: number | string, body: unknown, as: Headers = staff) =>
    // `body` is whatever the test sends, bad input included.
    ctx.call(
      api.consoleAuctions.transferStatus,
      { params: { auctionId }, body: body as RouteInput<typeof api.consoleAuctions.transferStatus>['body'] },
      as,
    );
  const auditOf = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'AUCTION'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
  const auditCount = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
  const statusOf = async (id: number) =>
    (await ctx.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)))[0]!.status;

  it('refuses every call without an operator token: none 401, a dealer 403, a seller 403', async () => {
    const { auction, dealer, seller } = await createDealAt(ctx.db, {
      status: 'COMPLETE',
      now: ctx.clock.now(),
    });
    const calls: [name: string, call: (as: Headers) => Promise<{ status: number }>][] = [
      ['list', (as) => ctx.call(api.consoleAuctions.deals, {}, as)],
      ['transfer', (as) => transfer(auction.id, { status: 'TRANSACTION' }, as)],
    ];
    const headers: Headers[] = [{}, await ctx.auth(dealer.id, 'dealer'), await ctx.auth(seller.id, 'seller')];
    for (const [name, call] of calls) {
      const statuses = [];
      for (const header of headers) {
        statuses.push((await call(header)).status);
      }
      expect(statuses, name).toEqual([401, 403, 403]);
    }
    expect(await statusOf(auction.id)).toBe('COMPLETE');
    expect(await auditOf(auction.id)).toEqual([]);
  });

  describe('the list', () => {
    it('lists each stage with its deadlines and the time of every step', async () => {
      const now = ctx.clock.now();
      const dealer = await createDealer(ctx.db, { name: '단계딜러', username: `stage${Date.now() % 1e6}` });
      const selecting = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        model: '단계 선택대기',
        endDate: new Date(now.getTime() - HOUR_MS),
        selectExpireAt: new Date(now.getTime() + 5 * HOUR_MS),
        bidderCount: 1,
        maxBiddingPrice: 3_000_000,
      });
      await createBid(ctx.db, { auctionId: selecting.id, dealerId: dealer.id, price: 3_000_000 });
      // Past its selection deadline: no longer waiting, so not a row.
      const lapsed = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        selectExpireAt: new Date(now.getTime() - HOUR_MS),
        bidderCount: 1,
      });
      const soon = await createDealAt(ctx.db, {
        status: 'DEALER_DEPOSIT',
        dealerId: dealer.id,
        now,
        deal: { depositDeadline: new Date(now.getTime() + 10 * 60_000) },
      });
      const later = await createDealAt(ctx.db, {
        status: 'DEALER_DEPOSIT',
        now,
        deal: { depositDeadline: new Date(now.getTime() + 50 * 60_000) },
      });
      const reserved = await createDealAt(ctx.db, {
        status: 'RESERVATION_COMPLETE',
        dealerId: dealer.id,
        now,
      });
      const canceled = await createDealAt(ctx.db, {
        status: 'DEALER_CANCELED',
        dealerId: dealer.id,
        now,
        deal: { cancelReason: '판매자와 연락이 되지 않음' },
      });

      const waiting = await list({ status: 'SELECTING', size: 100 });
      const selectingRow = waiting.items.find((item) => item.auction.id === selecting.id);
      expect(selectingRow).toMatchObject({
        key: `auction-${selecting.id}`,
        stage: 'SELECTING',
        stageLabel: '선택 대기',
        deal: null,
        auction: {
          model: '단계 선택대기',
          bidderCount: 1,
          selectExpireAt: selecting.selectExpireAt!.toISOString(),
        },
      });
      expect(waiting.items.some((item) => item.auction.id === lapsed.id)).toBe(false);

      const deposits = await list({ status: 'DEALER_DEPOSIT', size: 100 });
      const ids = deposits.items.map((item) => item.auction.id);
      // The nearest fee deadline first.
      expect(ids.indexOf(soon.auction.id)).toBeLessThan(ids.indexOf(later.auction.id));
      expect(deposits.items.find((item) => item.auction.id === soon.auction.id)).toMatchObject({
        stage: 'DEALER_DEPOSIT',
        stageLabel: '수수료 입금 대기',
        seller: { id: soon.seller.id, name: soon.seller.name, phone: maskPhone(soon.seller.phoneNumber) },
        deal: {
          id: soon.deal.id,
          isLive: true,
          dealer: { id: dealer.id, username: dealer.username, name: '단계딜러' },
          price: 3_000_000,
          fee: soon.deal.fee,
          depositDeadline: new Date(now.getTime() + 10 * 60_000).toISOString(),
          selectedAt: now.toISOString(),
          confirmedAt: now.toISOString(),
          feePaidAt: null,
        },
        transferTargets: [],
      });

      const reservation = (await list({ status: 'RESERVATION', size: 100 })).items.find(
        (item) => item.auction.id === reserved.auction.id,
      );
      expect(reservation).toMatchObject({
        stage: 'RESERVATION',
        auction: { status: 'RESERVATION_COMPLETE', statusLabel: '거래일 확정' },
        deal: {
          feePaidAt: now.toISOString(),
          reservationEnteredAt: now.toISOString(),
          reservedAt: expect.any(String) as string,
        },
      });

      const canceledRow = (await list({ status: 'CANCELED', size: 100 })).items.find(
        (item) => item.deal?.id === canceled.deal.id,
      );
      expect(canceledRow).toMatchObject({
        stage: 'CANCELED',
        stageLabel: '취소',
        deal: { isLive: false, canceledBy: 'DEALER', cancelReason: '판매자와 연락이 되지 않음' },
      });

      // The search: by the dealer's username, and every row of that dealer.
      const byDealer = await list({ q: dealer.username, size: 100 });
      expect(byDealer.items.map((item) => item.key).sort()).toEqual(
        [`deal-${soon.deal.id}`, `deal-${reserved.deal.id}`, `deal-${canceled.deal.id}`].sort(),
      );
      expect((await list({ q: `#${later.auction.id}` })).items.map((item) => item.key)).toEqual([
        `deal-${later.deal.id}`,
      ]);
      expect((await list({ q: '단계 선택' })).items.map((item) => item.key)).toEqual([
        `auction-${selecting.id}`,
      ]);
      const all = await list({ size: 100 });
      expect(all.total).toBeGreaterThanOrEqual(5);
    });

    it('lists every deal (전체) nearest running deadline first (selection, fee), then the latest change first', async () => {
      const now = ctx.clock.now();
      const at = (ms: number) => new Date(now.getTime() + ms);
      const feeLater = await createDealAt(ctx.db, {
        status: 'DEALER_DEPOSIT',
        now,
        deal: { depositDeadline: at(50 * 60_000) },
      });
      const selectSoon = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        endDate: at(-HOUR_MS),
        selectExpireAt: at(20 * 60_000),
        statusChangedAt: at(-3 * HOUR_MS),
        bidderCount: 1,
      });
      const feeSoon = await createDealAt(ctx.db, {
        status: 'DEALER_DEPOSIT',
        now,
        statusChangedAt: at(-5 * HOUR_MS),
        deal: { depositDeadline: at(10 * 60_000) },
      });
      // No running deadline (a reservation's fee deadline is long met): by their latest change.
      const movedEarlier = await createDealAt(ctx.db, {
        status: 'RESERVATION',
        now,
        statusChangedAt: at(-2 * HOUR_MS),
      });
      const movedLater = await createDealAt(ctx.db, {
        status: 'COMPLETE',
        now,
        statusChangedAt: at(-HOUR_MS),
      });

      const keys = (await list({ size: 100 })).items.map((item) => item.key);
      const expected = [
        `deal-${feeSoon.deal.id}`,
        `auction-${selectSoon.id}`,
        `deal-${feeLater.deal.id}`,
        `deal-${movedLater.deal.id}`,
        `deal-${movedEarlier.deal.id}`,
      ];
      expect(keys.filter((key) => expected.includes(key))).toEqual(expected);
    });

    it('refuses a bad stage, paging or search', async () => {
      const deals = (query: DealsQuery) => ctx.call(api.consoleAuctions.deals, { query }, staff);
      // A stage the query schema does not name, as a caller may send it.
      expect(
        await ctx.call(api.consoleAuctions.deals, {}, staff, { rawQuery: '?status=RESERVATION_COMPLETE' }),
      ).toMatchObject({ status: 400, message: ADMIN_AUCTION_MESSAGES.stageInvalid });
      expect((await deals({ size: 1000 })).status).toBe(400);
      expect((await deals({ page: 0 })).status).toBe(400);
      expect((await deals({ q: 'a'.repeat(101) })).status).toBe(400);
    });
  });

  describe('title transfer', () => {
    it('moves TRANSACTION <-> TRANSACTION_DELAY by hand with one audit row each; a confirmed transfer and the same status twice are 409', async () => {
      const { auction: confirmed } = await createDealAt(ctx.db, { status: 'COMPLETE', now: ctx.clock.now() });
      for (const status of ['TRANSACTION', 'TRANSACTION_DELAY'] as const) {
        expect(await transfer(confirmed.id, { status })).toMatchObject({
          status: 409,
          message: ADMIN_AUCTION_MESSAGES.transferConfirmed,
        });
      }
      expect(await auditOf(confirmed.id)).toEqual([]);

      const { auction, deal } = await createDealAt(ctx.db, { status: 'TRANSACTION', now: ctx.clock.now() });
      const twice = await transfer(auction.id, { status: 'TRANSACTION' });
      expect(twice).toMatchObject({
        status: 409,
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_AUCTION_MESSAGES.transferSame('명의이전 진행중'),
      });

      const delayed = await transfer(auction.id, { status: 'TRANSACTION_DELAY', reason: '서류 미비로 지연' });
      expect(delayed.status, delayed.message).toBe(200);
      expect(delayed.data).toEqual({
        auctionId: auction.id,
        status: 'TRANSACTION_DELAY',
        statusLabel: '명의이전 지연',
      });
      expect((await transfer(auction.id, { status: 'TRANSACTION' })).status).toBe(200);
      expect(await statusOf(auction.id)).toBe('TRANSACTION');

      const rows = await auditOf(auction.id);
      expect(rows.map((row) => [row.action, row.before, row.after, row.reason])).toEqual([
        [
          'DEAL_TRANSACTION_STATUS',
          { status: 'TRANSACTION' },
          { status: 'TRANSACTION_DELAY' },
          '서류 미비로 지연',
        ],
        ['DEAL_TRANSACTION_STATUS', { status: 'TRANSACTION_DELAY' }, { status: 'TRANSACTION' }, ''],
      ]);

      // The list shows the changes on the deal's history and what may be set next.
      const row = (await list({ status: 'TRANSFER', size: 100 })).items.find(
        (item) => item.deal?.id === deal.id,
      );
      expect(row).toMatchObject({
        stage: 'TRANSFER',
        stageLabel: '명의이전',
        transferTargets: ['TRANSACTION_DELAY'],
      });
      expect(row!.deal!.transfers.map((change) => [change.status, change.reason])).toEqual([
        ['TRANSACTION_DELAY', '서류 미비로 지연'],
        ['TRANSACTION', ''],
      ]);
    });

    it('refuses before completion (409), an unknown auction (404) and bad input (400), changing nothing', async () => {
      const now = ctx.clock.now();
      const { auction: reserved } = await createDealAt(ctx.db, { status: 'RESERVATION_COMPLETE', now });
      const { auction: complete } = await createDealAt(ctx.db, { status: 'COMPLETE', now });
      const seller = await createSeller(ctx.db);
      const canceled = await createAuction(ctx.db, { status: 'ADMIN_CANCELED', sellerId: seller.id });
      const before = await auditCount();
      for (const id of [reserved.id, canceled.id]) {
        expect(await transfer(id, { status: 'TRANSACTION' })).toMatchObject({
          status: 409,
          message: ADMIN_AUCTION_MESSAGES.transferNotAllowed,
        });
      }
      expect(await transfer(2147483647, { status: 'TRANSACTION' })).toMatchObject({
        status: 404,
        message: AUCTION_MESSAGES.notFound,
      });
      const bad: unknown[] = [
        {},
        { status: 'COMPLETE' },
        { status: 'transaction' },
        { status: 1 },
        { status: 'TRANSACTION', reason: '가'.repeat(501) },
        { status: 'TRANSACTION', reason: 5 },
      ];
      for (const payload of bad) {
        expect((await transfer(complete.id, payload)).status, JSON.stringify(payload)).toBe(400);
      }
      expect(await transfer(complete.id, {})).toMatchObject({
        message: ADMIN_AUCTION_MESSAGES.transferStatusRequired,
      });
      expect((await transfer('abc', { status: 'TRANSACTION' })).status).toBe(400);
      expect(await auditCount()).toBe(before);
      expect(await statusOf(complete.id)).toBe('COMPLETE');
      expect(await statusOf(reserved.id)).toBe('RESERVATION_COMPLETE');
    });

    it('changes once when two operators press at the same moment', async () => {
      const { auction } = await createDealAt(ctx.db, { status: 'TRANSACTION', now: ctx.clock.now() });
      const results = await Promise.all([
        transfer(auction.id, { status: 'TRANSACTION_DELAY' }),
        transfer(auction.id, { status: 'TRANSACTION_DELAY' }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(await auditOf(auction.id)).toHaveLength(1);
    });
  });
});
