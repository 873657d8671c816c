// The seller app as tests drive it (over the route table, ctx.call): the seller's detail, selection, review
// and report, the dealer's deal steps, an ended auction with bids, the fee paid by a matching deposit.
import { and, asc, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { api, type RouteInput } from '@autobid/shared';
import { auctions, biddings, deals, notificationOutbox } from '../../src/db/schema';
import { createDepositsService as createDealsService } from '../../src/modules/deposits/deposits.service';
import { outboxAlimtalk } from '../../src/providers/messaging';
import { createAuction, createBid, createDealer, createUploadedFile, kstMidnight } from '../factories';
import type { TestContext } from './test-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The dealer's deal steps a seller's flow drives, by name. */
const DEAL_STEPS = {
  'confirm-bidding': api.deals.confirm,
  cancel: api.deals.cancel,
  'check-deposit': api.deals.checkDeposit,
  reservation: api.deals.reserve,
  complete: api.deals.complete,
} as const;

type DealStep = keyof typeof DEAL_STEPS;
type StepBody<S extends DealStep> = RouteInput<(typeof DEAL_STEPS)[S]>['body'];

export function sellerKit(ctx: TestContext) {
  const deals$ = createDealsService({
    alimtalk: outboxAlimtalk,
    contactRelay: ctx.providers.contactRelay,
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
  });
  const detail = (sellerId: number, auctionId: number) =>
    ctx.call(api.sellers.detail, { params: { id: String(auctionId) } }, sellerId);
  const select = (sellerId: number, auctionId: number, biddingId: number) =>
    ctx.call(api.sellers.select, { params: { id: String(auctionId) }, body: { biddingId } }, sellerId);
  /** A deal step of the winner, with the body the step takes. */
  const dealerStep = <S extends DealStep>(dealerId: number, auctionId: number, step: S, body?: StepBody<S>) =>
    ctx.call(
      DEAL_STEPS[step],
      { params: { id: String(auctionId) }, body } as unknown as RouteInput<(typeof DEAL_STEPS)[S]>,
      dealerId,
    );
  const review = (sellerId: number, auctionId: number, body: RouteInput<typeof api.sellers.review>['body']) =>
    ctx.call(api.sellers.review, { params: { id: String(auctionId) }, body }, sellerId);
  const report = (sellerId: number, auctionId: number, reason: string) =>
    ctx.call(api.sellers.report, { params: { id: String(auctionId) }, body: { reason } }, sellerId);

  const auctionRow = async (id: number) =>
    (await ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;
  const dealsOf = (auctionId: number) =>
    ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)).orderBy(asc(deals.id));
  const bidRow = async (id: number) => (await ctx.db.select().from(biddings).where(eq(biddings.id, id)))[0]!;
  const lastAlimtalk = async (phone: string) =>
    (
      await ctx.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
        .orderBy(desc(notificationOutbox.id))
        .limit(1)
    )[0];

  /** An ended auction in its selection window with one bid per price, each from a new dealer. */
  const endedAuction = async (sellerId: number, prices: number[]) => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerId,
      status: 'TIME_EXPIRED',
      startAt: new Date(now.getTime() - 50 * HOUR),
      endDate: new Date(now.getTime() - 2 * HOUR),
      selectExpireAt: new Date(now.getTime() + 22 * HOUR),
      maxBiddingPrice: Math.max(...prices),
      bidderCount: prices.length,
      color: '검정',
      accident: '없음',
      images: [
        { type: 'MAIN', url: '/uploads/test/main.jpg' },
        { type: 'LEFT_SIDE', url: '/uploads/test/left.jpg' },
      ],
    });
    const bids = [];
    for (const [index, price] of prices.entries()) {
      const dealer = await createDealer(ctx.db, { name: `박상${index}우`, agencyName: `상우모터스${index}` });
      bids.push({
        dealer,
        bid: await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id, price }),
      });
    }
    return { auction, bids };
  };

  /** Pays the deal in force of the auction from a matching deposit (the webhook's path). */
  const payFee = async (auctionId: number, dealerName: string) => {
    const deal = (await dealsOf(auctionId)).at(-1)!;
    const paid = await deals$.recordDeposit({
      amount: deal.fee!,
      depositorName: `${dealerName} ${deal.depositReference}`,
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK',
    });
    expect(paid.paidAuctionId).toBe(auctionId);
  };
  const tomorrow = () =>
    `${new Date(kstMidnight(ctx.clock.now()).getTime() + 9 * HOUR + DAY).toISOString().slice(0, 10)}T00:00:00`;
  /**
   * A completion body whose photo is this dealer's upload; the flows complete before their trade date
   * (tomorrow), so the dealer confirms the trade happened early (docs/domain.md "Completion").
   */
  const completeBody = async (dealerId: number, finalPrice: number) => ({
    finalPrice,
    earlyTradeConfirmed: true,
    reason: '현장 감가',
    inspectionResult: '외관 양호',
    inspectionImage1: await createUploadedFile(ctx.db, { dealerId }),
  });

  return {
    detail,
    select,
    dealerStep,
    review,
    report,
    auctionRow,
    dealsOf,
    bidRow,
    lastAlimtalk,
    endedAuction,
    payFee,
    tomorrow,
    completeBody,
  };
}
