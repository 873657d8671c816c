// Seller app: phone login, own listings only, bids as the seller sees them, selection of the winner.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUCTION_MESSAGES, DEAL_MESSAGES, SELLER_MESSAGES } from '@autobid/shared';
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

  const post = async (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
    return {
      status: response.statusCode,
      body: response.json<{ message: string; data: Record<string, unknown> | null }>(),
    };
  };
  const get = async <T>(url: string, headers: Record<string, string>) => {
    const response = await ctx.app.inject({ url: `/api${url}`, headers });
    return { status: response.statusCode, body: response.json<{ message: string; data: T }>() };
  };
  const lastSmsCode = (phone: string) => lastSmsCodeIn(ctx.db, phone);
  const sellerAuth = async (sellerId: number) => ctx.auth(sellerId, 'seller');
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
    const requested = await post('/v1/sellers/auth/phone/request', { phone: seller.phoneNumber });
    expect(requested.status).toBe(200);
    const code = await lastSmsCode(seller.phoneNumber);
    const wrong = await post('/v1/sellers/login', {
      phone: seller.phoneNumber,
      authCode: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.phoneCodeMismatch);
    const login = await post('/v1/sellers/login', { phone: seller.phoneNumber, authCode: code });
    expect(login.status, login.body.message).toBe(200);
    const token = String(login.body.data!.accessToken);
    expect(await ctx.app.tokens.verify(token)).toEqual({ id: seller.id, role: 'seller', version: 0 });
    const reused = await post('/v1/sellers/login', { phone: seller.phoneNumber, authCode: code });
    expect(reused.status).toBe(400);
  });

  it('an unknown phone gets the same code flow and becomes a seller (no name yet) once it proves the code', async () => {
    const phone = '01099887766';
    const requested = await post('/v1/sellers/auth/phone/request', { phone });
    expect(requested.status).toBe(200);
    const code = await lastSmsCode(phone);
    const wrong = await post('/v1/sellers/login', { phone, authCode: code === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.phoneCodeMismatch);
    expect(await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, phone))).toEqual([]);
    const login = await post('/v1/sellers/login', { phone, authCode: code });
    expect(login.status, login.body.message).toBe(200);
    const created = await ctx.db.select().from(sellers).where(eq(sellers.phoneNumber, phone));
    expect(created).toHaveLength(1);
    expect(created[0]!.name).toBe('');
    expect(await ctx.app.tokens.verify(String(login.body.data!.accessToken))).toEqual({
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
    const list = await get<{
      items: { model: string; status: string; statusLabel: string }[];
      total: number;
    }>('/v1/sellers/auctions?page=1&size=10', await sellerAuth(seller.id));
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((item) => item.model).sort()).toEqual(['내 매물 1', '내 매물 2']);
    expect(list.body.data.items.find((item) => item.status === 'AUDIT')?.statusLabel).toBe('심사중');
    expect(list.body.data.items.find((item) => item.status === 'PROGRESS')?.statusLabel).toBe('진행중');

    const dealer = await createDealer(ctx.db);
    expect((await get('/v1/sellers/auctions', await ctx.auth(dealer.id))).status).toBe(403);
    expect((await get('/v1/sellers/auctions', {})).status).toBe(401);
  });

  it("shows an own listing with its active bids (highest first, masked names) and hides another seller's", async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await endedAuction(seller.id, [2_000_000, 3_000_000, 2_500_000]);
    await ctx.db
      .update(biddings)
      .set({ canceledAt: ctx.clock.now() })
      .where(eq(biddings.id, bids[2]!.bid.id));
    const detail = await get<{
      id: number;
      canSelect: boolean;
      selectExpireAt: string;
      bids: { id: number; price: number; dealer: { name: string; agencyName: string } }[];
    }>(`/v1/sellers/auctions/${auction.id}`, await sellerAuth(seller.id));
    expect(detail.status).toBe(200);
    expect(detail.body.data.canSelect).toBe(true);
    expect(detail.body.data.selectExpireAt).toBe(auction.selectExpireAt!.toISOString());
    expect(detail.body.data.bids.map((bid) => bid.price)).toEqual([3_000_000, 2_000_000]);
    expect(detail.body.data.bids[0]!.dealer).toEqual({ name: '박*우', agencyName: '상우모터스' });

    const stranger = await createSeller(ctx.db);
    const hidden = await get(`/v1/sellers/auctions/${auction.id}`, await sellerAuth(stranger.id));
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(AUCTION_MESSAGES.notFound);
    const select = await post(
      `/v1/sellers/auctions/${auction.id}/select`,
      { biddingId: bids[0]!.bid.id },
      await sellerAuth(stranger.id),
    );
    expect(select.status).toBe(404);
    const [row] = await ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row?.status).toBe('TIME_EXPIRED');
  });

  it('selects a bid: DEALER_CONFIRM, a deal at the bid price, an Alimtalk to the dealer with a detail link; again 409', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await endedAuction(seller.id, [4_000_000, 3_500_000]);
    const chosen = bids[1]!;
    const auth = await sellerAuth(seller.id);
    const response = await post(
      `/v1/sellers/auctions/${auction.id}/select`,
      { biddingId: chosen.bid.id },
      auth,
    );
    expect(response.status, response.body.message).toBe(200);
    expect(response.body.data).toMatchObject({ auctionId: auction.id, status: 'DEALER_CONFIRM' });
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

    const detail = await get<{ canSelect: boolean; selectedBiddingId: number; statusLabel: string }>(
      `/v1/sellers/auctions/${auction.id}`,
      auth,
    );
    expect(detail.body.data).toMatchObject({
      canSelect: false,
      selectedBiddingId: chosen.bid.id,
      statusLabel: '낙찰자 확인중',
    });

    const again = await post(
      `/v1/sellers/auctions/${auction.id}/select`,
      { biddingId: bids[0]!.bid.id },
      auth,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DEAL_MESSAGES.wrongState);
  });

  it('refuses a selection past the window or before the auction ended (409) and a missing bid id (400)', async () => {
    const seller = await createSeller(ctx.db);
    const auth = await sellerAuth(seller.id);
    const { auction, bids } = await endedAuction(seller.id, [1_000_000]);
    await ctx.db
      .update(auctions)
      .set({ selectExpireAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(auctions.id, auction.id));
    expect(
      (await post(`/v1/sellers/auctions/${auction.id}/select`, { biddingId: bids[0]!.bid.id }, auth)).status,
    ).toBe(409);
    const running = await endedAuction(seller.id, [1_000_000]);
    await ctx.db.update(auctions).set({ status: 'PROGRESS' }).where(eq(auctions.id, running.auction.id));
    expect(
      (
        await post(
          `/v1/sellers/auctions/${running.auction.id}/select`,
          { biddingId: running.bids[0]!.bid.id },
          auth,
        )
      ).status,
    ).toBe(409);
    const missing = await post(`/v1/sellers/auctions/${auction.id}/select`, {}, auth);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(SELLER_MESSAGES.biddingRequired);
  });
});
