// The console's auction calls: the listing queue by tab and search, one auction with its photos, seller,
// bids (with the dealers' trust numbers) and deals, approve / reject / select for the seller, and the
// operator's cancel (ADMIN_CANCELED). Every call checks who asks; every action writes one audit row in its
// transaction and none when refused; doing one twice is a clean 409; bad input changes nothing.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_AUCTION_MESSAGES,
  AUCTION_MESSAGES,
  LISTING_MESSAGES,
  OPERATOR_MESSAGES,
  REQUEST_MESSAGES,
  api,
  type RouteInput,
  maskPhone,
} from '@autobid/shared';
import {
  auctions,
  auditLog,
  biddings,
  dealers,
  deals,
  deposits,
  notificationOutbox,
  penalties,
} from '../src/db/schema';
import {
  createAuction,
  createBid,
  createDeal,
  createDealAt,
  createDealer,
  createOperator,
  createSeller,
} from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR_MS = 3600_000;
type Headers = { authorization: string } | Record<string, never>;
type QueueQuery = RouteInput<typeof api.consoleListings.queue>['query'];

describe('operator console: auctions', () => {
  let ctx: TestContext;
  let staff: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  const queue = (query: QueueQuery) => ctx.call(api.consoleListings.queue, { query }, staff);
  const list = async (query: QueueQuery) => {
    const { status, message, data } = await queue(query);
    expect(status, message).toBe(200);
    return data;
  };
  const read = (id: number | string) => ctx.call(api.consoleAuctions.detail, { params: { id } }, staff);
  const detail = async (id: number) => {
    const { status, message, data } = await read(id);
    expect(status, message).toBe(200);
    return data;
  };
  const approve = (id: number, as: CallAs = staff) =>
    ctx.call(api.consoleListings.approve, { params: { id } }, as);
  const reject = (id: number, reason: string, as: CallAs = staff) =>
    ctx.call(api.consoleListings.reject, { params: { id }, body: { reason } }, as);
  // A body sent as it is, whatever the schema says of it: a test of its refusal.
  const rejectAsIs = (id: number, body: unknown) =>
    ctx.call(
      api.consoleListings.reject,
      { params: { id } } as RouteInput<typeof api.consoleListings.reject>,
      staff,
      {
        invalidBody: body,
      },
    );
  const select = (
    id: number,
    body: RouteInput<typeof api.consoleAuctions.select>['body'],
    as: CallAs = staff,
  ) => ctx.call(api.consoleAuctions.select, { params: { id }, body }, as);
  const auditOf = (id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'AUCTION'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
  const auditCount = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
  const auctionRow = async (id: number) =>
    (await ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
  const alimtalksTo = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(desc(notificationOutbox.id));

  it('refuses every call without an operator token: none 401, a dealer 403, a seller 403', async () => {
    const auction = await createAuction(ctx.db, { status: 'AUDIT' });
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    const calls: [name: string, send: (as: CallAs) => Promise<{ status: number }>][] = [
      ['queue', (as) => ctx.call(api.consoleListings.queue, {}, as)],
      ['detail', (as) => ctx.call(api.consoleAuctions.detail, { params: { id: auction.id } }, as)],
      ['approve', (as) => approve(auction.id, as)],
      ['reject', (as) => reject(auction.id, '사진 불량', as)],
      [
        'cancel',
        (as) =>
          ctx.call(
            api.consoleAuctions.cancel,
            { params: { id: auction.id }, body: { reason: '허위 매물' } },
            as,
          ),
      ],
      ['select', (as) => select(auction.id, {}, as)],
    ];
    const headers: Headers[] = [{}, await ctx.auth(dealer.id, 'dealer'), await ctx.auth(seller.id, 'seller')];
    const before = await auditCount();
    for (const [name, send] of calls) {
      const statuses = [];
      for (const header of headers) {
        statuses.push((await send(header)).status);
      }
      expect(statuses, name).toEqual([401, 403, 403]);
    }
    expect(await auctionRow(auction.id)).toMatchObject({ status: 'AUDIT' });
    expect(await auditCount()).toBe(before);
  });

  describe('the queue', () => {
    it('filters by tab or status and searches by number, model, seller name and phone digits', async () => {
      const seller = await createSeller(ctx.db, { name: '검색판매자', phoneNumber: '01098761234' });
      const now = ctx.clock.now();
      const audit = await createAuction(ctx.db, {
        status: 'AUDIT',
        sellerId: seller.id,
        model: '검색용 포르자350',
        submittedAt: now,
        images: [
          { type: 'LEFT_SIDE', url: '/uploads/left.jpg' },
          { type: 'MAIN', url: '/uploads/main.jpg' },
        ],
      });
      const approved = await createAuction(ctx.db, {
        status: 'APPROVED',
        sellerId: seller.id,
        model: '검색용 XMAX',
      });
      const progress = await createAuction(ctx.db, {
        status: 'PROGRESS',
        sellerId: seller.id,
        model: '검색용 NMAX',
        endDate: new Date(now.getTime() + HOUR_MS),
        maxBiddingPrice: 2_000_000,
        bidderCount: 2,
      });
      const canceled = await createAuction(ctx.db, { status: 'DEALER_CANCELED', sellerId: seller.id });

      const live = await list({ status: 'LIVE', q: '검색용', size: 100 });
      expect(live.items.map((item) => item.id).sort()).toEqual([approved.id, progress.id].sort());
      // Live auctions: the soonest end first (an approved one has no end yet).
      expect(live.items[0]).toMatchObject({ id: progress.id, maxBiddingPrice: 2_000_000, bidderCount: 2 });
      expect((await list({ status: 'CANCELED', q: '검색판매자' })).items.map((item) => item.id)).toEqual([
        canceled.id,
      ]);
      // One status as it is still works (the seller app's tests and the e2e ask for TIME_EXPIRED and the like).
      expect((await list({ status: 'PROGRESS', q: 'NMAX' })).items.map((item) => item.id)).toEqual([
        progress.id,
      ]);

      const [row] = (await list({ q: String(audit.id) })).items.filter((item) => item.id === audit.id);
      expect(row).toMatchObject({
        status: 'AUDIT',
        statusLabel: '심사중',
        model: '검색용 포르자350',
        image: '/uploads/main.jpg',
        seller: { id: seller.id, name: '검색판매자', phone: maskPhone('01098761234') },
        submittedAt: now.toISOString(),
      });
      expect((await list({ q: `#${audit.id}` })).items.map((item) => item.id)).toContain(audit.id);
      const byPhone = await list({ q: '9876-1234', size: 100 });
      expect(byPhone.items.map((item) => item.id).sort()).toEqual(
        [audit.id, approved.id, progress.id, canceled.id].sort(),
      );
      expect((await list({ q: '포르자' })).items.map((item) => item.id)).toContain(audit.id);
      // A wildcard is taken literally.
      expect((await list({ q: '%%%' })).total).toBe(0);
    });

    it('lists the review queue oldest submission first', async () => {
      const now = ctx.clock.now();
      const newer = await createAuction(ctx.db, {
        status: 'AUDIT',
        submittedAt: new Date(now.getTime() - HOUR_MS),
      });
      const older = await createAuction(ctx.db, {
        status: 'AUDIT',
        submittedAt: new Date(now.getTime() - 5 * HOUR_MS),
      });
      const ids = (await list({ status: 'AUDIT', size: 100 })).items.map((item) => item.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    });

    it('places a listing in review with no recorded submission at the time it entered review', async () => {
      const now = ctx.clock.now();
      const submitted = await createAuction(ctx.db, {
        status: 'AUDIT',
        submittedAt: new Date(now.getTime() - HOUR_MS),
        statusChangedAt: new Date(now.getTime() - HOUR_MS),
      });
      // Sent to review before submissions were recorded: only the status change says when.
      const unrecorded = await createAuction(ctx.db, {
        status: 'AUDIT',
        submittedAt: null,
        statusChangedAt: new Date(now.getTime() - 3 * HOUR_MS),
      });
      const items = (await list({ status: 'AUDIT', size: 100 })).items;
      const ids = items.map((item) => item.id);
      expect(ids.indexOf(unrecorded.id)).toBeLessThan(ids.indexOf(submitted.id));
      expect(items.find((item) => item.id === unrecorded.id)?.submittedAt).toBe(
        new Date(now.getTime() - 3 * HOUR_MS).toISOString(),
      );
    });

    it('refuses a bad filter, paging or search with a Korean message', async () => {
      // A status and a page the query schema refuses, as a caller may send them.
      const bad = await ctx.call(api.consoleListings.queue, {}, staff, { rawQuery: '?status=NOPE' });
      expect(bad).toMatchObject({ status: 400, message: LISTING_MESSAGES.statusInvalid });
      expect((await queue({ size: 0 })).status).toBe(400);
      expect((await ctx.call(api.consoleListings.queue, {}, staff, { rawQuery: '?page=abc' })).status).toBe(
        400,
      );
      const long = await queue({ q: '가'.repeat(101) });
      expect(long).toMatchObject({ status: 400, message: ADMIN_AUCTION_MESSAGES.searchTooLong });
    });
  });

  describe('one auction', () => {
    it('answers the listing, its photos, the seller, every bid with trust numbers and every deal', async () => {
      const now = ctx.clock.now();
      const seller = await createSeller(ctx.db, { name: '상세판매자' });
      const auction = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        sellerId: seller.id,
        model: 'CB650R',
        endDate: new Date(now.getTime() - HOUR_MS),
        selectExpireAt: new Date(now.getTime() + 20 * HOUR_MS),
        hopePrice: 8_000_000,
        images: [
          { type: 'MAIN', url: '/uploads/a.jpg' },
          { type: 'LEFT_SIDE', url: '/uploads/b.jpg' },
          { type: 'RIGHT_SIDE', url: '/uploads/c.jpg' },
        ],
      });
      // A trusted dealer: one completed trade at 95% of the bid elsewhere.
      const trusted = await createDealer(ctx.db, { name: '신뢰딜러', agencyName: '믿음모터스' });
      await createDealAt(ctx.db, {
        status: 'COMPLETE',
        dealerId: trusted.id,
        price: 2_000_000,
        now,
        deal: { finalPrice: 1_900_000 },
      });
      const banned = await createDealer(ctx.db, { penaltyExpiredAt: new Date(now.getTime() + 48 * HOUR_MS) });
      const quitter = await createDealer(ctx.db);
      const first = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: trusted.id,
        price: 7_000_000,
        biddingAt: new Date(now.getTime() - 5 * HOUR_MS),
      });
      const second = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: banned.id,
        price: 7_500_000,
        biddingAt: new Date(now.getTime() - 4 * HOUR_MS),
      });
      const canceledBid = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: quitter.id,
        price: 6_000_000,
        biddingAt: new Date(now.getTime() - 3 * HOUR_MS),
        canceledAt: new Date(now.getTime() - 2 * HOUR_MS),
        cancelReason: '입찰 실수',
      });
      // An earlier deal the first winner cancelled (kept as history).
      const earlier = await createDeal(ctx.db, {
        auctionId: auction.id,
        dealerId: quitter.id,
        sellerId: seller.id,
        biddingId: canceledBid.id,
        price: 6_000_000,
        selectedAt: new Date(now.getTime() - 3 * HOUR_MS),
        canceledAt: new Date(now.getTime() - 2 * HOUR_MS),
        canceledBy: 'DEALER',
        cancelReason: '판매자와 연락이 되지 않음',
      });

      const data = await detail(auction.id);
      expect(data).toMatchObject({
        id: auction.id,
        status: 'TIME_EXPIRED',
        statusLabel: '입찰 마감',
        model: 'CB650R',
        hopePrice: 8_000_000,
        seller: { id: seller.id, name: '상세판매자', phone: maskPhone(seller.phoneNumber) },
        selectExpireAt: auction.selectExpireAt!.toISOString(),
        feePaid: false,
        actions: { canApprove: false, canReject: false, canCancel: true, canSelect: true },
      });
      expect(data.images.map((image) => image.type)).toEqual(['MAIN', 'LEFT_SIDE', 'RIGHT_SIDE']);
      expect(data.bids.map((bid) => bid.id)).toEqual([canceledBid.id, second.id, first.id]);
      expect(data.bids[0]).toMatchObject({
        canceledAt: expect.any(String) as string,
        cancelReason: '입찰 실수',
        canSelect: false,
      });
      expect(data.bids[1]).toMatchObject({ dealer: { id: banned.id, canTrade: false }, canSelect: false });
      expect(data.bids[2]).toMatchObject({
        price: 7_000_000,
        canSelect: true,
        dealer: {
          name: '신뢰딜러',
          agencyName: '믿음모터스',
          phone: maskPhone(trusted.phoneNumber),
          canTrade: true,
        },
        trust: { completedTrades: 1, medianFinalToBidRatio: 0.95 },
      });
      expect(data.deals).toEqual([
        expect.objectContaining({
          id: earlier.id,
          isLive: false,
          canceledBy: 'DEALER',
          cancelReason: '판매자와 연락이 되지 않음',
          dealer: expect.objectContaining({ id: quitter.id }) as unknown,
        }),
      ]);

      // The operator selects the trusted bid for the seller: one audit row, the deal in force on top.
      const before = await auditCount();
      const selected = await select(auction.id, { biddingId: first.id });
      expect(selected.status, selected.message).toBe(200);
      expect(await auditCount()).toBe(before + 1);
      const [audit] = (await auditOf(auction.id)).filter((row) => row.action === 'DEAL_SELECT');
      expect(audit).toMatchObject({
        before: { status: 'TIME_EXPIRED' },
        after: { status: 'DEALER_CONFIRM' },
      });
      const after = await detail(auction.id);
      expect(after.deals[0]).toMatchObject({ isLive: true, biddingId: first.id, confirmedAt: null });
      expect(after.actions.canSelect).toBe(false);
      expect((await select(auction.id, { biddingId: first.id })).status).toBe(409);
      expect(await auditCount()).toBe(before + 1);
    });

    it('says when an approved listing opens', async () => {
      const auction = await createAuction(ctx.db, { status: 'AUDIT', submittedAt: ctx.clock.now() });
      const approved = await approve(auction.id);
      expect(approved.status, approved.message).toBe(200);
      const data = await detail(auction.id);
      expect(data.opensAt).toBe(approved.data.opensAt);
      expect(data.actions).toMatchObject({ canApprove: false, canCancel: true });
    });

    it('answers 404 for an unknown auction and 400 for a bad number', async () => {
      expect(await read(2147483647)).toMatchObject({ status: 404, message: AUCTION_MESSAGES.notFound });
      expect(await read('abc')).toMatchObject({ status: 400, message: REQUEST_MESSAGES.invalidId });
    });
  });

  describe('approve and reject', () => {
    it('writes one audit row each, none when refused or done twice', async () => {
      const toApprove = await createAuction(ctx.db, { status: 'AUDIT', model: '승인할 매물' });
      const toReject = await createAuction(ctx.db, { status: 'AUDIT', model: '반려할 매물' });
      expect((await approve(toApprove.id)).status).toBe(200);
      expect((await approve(toApprove.id)).status).toBe(409);
      expect(await auditOf(toApprove.id)).toEqual([
        expect.objectContaining({
          action: 'LISTING_APPROVE',
          targetLabel: '승인할 매물',
          before: { status: 'AUDIT' },
          after: expect.objectContaining({ status: 'APPROVED' }) as unknown,
        }),
      ]);
      expect((await reject(toReject.id, ' ')).status).toBe(400);
      expect((await rejectAsIs(toReject.id, { reason: 7 })).status).toBe(400);
      expect((await reject(toReject.id, '가'.repeat(501))).status).toBe(400);
      expect(await auditOf(toReject.id)).toEqual([]);
      expect((await reject(toReject.id, '사진이 흐립니다.')).status).toBe(200);
      expect((await reject(toReject.id, '또 반려')).status).toBe(409);
      const rows = await auditOf(toReject.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'LISTING_REJECT',
        reason: '사진이 흐립니다.',
        after: { status: 'REJECTED', rejectReason: '사진이 흐립니다.' },
      });
    });
  });

  describe('operator cancel', () => {
    const cancel = (id: number, reason = '허위 매물로 확인되었습니다.') =>
      ctx.call(api.consoleAuctions.cancel, { params: { id }, body: { reason } }, staff);
    // A body sent as it is, whatever the schema says of it: a test of its refusal.
    const cancelAsIs = (id: number, payload: unknown) =>
      ctx.call(
        api.consoleAuctions.cancel,
        { params: { id } } as RouteInput<typeof api.consoleAuctions.cancel>,
        staff,
        {
          invalidBody: payload,
        },
      );

    it('cancels a live auction: ADMIN_CANCELED, the seller and the bidders told, one audit row, the room updated', async () => {
      const seller = await createSeller(ctx.db, { name: '취소판매자' });
      const auction = await createAuction(ctx.db, {
        status: 'PROGRESS',
        sellerId: seller.id,
        model: '취소될 매물',
        endDate: new Date(ctx.clock.now().getTime() + HOUR_MS),
      });
      const bidder = await createDealer(ctx.db);
      await createBid(ctx.db, { auctionId: auction.id, dealerId: bidder.id });
      const emitted = vi.spyOn(ctx.app.auctionEvents, 'emitAuctionUpdate');

      const done = await cancel(auction.id);
      expect(done.status, done.message).toBe(200);
      expect(done.data).toEqual({
        auctionId: auction.id,
        status: 'ADMIN_CANCELED',
        statusLabel: '경매 취소',
        canceledDealId: null,
        feePaid: false,
      });
      expect(await auctionRow(auction.id)).toMatchObject({ status: 'ADMIN_CANCELED' });
      expect(emitted).toHaveBeenCalledWith(auction.id, expect.objectContaining({ status: 'ADMIN_CANCELED' }));
      emitted.mockRestore();
      const [sellerNotice] = await alimtalksTo(seller.phoneNumber);
      expect(sellerNotice).toMatchObject({ template: 'LISTING_ADMIN_CANCELED' });
      expect(sellerNotice!.body).toContain('사유: 허위 매물로 확인되었습니다.');
      expect((await alimtalksTo(bidder.phoneNumber))[0]).toMatchObject({
        template: 'AUCTION_ADMIN_CANCELED',
      });
      expect(await auditOf(auction.id)).toEqual([
        expect.objectContaining({
          action: 'AUCTION_CANCEL',
          targetLabel: '취소될 매물',
          before: { status: 'PROGRESS' },
          after: { status: 'ADMIN_CANCELED' },
          reason: '허위 매물로 확인되었습니다.',
        }),
      ]);

      // Twice: a clean 409, nothing more written.
      const again = await cancel(auction.id);
      expect(again).toMatchObject({ status: 409, message: ADMIN_AUCTION_MESSAGES.alreadyCanceled });
      expect(await auditOf(auction.id)).toHaveLength(1);
      expect(await alimtalksTo(seller.phoneNumber)).toHaveLength(1);
    });

    it('cancels the deal in force as the operator: no penalty, the dealer told, a paid fee kept for a refund', async () => {
      const now = ctx.clock.now();
      const { auction, deal, dealer, seller } = await createDealAt(ctx.db, { status: 'RESERVATION', now });
      const [deposit] = await ctx.db
        .insert(deposits)
        .values({
          dealId: deal.id,
          amount: deal.fee!,
          depositorName: dealer.name,
          receivedAt: now,
          source: 'WEBHOOK',
          matchedAt: now,
        })
        .returning();
      const done = await cancel(auction.id, '판매자 요청으로 거래 중단');
      expect(done.status, done.message).toBe(200);
      expect(done.data).toMatchObject({
        status: 'ADMIN_CANCELED',
        canceledDealId: deal.id,
        feePaid: true,
      });
      const [dealRow] = await ctx.db.select().from(deals).where(eq(deals.id, deal.id));
      expect(dealRow).toMatchObject({
        canceledBy: 'ADMIN',
        cancelReason: '판매자 요청으로 거래 중단',
        canceledAt: now,
        feeRefundedAt: null,
      });
      expect(await ctx.db.select().from(penalties).where(eq(penalties.dealerId, dealer.id))).toEqual([]);
      const [dealerRow] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(dealerRow!.penaltyExpiredAt).toBeNull();
      const [kept] = await ctx.db.select().from(deposits).where(eq(deposits.id, deposit!.id));
      expect(kept).toMatchObject({ dealId: deal.id, refundedAt: null });
      // The winner is told once (as the winner, not again as a bidder), with the refund.
      const toDealer = await alimtalksTo(dealer.phoneNumber);
      expect(toDealer.map((row) => row.template)).toEqual(['DEAL_ADMIN_CANCELED']);
      expect(toDealer[0]!.body).toContain('페널티는 없습니다');
      expect(toDealer[0]!.body).toContain('환불');
      expect((await alimtalksTo(seller.phoneNumber))[0]).toMatchObject({
        template: 'LISTING_ADMIN_CANCELED',
      });
      const [audit] = await auditOf(auction.id);
      expect(audit).toMatchObject({
        before: { status: 'RESERVATION', dealId: deal.id, dealCanceledAt: null },
        after: { status: 'ADMIN_CANCELED', dealId: deal.id, dealCanceledBy: 'ADMIN', feePaid: true },
      });
      const data = await detail(auction.id);
      expect(data.deals[0]).toMatchObject({
        isLive: false,
        canceledBy: 'ADMIN',
        feePaidAt: now.toISOString(),
      });
      expect(data.actions.canCancel).toBe(false);
      // The dealer's bid is not counted as the dealer's cancel.
      const [bid] = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auction.id));
      expect(bid!.canceledAt).toBeNull();
    });

    it("reads a completion before the trade date as the dealer's confirmed early trade", async () => {
      const now = ctx.clock.now();
      const { auction: early } = await createDealAt(ctx.db, {
        status: 'COMPLETE',
        now,
        deal: { completedAt: now, completedEarly: true },
      });
      const { auction: onDay } = await createDealAt(ctx.db, { status: 'COMPLETE', now });
      expect((await detail(early.id)).deals[0]).toMatchObject({ completedEarly: true });
      expect((await detail(onDay.id)).deals[0]).toMatchObject({ completedEarly: false });
    });

    it('refuses a completed or cancelled auction (409) and bad input (400), changing nothing', async () => {
      const now = ctx.clock.now();
      const { auction: complete } = await createDealAt(ctx.db, { status: 'COMPLETE', now });
      const { auction: transfer } = await createDealAt(ctx.db, { status: 'TRANSACTION', now });
      const userCanceled = await createAuction(ctx.db, { status: 'USER_CANCELED' });
      const live = await createAuction(ctx.db, { status: 'AUDIT' });
      const before = await auditCount();
      for (const id of [complete.id, transfer.id]) {
        expect(await cancel(id)).toMatchObject({
          status: 409,
          errorCode: 'ADMIN_CONFLICT',
          message: ADMIN_AUCTION_MESSAGES.notCancelable,
        });
      }
      expect(await cancel(userCanceled.id)).toMatchObject({
        status: 409,
        message: ADMIN_AUCTION_MESSAGES.alreadyCanceled,
      });
      expect(await cancelAsIs(live.id, {})).toMatchObject({
        status: 400,
        message: OPERATOR_MESSAGES.reasonRequired,
      });
      expect(await cancel(live.id, '   ')).toMatchObject({ status: 400 });
      expect(await cancelAsIs(live.id, { reason: 42 })).toMatchObject({ status: 400 });
      expect(await cancel(live.id, '가'.repeat(501))).toMatchObject({
        status: 400,
        message: OPERATOR_MESSAGES.reasonTooLong,
      });
      expect(await cancelAsIs(live.id, ['허위 매물'])).toMatchObject({ status: 400 });
      expect(await cancel(2147483647)).toMatchObject({
        status: 404,
        message: AUCTION_MESSAGES.notFound,
      });
      expect(await cancel(0)).toMatchObject({ status: 400 });
      expect(await auditCount()).toBe(before);
      expect(await auctionRow(complete.id)).toMatchObject({ status: 'COMPLETE' });
      expect(await auctionRow(live.id)).toMatchObject({ status: 'AUDIT' });
    });

    it('cancels once when two operators press at the same moment', async () => {
      const auction = await createAuction(ctx.db, { status: 'APPROVED' });
      const results = await Promise.all([cancel(auction.id), cancel(auction.id)]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(await auditOf(auction.id)).toHaveLength(1);
    });
  });
});
