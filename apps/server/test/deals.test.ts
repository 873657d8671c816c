// The winner's deal steps over HTTP: who may act, every wrong state, fees, deposits, reservation,
// completion, cancellation penalties, the winner view and the deal list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from '@autobid/shared';
import { auctions, deals } from '../src/db/schema';
import { createDealAt } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('deals', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const post = async (dealerId: number | null, url: string, payload?: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: dealerId === null ? {} : await ctx.auth(dealerId),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json<{ message: string; data: Record<string, unknown> | null }>() };
  };
  const rows = async (auctionId: number) => ({
    auction: (await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]!,
    deal: (await ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)))[0]!,
  });

  it('smoke: confirm moves DEALER_CONFIRM to DEALER_DEPOSIT with the fee and deadline', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', price: 5_000_000, now: ctx.clock.now() });
    const response = await post(dealer.id, `/v1/dealers/auction/${auction.id}/confirm-bidding`);
    expect(response.status, response.body.message).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'DEALER_DEPOSIT', fee: 170_000 });
    const after = await rows(auction.id);
    expect(after.auction.status).toBe('DEALER_DEPOSIT');
    expect(after.deal.fee).toBe(170_000);
    const again = await post(dealer.id, `/v1/dealers/auction/${auction.id}/confirm-bidding`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DEAL_MESSAGES.notDealerConfirm);
  });
});
