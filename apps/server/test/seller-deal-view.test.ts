// The deal as the seller reads it (docs/domain.md "Listings"): a deal that lapsed says how it ended
// ("입금 기한 초과"), not that the dealer cancelled; the chosen dealer is named the same on the bid and the
// deal card, other bidders masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDealClock } from '../src/jobs/deal-clock';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createSeller } from './factories';
import { sellerKit } from './helpers/seller-kit';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('the seller’s view of a deal', () => {
  let ctx: TestContext;
  let kit: ReturnType<typeof sellerKit>;
  beforeAll(async () => {
    ctx = await createTestContext();
    kit = sellerKit(ctx);
  });
  afterAll(async () => ctx.close());

  it('names the chosen dealer in full on its bid and on the deal card, the others masked', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_500_000]);
    const [first, second] = bids as [(typeof bids)[0], (typeof bids)[0]];
    await kit.select(seller.id, auction.id, first.bid.id);
    const view = (await kit.detail(seller.id, auction.id)).data;
    const named = Object.fromEntries(view.bids.map((bid) => [bid.id, bid.dealer.name]));
    expect(view.deal?.dealer.name).toBe(first.dealer.name);
    expect(named[first.bid.id]).toBe(first.dealer.name);
    expect(named[second.bid.id]).not.toBe(second.dealer.name);
    expect(named[second.bid.id]).toMatch(/\*/);
    expect(view.deal?.ended).toBeNull();
  });

  it('a winner who let the fee window pass: the old deal reads as ended by the deposit deadline', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_500_000]);
    const [first] = bids as [(typeof bids)[0]];
    await kit.select(seller.id, auction.id, first.bid.id);
    await kit.dealerStep(first.dealer.id, auction.id, 'confirm-bidding');
    const deadline = (await kit.dealsOf(auction.id))[0]!.depositDeadline!;
    await runDealClock(ctx.db, {
      now: deadline,
      alimtalk: outboxAlimtalk,
      publicUrl: ctx.config.PUBLIC_URL,
      selectWindowHours: ctx.config.SELECT_WINDOW_HOURS,
    });
    const view = (await kit.detail(seller.id, auction.id)).data;
    expect(view).toMatchObject({ status: 'TIME_EXPIRED', canSelect: true, isRunnerUpOffer: true });
    expect(view.deal).toMatchObject({ status: 'DEALER_CANCELED', ended: 'DEPOSIT_EXPIRED' });
  });

  it('a winner who cancelled: the deal reads as the dealer’s cancellation', async () => {
    const seller = await createSeller(ctx.db);
    const { auction, bids } = await kit.endedAuction(seller.id, [6_000_000, 5_500_000]);
    const [first] = bids as [(typeof bids)[0]];
    await kit.select(seller.id, auction.id, first.bid.id);
    await kit.dealerStep(first.dealer.id, auction.id, 'confirm-bidding');
    const canceled = await kit.dealerStep(first.dealer.id, auction.id, 'cancel', { reason: '개인 사정' });
    expect(canceled.status, canceled.message).toBe(200);
    const view = (await kit.detail(seller.id, auction.id)).data;
    expect(view.deal).toMatchObject({ status: 'DEALER_CANCELED', ended: 'DEALER_CANCELED' });
  });
});
