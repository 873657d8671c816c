// The seller app as tests drive it: calls as a seller or a dealer, the seller's detail, selection, review
// and report, the dealer's deal steps, an ended auction with bids, the fee paid by a matching deposit.
import { and, asc, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SellerAuctionDetail } from '@autobid/shared';
import { auctions, biddings, deals, notificationOutbox } from '../../src/db/schema';
import { createDepositsService as createDealsService } from '../../src/modules/deposits/deposits.service';
import { outboxAlimtalk } from '../../src/providers/messaging';
import { createAuction, createBid, createDealer, createUploadedFile, kstMidnight } from '../factories';
import type { TestContext } from './test-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type Answer<T = Record<string, unknown>> = {
  status: number;
  message: string;
  errorCode?: string;
  data: T;
};

export function sellerKit(ctx: TestContext) {
  const deals$ = createDealsService({
    alimtalk: outboxAlimtalk,
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
  });
  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ): Promise<Answer<T>> => {
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    const body = response.json<{ message: string; errorCode?: string; data: T }>();
    return { status: response.statusCode, message: body.message, errorCode: body.errorCode, data: body.data };
  };
  const asSeller = (id: number) => ctx.auth(id, 'seller');
  const asDealer = (id: number) => ctx.auth(id);
  const detail = async (sellerId: number, auctionId: number) =>
    call<SellerAuctionDetail>('GET', `/v1/sellers/auctions/${auctionId}`, await asSeller(sellerId));
  const select = async (sellerId: number, auctionId: number, biddingId: number) =>
    call('POST', `/v1/sellers/auctions/${auctionId}/select`, await asSeller(sellerId), { biddingId });
  const dealerStep = async (
    dealerId: number,
    auctionId: number,
    step: string,
    payload?: Record<string, unknown>,
  ) => call('POST', `/v1/dealers/auction/${auctionId}/${step}`, await asDealer(dealerId), payload);
  const review = async (sellerId: number, auctionId: number, payload: Record<string, unknown>) =>
    call('POST', `/v1/sellers/auctions/${auctionId}/review`, await asSeller(sellerId), payload);
  const report = async (sellerId: number, auctionId: number, reason: string) =>
    call('POST', `/v1/sellers/auctions/${auctionId}/report`, await asSeller(sellerId), { reason });

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
    call,
    asSeller,
    asDealer,
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
