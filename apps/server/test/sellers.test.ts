// Seller app: phone login, own listings only, bids as the seller sees them, selection of the winner.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  api,
  AUCTION_MESSAGES,
  DEAL_MESSAGES,
  SELLER_MESSAGES,
  type RouteInput,
} from '@autobid/shared';
import { auctions, biddings, deals, notificationOutbox, sellers } from '../src/db/schema';
import { createAuction, createBid, createDealer, createSeller } from './factories';
import { lastSmsCode as lastSmsCodeIn } from './helpers/outbox';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR_MS = 3600_000;

describe('sellers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const requestCode = (phone: string) => ctx.call(api.sellers.requestCode, { body: { phone } });
  const login = (phone: string, authCode: string) =>
    ctx.call(api.sellers.login, { body: { phone, authCode } });
  const detailOf = (sellerId: number, auctionId: number) =>
    ctx.call(api.sellers.detail, { params: { id: auctionId } }, sellerId);
  const select = (sellerId: number, auctionId: number, biddingId: number) =>
    ctx.call(api.sellers.select, { params: { id: auctionId }, body: { biddingId } }, sellerId);
  const lastSmsCode = (phone: string) => lastSmsCodeIn(ctx.db, phone);
  /** An ended auction in its selection window with bids of the given prices. */
  const endedAuction = async (sellerId: number, prices: number[]) => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerId,
      status: 'TIME_EXPIRED',
      startAt: new Date(now.getTime() - 50 * HOUR_MS),
      endDate: new Date(now.getTime() - 2 * HOUR_MS),
      selectExpireAt: new Date(now.getTime() + 22 * HOUR_MS),
      maxBiddingPrice: Math.max(...prices),
      bidderCount: prices.length,
    });
    const bids = [];
    for (const price of prices) {
      const dealer = await createDealer(ctx.db, { name: '박상우', agencyName: '상우모터스' });
      bids.push({
        dealer,
        bid: await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id, price }),
      });
    }
    return { auction, bids };
  };

  it('logs a seller in with the SMS code (one use) and refuses a wrong code', async () => {
    const seller = await createSeller(ctx.db);
    const requested = await requestCode(seller.phoneNumber);
    expect(requested.status).toBe(200);
    const code = await lastSmsCode(seller.phoneNumber);
    const wrong = await login(seller.phoneNumber, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe(ACCOUNT_MESSAGES.phoneCodeMismatch);
    const loggedIn = await login(seller.phoneNumber, code);
    expect(loggedIn.status, loggedIn.message).toBe(200);
    const token = loggedIn.data.accessToken;
    expect(await ctx.app.tokens.verify(token)).toEqual({ id: seller.id, role: 'seller', version: 0 });
    const reused = await login(seller.phoneNumber, code);
    expect(reused.status).toBe(400);
  });

  it('an unknown phone gets the same code flow and becomes a seller (no name yet) once it proves the code', async () => {
    const phone = '01099887766';
    const requested = await requestCode(phone);
    expect(requested.status).toBe(200);
    const code = await lastSmsCode(phone);
    const wrong = await login(phone, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe(ACCOUNT_MESSAGES.phoneCodeMismatch);
    expect(await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, phone))).toEqual([]);
    const loggedIn = await login(phone, code);
    expect(loggedIn.status, loggedIn.message).toBe(200);
    const created = await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, phone));
    expect(created).toHaveLength(1);
    expect(created[0]!.name).toBe('');
    expect(await ctx.app.tokens.verify(loggedIn.data.accessToken)).toEqual({
      id: created[0]!.id,
      role: 'seller',
      version: 0,
    });
  });

  it("lists the seller's own listings only, with status labels, and refuses dealers", async () => {
    const seller = await createSeller(ctx.db);
    const other = await createSeller(ctx.db);
    await createAuction(ctx.db, { sellerId: seller.id, status: 'PROGRESS', model: '내 매물 1' });
    await createAuction(ctx.db, { sellerId: seller.id, status: 'AUDIT', model: '내 매물 2' });
    await createAuction(ctx.db, { sellerId: other.id, status: 'PROGRESS', model: '남의 매물' });
    const list = await ctx.call(api.sellers.list, { query: { page: 1, size: 10 } }, seller.id);
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.items.map((item) => item.model).sort()).toEqual(['내 매물 1', '내 매물 2']);
    expect(list.data.items.find((item) => item.status === 'AUDIT')?.statusLabel).toBe('심사중');
    expect(list.data.items.find((item) => item.status === 'PROGRESS')?.statusLabel).toBe('진행중');

    const dealer = await createDealer(ctx.db);
    expect((await ctx.call(api.sellers.list, {}, await ctx.auth(dealer.id))).status).toBe(403);
    expect((await ctx.call(api.sellers.list, {}, null)).status).toBe(401);
  });

  it("shows an own listing with its active bids (highest first, masked names) and hides another seller's", async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await endedAuction(seller.id, [2_000_000, 3_000_000, 2_500_000]);
    await ctx.db
      .update(biddings)
      .set({ canceledAt: ctx.clock.now() })
      .where(eq(biddings.id, bids[2]!.bid.id));
    const detail = await detailOf(seller.id, auction.id);
    expect(detail.status).toBe(200);
    expect(detail.data.canSelect).toBe(true);
    expect(detail.data.selectExpireAt).toBe(auction.selectExpireAt!.toISOString());
    expect(detail.data.bids.map((bid) => bid.price)).toEqual([3_000_000, 2_000_000]);
    expect(detail.data.bids[0]!.dealer).toEqual({ name: '박*우', agencyName: '상우모터스' });

    const stranger = await createSeller(ctx.db);
    const hidden = await detailOf(stranger.id, auction.id);
    expect(hidden.status).toBe(404);
    expect(hidden.message).toBe(AUCTION_MESSAGES.notFound);
    const selected = await select(stranger.id, auction.id, bids[0]!.bid.id);
    expect(selected.status).toBe(404);
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row?.status).toBe('TIME_EXPIRED');
  });

  it('selects a bid: DEALER_CONFIRM, a deal at the bid price, an Alimtalk to the dealer with a detail link; again 409', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await endedAuction(seller.id, [4_000_000, 3_500_000]);
    const chosen = bids[1]!;
    const response = await select(seller.id, auction.id, chosen.bid.id);
    expect(response.status, response.message).toBe(200);
    expect(response.data).toMatchObject({ auctionId: auction.id, status: 'DEALER_CONFIRM' });
    const [deal] = await ctx.db.select().from(deals).where(eq(deals.auctionId, auction.id));
    expect(deal).toMatchObject({
      dealerId: chosen.dealer.id,
      sellerId: seller.id,
      price: 3_500_000,
      biddingId: chosen.bid.id,
    });
    const [message] = await ctx.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.channel, 'ALIMTALK'),
          eq(notificationOutbox.recipient, chosen.dealer.phoneNumber),
        ),
      )
      .orderBy(desc(notificationOutbox.id))
      .limit(1);
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/alimtalk\/auction\/detail\/[A-Za-z0-9_-]{43}$/);

    const detail = await detailOf(seller.id, auction.id);
    expect(detail.data).toMatchObject({
      canSelect: false,
      selectedBiddingId: chosen.bid.id,
      statusLabel: '낙찰자 확인중',
    });

    const again = await select(seller.id, auction.id, bids[0]!.bid.id);
    expect(again.status).toBe(409);
    expect(again.message).toBe(DEAL_MESSAGES.wrongState);
  });

  it('refuses a selection past the window or before the auction ended (409) and a missing bid id (400)', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await endedAuction(seller.id, [1_000_000]);
    await ctx.db
      .update(auctions)
      .set({ selectExpireAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(auctions.id, auction.id));
    expect((await select(seller.id, auction.id, bids[0]!.bid.id)).status).toBe(409);
    const running = await endedAuction(seller.id, [1_000_000]);
    await ctx.db.update(auctions).set({ status: 'PROGRESS' }).where(eq(auctions.id, running.auction.id));
    expect((await select(seller.id, running.auction.id, running.bids[0]!.bid.id)).status).toBe(409);
    // No bid id: a body the schema refuses, sent as it is.
    const missing = await ctx.call(
      api.sellers.select,
      { params: { id: auction.id } } as RouteInput<typeof api.sellers.select>,
      seller.id,
      { invalidBody: {} },
    );
    expect(missing.status).toBe(400);
    expect(missing.message).toBe(SELLER_MESSAGES.biddingRequired);
  });
});
