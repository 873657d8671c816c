// The runner-up offer (ADR 011): when the winner cancels or misses the 60-minute fee window and other bids
// stand, the seller gets a fresh selection window, picks another bid and that deal runs to COMPLETE (the
// dealer's completion, then the title transfer's confirmation: docs/domain.md "Title transfer"); and the deal
// as the seller sees it, the dealer's relay number only from RESERVATION on, with a notice at each step.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEAL_MESSAGES, SELLER_REVIEW_MESSAGES, formatDotDateTime } from '@autobid/shared';
import { contactRelays, dealers, penalties } from '../src/db/schema';
import { runDealClock } from '../src/jobs/deal-clock';
import { RUNNER_UP_BID_CANCEL_REASON } from '../src/modules/auctions/deals.service';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createSeller, createUploadedFile } from './factories';
import { sellerKit } from './helpers/seller-kit';
import { createTestContext, type TestContext } from './helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('seller deals: the deal and the runner-up offer', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof sellerKit>;
  beforeAll(async () => {
    ctx = await createTestContext();
    kit = sellerKit(ctx);
  });
  afterAll(async () => ctx.close());

  /** The active relay number (docs/domain.md "Contact relay") that stands for the party of the auction's deal. */
  const relayOf = async (auctionId: number, party: 'SELLER' | 'DEALER') =>
    (
      await ctx.db
        .select({ number: contactRelays.relayNumber })
        .from(contactRelays)
        .where(
          and(
            eq(contactRelays.auctionId, auctionId),
            eq(contactRelays.party, party),
            isNull(contactRelays.endedAt),
          ),
        )
        .orderBy(desc(contactRelays.id))
        .limit(1)
    )[0]?.number;

  /**
   * The title transfer after the dealer's completion (docs/domain.md "Title transfer"): the dealer sends his
   * proof (a PDF upload of his), the seller confirms it and the deal moves from TRANSACTION to COMPLETE.
   */
  const confirmTransfer = async (dealerId: number, sellerId: number, auctionId: number) => {
    const url = await createUploadedFile(ctx.db, {
      dealerId,
      url: `/uploads/test/transfer-${auctionId}.pdf`,
    });
    await ctx.storage.put(url.replace(/^\//, ''), Buffer.from('%PDF-1.7\n'));
    const proof = await ctx.call(
      api.titleTransfers.submit,
      {
        params: { id: String(auctionId) },
        body: { document: { url, kind: 'REGISTRATION' }, maskingConfirmed: true },
      },
      dealerId,
    );
    expect(proof.status, proof.message).toBe(200);
    const confirmed = await ctx.call(
      api.titleTransfers.sellerConfirm,
      { params: { id: String(auctionId) } },
      sellerId,
    );
    expect(confirmed.status, confirmed.message).toBe(200);
    return confirmed;
  };

  it("the deal as the seller sees it: the dealer's phone only from RESERVATION on; notices at each step; review after the completion", async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await kit.endedAuction(seller.id, [5_000_000]);
    const { dealer, bid } = bids[0]!;
    expect((await kit.select(seller.id, auction.id, bid.id)).status).toBe(200);
    const phoneAt = async () => (await kit.detail(seller.id, auction.id)).data.deal?.dealer.phone;

    let view = (await kit.detail(seller.id, auction.id)).data;
    expect(view.deal).toMatchObject({
      status: 'DEALER_CONFIRM',
      price: 5_000_000,
      dealer: { name: dealer.name, agencyName: dealer.agencyName, phone: null },
    });
    expect(view).toMatchObject({ selectedBiddingId: bid.id, canReport: true, canReview: false });
    expect(JSON.stringify(view)).not.toContain(dealer.phoneNumber);

    expect((await kit.dealerStep(dealer.id, auction.id, 'confirm-bidding')).status).toBe(200);
    expect(await phoneAt()).toBeNull();
    expect(await kit.lastAlimtalk(seller.phoneNumber)).toMatchObject({ template: 'SELLER_DEAL_CONFIRMED' });

    await kit.payFee(auction.id, dealer.name);
    // The dealer's relay number, never the real one (docs/domain.md "Contact relay").
    const dealerRelay = await relayOf(auction.id, 'DEALER');
    expect(dealerRelay).toMatch(/^0507-/);
    expect(await phoneAt()).toBe(dealerRelay);
    const paidNotice = await kit.lastAlimtalk(seller.phoneNumber);
    expect(paidNotice?.template).toBe('SELLER_DEAL_CONTACT');
    expect(paidNotice?.body).toContain(dealer.name);
    expect(paidNotice?.body).toContain(dealer.agencyName);
    expect(paidNotice?.body).toContain(dealerRelay);
    expect(paidNotice?.body).not.toContain(dealer.phoneNumber);

    expect(
      (await kit.dealerStep(dealer.id, auction.id, 'reservation', { reservedAt: kit.tomorrow() })).status,
    ).toBe(200);
    expect(await phoneAt()).toBe(dealerRelay);
    const early = await kit.review(seller.id, auction.id, { ratings: 5 });
    expect(early.status).toBe(409);
    expect(early.errorCode).toBe('REVIEW_NOT_ALLOWED');
    expect(early.message).toBe(SELLER_REVIEW_MESSAGES.notReviewable);

    const done = await kit.dealerStep(
      dealer.id,
      auction.id,
      'complete',
      await kit.completeBody(dealer.id, 5_000_000),
    );
    expect(done.status, done.message).toBe(200);
    expect(await kit.lastAlimtalk(seller.phoneNumber)).toMatchObject({ template: 'SELLER_DEAL_COMPLETED' });
    // The completion opens the title transfer (TRANSACTION), a completed trade: the seller may review.
    view = (await kit.detail(seller.id, auction.id)).data;
    expect(view.deal).toMatchObject({
      status: 'TRANSACTION',
      finalPrice: 5_000_000,
      dealer: { phone: dealerRelay },
      titleTransfer: { status: 'WAITING' },
    });
    expect(view.deal?.completedAt).toBe(ctx.clock.now().toISOString());
    expect(view).toMatchObject({ canReview: true, hasReview: false, canSelect: false, canWithdraw: false });

    // The transfer's confirmation closes the trade (COMPLETE); the relay stays until its grace days end.
    await confirmTransfer(dealer.id, seller.id, auction.id);
    view = (await kit.detail(seller.id, auction.id)).data;
    expect(view.deal).toMatchObject({
      status: 'COMPLETE',
      finalPrice: 5_000_000,
      dealer: { phone: dealerRelay },
      titleTransfer: { status: 'CONFIRMED', confirmedBy: 'SELLER' },
    });
    expect(view).toMatchObject({ canReview: true, hasReview: false, canSelect: false, canWithdraw: false });
  });

  describe('runner-up offer (ADR 011)', () => {
    it('the winner cancels after confirming: the seller gets the window back, picks the second bid, and that deal runs to COMPLETE', async () => {
      const seller = await createSeller(ctx.db);
      const { auction, bids } = await kit.endedAuction(seller.id, [5_000_000, 4_000_000, 3_000_000]);
      const [first, second, third] = bids as [(typeof bids)[0], (typeof bids)[0], (typeof bids)[0]];
      expect((await kit.select(seller.id, auction.id, first.bid.id)).status).toBe(200);
      expect((await kit.dealerStep(first.dealer.id, auction.id, 'confirm-bidding')).status).toBe(200);
      const now = ctx.clock.now();

      const canceled = await kit.dealerStep(first.dealer.id, auction.id, 'cancel', { reason: '개인 사정' });
      expect(canceled.status, canceled.message).toBe(200);
      // The first winner reads its own deal as cancelled, with its ban.
      expect(canceled.data).toMatchObject({ status: 'DEALER_CANCELED', banDays: 7 });

      const reopened = await kit.auctionRow(auction.id);
      expect(reopened).toMatchObject({
        status: 'TIME_EXPIRED',
        selectExpireAt: new Date(now.getTime() + ctx.config.SELECT_WINDOW_HOURS * HOUR),
        maxBiddingPrice: 4_000_000,
        bidderCount: 2,
      });
      expect(await kit.bidRow(first.bid.id)).toMatchObject({
        canceledAt: now,
        cancelReason: RUNNER_UP_BID_CANCEL_REASON,
      });
      const [history] = await kit.dealsOf(auction.id);
      expect(history).toMatchObject({ dealerId: first.dealer.id, canceledAt: now, canceledBy: 'DEALER' });
      const firstPenalties = await ctx.db
        .select()
        .from(penalties)
        .where(eq(penalties.dealerId, first.dealer.id));
      expect(firstPenalties).toMatchObject([{ kind: 'DEAL_CANCEL', banDays: 7, auctionId: auction.id }]);
      const offer = await kit.lastAlimtalk(seller.phoneNumber);
      expect(offer?.template).toBe('SELLER_RUNNER_UP_OFFER');
      expect(offer?.body).toContain(formatDotDateTime(reopened.selectExpireAt));

      let view = (await kit.detail(seller.id, auction.id)).data;
      expect(view).toMatchObject({
        status: 'TIME_EXPIRED',
        canSelect: true,
        isRunnerUpOffer: true,
        selectedBiddingId: null,
        canReport: true,
        deal: { status: 'DEALER_CANCELED', price: 5_000_000, dealer: { phone: null } },
      });
      expect(view.bids.map((bid) => bid.id)).toEqual([second.bid.id, third.bid.id]);

      // The dealer side: the first winner sees its cancelled deal; the others see a selection again.
      const firstView = await ctx.call(
        api.auctions.detail,
        { params: { id: String(auction.id) } },
        first.dealer.id,
      );
      expect(firstView.data).toMatchObject({ status: 'DEALER_CANCELED', isWinner: true, user: null });
      expect(firstView.data.deal).toMatchObject({ status: 'DEALER_CANCELED', cancelReason: '개인 사정' });
      const list = await ctx.call(api.deals.list, { query: { page: 1, size: 12 } }, first.dealer.id);
      expect(list.data.items.find((item) => item.id === auction.id)?.status).toBe('DEALER_CANCELED');
      const secondView = await ctx.call(
        api.auctions.detail,
        { params: { id: String(auction.id) } },
        second.dealer.id,
      );
      expect(secondView.data).toMatchObject({
        status: 'TIME_EXPIRED',
        isWinner: false,
        maxBiddingPrice: 4_000_000,
        bidderCount: 2,
      });
      const winner = await ctx.call(
        api.deals.winner,
        { params: { id: String(auction.id) } },
        third.dealer.id,
      );
      expect(winner.data).toBeNull();
      const bidding = await ctx.call(
        api.auctions.biddingList,
        { query: { page: 1, size: 12 } },
        second.dealer.id,
      );
      expect(bidding.data.items.find((item) => item.id === auction.id)?.result).toBe('SELECTING');

      // The cancelled bid cannot be selected; the second can, and its deal starts at DEALER_CONFIRM.
      expect((await kit.select(seller.id, auction.id, first.bid.id)).status).toBe(404);
      const picked = await kit.select(seller.id, auction.id, second.bid.id);
      expect(picked.status, picked.message).toBe(200);
      expect(picked.data).toMatchObject({ status: 'DEALER_CONFIRM' });
      view = (await kit.detail(seller.id, auction.id)).data;
      expect(view).toMatchObject({
        isRunnerUpOffer: false,
        selectedBiddingId: second.bid.id,
        deal: { status: 'DEALER_CONFIRM', price: 4_000_000, dealer: { name: second.dealer.name } },
      });
      // The first winner can no longer act on the auction.
      expect((await kit.dealerStep(first.dealer.id, auction.id, 'confirm-bidding')).status).toBe(409);

      expect((await kit.dealerStep(second.dealer.id, auction.id, 'confirm-bidding')).status).toBe(200);
      await kit.payFee(auction.id, second.dealer.name);
      // The seller's contact reaches the new winner, never the first one.
      const secondDeal = await ctx.call(
        api.auctions.detail,
        { params: { id: String(auction.id) } },
        second.dealer.id,
      );
      expect(secondDeal.data).toMatchObject({ status: 'RESERVATION', isWinner: true });
      expect(secondDeal.data.user).toEqual({
        name: seller.name,
        phone: await relayOf(auction.id, 'SELLER'),
        phoneNote: null,
      });
      const firstAgain = await ctx.call(
        api.auctions.detail,
        { params: { id: String(auction.id) } },
        first.dealer.id,
      );
      expect(firstAgain.data).toMatchObject({ status: 'DEALER_CANCELED', isWinner: true, user: null });
      expect(JSON.stringify(firstAgain.data)).not.toContain(seller.phoneNumber);
      expect((await kit.detail(seller.id, auction.id)).data.deal?.dealer.phone).toBe(
        await relayOf(auction.id, 'DEALER'),
      );

      expect(
        (await kit.dealerStep(second.dealer.id, auction.id, 'reservation', { reservedAt: kit.tomorrow() }))
          .status,
      ).toBe(200);
      const done = await kit.dealerStep(
        second.dealer.id,
        auction.id,
        'complete',
        await kit.completeBody(second.dealer.id, 4_000_000),
      );
      expect(done.status, done.message).toBe(200);
      expect(await kit.auctionRow(auction.id)).toMatchObject({ status: 'TRANSACTION' });
      await confirmTransfer(second.dealer.id, seller.id, auction.id);
      expect(await kit.auctionRow(auction.id)).toMatchObject({ status: 'COMPLETE' });
      const rows = await kit.dealsOf(auction.id);
      expect(rows.map((row) => [row.dealerId, row.canceledAt !== null])).toEqual([
        [first.dealer.id, true],
        [second.dealer.id, false],
      ]);
      expect((await kit.detail(seller.id, auction.id)).data).toMatchObject({
        canReview: true,
        deal: { status: 'COMPLETE', finalPrice: 4_000_000 },
      });
      // The first winner's penalties stayed as they were.
      expect(
        await ctx.db.select().from(penalties).where(eq(penalties.dealerId, first.dealer.id)),
      ).toHaveLength(1);
    });

    it('the winner misses the 60-minute fee window: the deal clock offers the runner-up; past the new window selecting is 409', async () => {
      const seller = await createSeller(ctx.db);
      const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_500_000]);
      const [first, second] = bids as [(typeof bids)[0], (typeof bids)[0]];
      await kit.select(seller.id, auction.id, first.bid.id);
      await kit.dealerStep(first.dealer.id, auction.id, 'confirm-bidding');
      const deadline = (await kit.dealsOf(auction.id))[0]!.depositDeadline!;
      expect(deadline).toEqual(new Date(ctx.clock.now().getTime() + 60 * MINUTE));

      const result = await runDealClock(ctx.db, {
        now: deadline,
        alimtalk: outboxAlimtalk,
        publicUrl: ctx.config.PUBLIC_URL,
        selectWindowHours: ctx.config.SELECT_WINDOW_HOURS,
      });
      expect(result.depositExpired).toContain(auction.id);
      expect(result.runnerUpOffered).toContain(auction.id);
      const windowEnd = new Date(deadline.getTime() + 24 * HOUR);
      expect(await kit.auctionRow(auction.id)).toMatchObject({
        status: 'TIME_EXPIRED',
        selectExpireAt: windowEnd,
        statusChangedAt: deadline,
        maxBiddingPrice: 5_500_000,
        bidderCount: 1,
      });
      expect((await kit.dealsOf(auction.id))[0]).toMatchObject({
        canceledBy: 'SYSTEM',
        cancelReason: '입금 기한 초과',
        canceledAt: deadline,
      });
      expect(await kit.bidRow(first.bid.id)).toMatchObject({ canceledAt: deadline });
      expect((await kit.lastAlimtalk(seller.phoneNumber))?.template).toBe('SELLER_RUNNER_UP_OFFER');
      // The first winner pressing "입금 확인" now learns the deadline passed.
      const late = await kit.dealerStep(first.dealer.id, auction.id, 'check-deposit');
      expect(late.status).toBe(409);
      expect(late.message).toBe(DEAL_MESSAGES.depositExpired);

      const original = ctx.clock.now();
      try {
        ctx.clock.set(new Date(windowEnd.getTime() - MINUTE));
        expect((await kit.detail(seller.id, auction.id)).data).toMatchObject({
          canSelect: true,
          isRunnerUpOffer: true,
        });
        ctx.clock.set(windowEnd);
        expect((await kit.detail(seller.id, auction.id)).data).toMatchObject({
          canSelect: false,
          isRunnerUpOffer: false,
        });
        const tooLate = await kit.select(seller.id, auction.id, second.bid.id);
        expect(tooLate.status).toBe(409);
        expect(tooLate.message).toBe(DEAL_MESSAGES.wrongState);
        expect((await kit.auctionRow(auction.id)).status).toBe('TIME_EXPIRED');
      } finally {
        ctx.clock.set(original);
      }
    });

    it('with no other bid a dealer could take, the auction stays DEALER_CANCELED as before', async () => {
      const seller = await createSeller(ctx.db);
      const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_000_000]);
      const [first, second] = bids as [(typeof bids)[0], (typeof bids)[0]];
      // The only other bidder is banned.
      await ctx.db
        .update(dealers)
        .set({ penaltyExpiredAt: new Date(ctx.clock.now().getTime() + 7 * DAY) })
        .where(eq(dealers.id, second.dealer.id));
      await kit.select(seller.id, auction.id, first.bid.id);
      const canceled = await kit.dealerStep(first.dealer.id, auction.id, 'cancel', { reason: '개인 사정' });
      expect(canceled.status).toBe(200);
      expect(await kit.auctionRow(auction.id)).toMatchObject({
        status: 'DEALER_CANCELED',
        maxBiddingPrice: 6_000_000,
      });
      expect((await kit.bidRow(first.bid.id)).canceledAt).toBeNull();
      expect((await kit.lastAlimtalk(seller.phoneNumber))?.template).toBe('SELLER_DEAL_CANCELED');
      const view = (await kit.detail(seller.id, auction.id)).data;
      expect(view).toMatchObject({
        status: 'DEALER_CANCELED',
        canSelect: false,
        isRunnerUpOffer: false,
        deal: { status: 'DEALER_CANCELED' },
      });

      // A single bid: the deal clock's expiry leaves it DEALER_CANCELED too.
      const lone = await kit.endedAuction(seller.id, [3_000_000]);
      await kit.select(seller.id, lone.auction.id, lone.bids[0]!.bid.id);
      await kit.dealerStep(lone.bids[0]!.dealer.id, lone.auction.id, 'confirm-bidding');
      const deadline = (await kit.dealsOf(lone.auction.id))[0]!.depositDeadline!;
      const result = await runDealClock(ctx.db, {
        now: deadline,
        alimtalk: outboxAlimtalk,
        publicUrl: ctx.config.PUBLIC_URL,
      });
      expect(result.depositExpired).toContain(lone.auction.id);
      expect(result.runnerUpOffered).not.toContain(lone.auction.id);
      expect((await kit.auctionRow(lone.auction.id)).status).toBe('DEALER_CANCELED');
    });
  });
});
