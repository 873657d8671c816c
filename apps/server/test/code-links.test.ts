// Code-link sessions: a code acts as its dealer on its auction only, for its purpose only, for 7 days.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES, DEAL_MESSAGES, type CodeLinkPurpose } from '@autobid/shared';
import { auctions, biddings, dealers } from '../src/db/schema';
import { createCodeLink } from '../src/modules/code-links/code-links.repository';
import { createDealAt, createDealer, createLiveAuction } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const DAY_MS = 24 * 3600 * 1000;

describe('code links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const codeFor = async (dealerId: number, auctionId: number, purpose: CodeLinkPurpose = 'DETAIL') =>
    (await createCodeLink(ctx.db, { dealerId, auctionId, purpose, now: ctx.clock.now() })).code;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const response = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.json<{ code: number; message: string; data: Record<string, unknown> | null }>(),
    };
  };
  const statusOf = async (auctionId: number) =>
    (await ctx.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, auctionId)))[0]
      ?.status;

  it('/me answers the bound dealer profile and what the code is for', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const code = await codeFor(dealer.id, auction.id);
    const me = await call('GET', `/v1/dealers/code/${code}/me`);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: dealer.id,
      username: dealer.username,
      status: 'APPROVED',
      codeLink: { auctionId: auction.id, purpose: 'DETAIL' },
    });
    const expiresAt = new Date((me.body.data!.codeLink as { expiresAt: string }).expiresAt);
    expect(expiresAt.getTime()).toBe(ctx.clock.now().getTime() + 7 * DAY_MS);
  });

  it('/me answers a dealer under review or rejected too, but their actions and the detail are refused', async () => {
    for (const status of ['AUDIT', 'REJECTED'] as const) {
      const { auction, dealer } = await createDealAt(ctx.db, {
        status: 'DEALER_CONFIRM',
        now: ctx.clock.now(),
      });
      await ctx.db.update(dealers).set({ status }).where(eq(dealers.id, dealer.id));
      const code = await codeFor(dealer.id, auction.id);
      const me = await call('GET', `/v1/dealers/code/${code}/me`);
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ status });
      expect((await call('GET', `/v1/dealers/auction/code/${code}`)).status).toBe(403);
      expect((await call('POST', `/v1/dealers/auction/code/${code}/confirm-bidding`)).status).toBe(403);
      expect(await statusOf(auction.id)).toBe('DEALER_CONFIRM');
    }
  });

  it('a wrong, malformed or expired code answers 401', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const code = await codeFor(dealer.id, auction.id);
    const unknown = 'A'.repeat(43);
    for (const bad of [unknown, 'short', `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`]) {
      const me = await call('GET', `/v1/dealers/code/${bad}/me`);
      expect(me.status, bad).toBe(401);
      expect(me.body.message).toBe(DEAL_MESSAGES.codeInvalid);
      expect((await call('POST', `/v1/dealers/auction/code/${bad}/confirm-bidding`)).status).toBe(401);
    }
    const start = ctx.clock.now();
    try {
      ctx.clock.advance(7 * DAY_MS - 1000);
      expect((await call('GET', `/v1/dealers/code/${code}/me`)).status).toBe(200);
      ctx.clock.advance(1000);
      const expired = await call('GET', `/v1/dealers/auction/code/${code}`);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(DEAL_MESSAGES.codeInvalid);
      expect((await call('POST', `/v1/dealers/auction/code/${code}/confirm-bidding`)).status).toBe(401);
    } finally {
      ctx.clock.set(start);
    }
    expect(await statusOf(auction.id)).toBe('DEALER_CONFIRM');
  });

  it('a code of another purpose answers 409 for actions it does not cover (the session stays), and still opens the detail', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    for (const purpose of ['REVIEW', 'COMPLETE'] as const) {
      const code = await codeFor(dealer.id, auction.id, purpose);
      const refused = await call('POST', `/v1/dealers/auction/code/${code}/confirm-bidding`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(DEAL_MESSAGES.codePurpose);
      expect(
        (
          await call('POST', `/v1/dealers/auction/code/${code}/cancel`, {
            reason: '판매자와 연락이 되지 않음',
          })
        ).status,
      ).toBe(409);
      expect(
        (await call('POST', `/v1/dealers/auction/code/${code}/bidding/`, { price: 100_000 })).status,
      ).toBe(409);
      const detail = await call('GET', `/v1/dealers/auction/code/${code}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ id: auction.id, isWinner: true });
    }
    const review = await codeFor(dealer.id, auction.id, 'REVIEW');
    expect(
      (
        await call('POST', `/v1/dealers/auction/code/${review}/complete`, {
          finalPrice: 3_000_000,
          inspectionImage1: 'x',
        })
      ).status,
    ).toBe(409);
    expect(await statusOf(auction.id)).toBe('DEALER_CONFIRM');
  });

  it("acts only as its dealer on its auction: another dealer's code on the auction is not the winner", async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const other = await createDealer(ctx.db);
    const otherAuction = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: other.id,
      now: ctx.clock.now(),
    });
    const othersCode = await codeFor(other.id, auction.id);
    const detail = await call('GET', `/v1/dealers/auction/code/${othersCode}`);
    expect(detail.body.data).toMatchObject({ id: auction.id, isWinner: false, deal: null });
    const refused = await call('POST', `/v1/dealers/auction/code/${othersCode}/confirm-bidding`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DEAL_MESSAGES.notWinner);
    expect(await statusOf(auction.id)).toBe('DEALER_CONFIRM');
    expect(await statusOf(otherAuction.auction.id)).toBe('DEALER_CONFIRM');

    // A code bound to a hidden auction finds nothing.
    const hidden = await createLiveAuction(ctx.db, { status: 'AUDIT' });
    const hiddenCode = await codeFor(dealer.id, hidden.id);
    const missing = await call('GET', `/v1/dealers/auction/code/${hiddenCode}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(AUCTION_MESSAGES.notFound);
  });

  it('walks the deal through the code path: confirm, then the state machine answers as on the id path', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      price: 5_000_000,
      now: ctx.clock.now(),
    });
    const code = await codeFor(dealer.id, auction.id);
    const confirmed = await call('POST', `/v1/dealers/auction/code/${code}/confirm-bidding`);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      auctionId: auction.id,
      status: 'DEALER_DEPOSIT',
      fee: 170_000,
    });
    const check = await call('POST', `/v1/dealers/auction/code/${code}/check-deposit`);
    expect(check.status).toBe(409);
    expect(check.body.message).toBe(DEAL_MESSAGES.depositNotConfirmed);
    const tomorrow = new Date(ctx.clock.now().getTime() + 33 * 3600_000).toISOString().slice(0, 10);
    const reserve = await call('POST', `/v1/dealers/auction/code/${code}/reservation`, {
      reservedAt: `${tomorrow}T00:00:00`,
    });
    expect(reserve.status).toBe(409);
    const cancel = await call('POST', `/v1/dealers/auction/code/${code}/cancel`, {
      reason: '판매자와 연락이 되지 않음',
    });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'DEALER_CANCELED' });
  });

  it('bids through a DETAIL code, once per Idempotency-Key', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const code = await codeFor(dealer.id, auction.id);
    const headers = { 'idempotency-key': 'code-bid-1' };
    const first = await call(
      'POST',
      `/v1/dealers/auction/code/${code}/bidding/`,
      { price: 1_500_000 },
      headers,
    );
    const again = await call(
      'POST',
      `/v1/dealers/auction/code/${code}/bidding/`,
      { price: 1_500_000 },
      headers,
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({
      id: first.body.data!.id,
      auctionId: auction.id,
      price: 1_500_000,
    });
    const bids = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auction.id));
    expect(bids).toHaveLength(1);
    expect(bids[0]!.dealerId).toBe(dealer.id);
  });
});
