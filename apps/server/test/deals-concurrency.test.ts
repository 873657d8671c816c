// Deal steps under concurrency: twin requests sent at once make exactly one transition, one penalty,
// one set of notices. On PostgreSQL (TEST_DATABASE_URL) the requests really overlap.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEAL_MESSAGES, type CompleteDealRequest } from '@autobid/shared';
import { auctions, biddings, deals, deposits, notificationOutbox, penalties } from '../src/db/schema';
import { runDealClock } from '../src/jobs/deal-clock';
import { createDepositsService as createDealsService } from '../src/modules/deposits/deposits.service';
import { outboxAlimtalk } from '../src/providers/messaging';
import { createBid, createDealAt, createDealer, createUploadedFile } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const TWINS = 5;

describe('deals under concurrency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  // The winner's deal steps, each on the auction's id.
  const confirm = (dealerId: number, auctionId: number, key?: string) =>
    ctx.call(
      api.deals.confirm,
      { params: { id: auctionId } },
      dealerId,
      key ? { headers: { 'idempotency-key': key } } : {},
    );
  const complete = (dealerId: number, auctionId: number, body: CompleteDealRequest) =>
    ctx.call(api.deals.complete, { params: { id: auctionId }, body }, dealerId);
  const cancel = (dealerId: number, auctionId: number, reason: string) =>
    ctx.call(api.deals.cancel, { params: { id: auctionId }, body: { reason } }, dealerId);
  const checkDeposit = (dealerId: number, auctionId: number) =>
    ctx.call(api.deals.checkDeposit, { params: { id: auctionId } }, dealerId);
  const auctionStatus = async (id: number) =>
    (await ctx.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)))[0]?.status;
  const alimtalkTo = async (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));

  it('confirm-bidding sent at once: one transition, the others 409', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const answers = await Promise.all(Array.from({ length: TWINS }, () => confirm(dealer.id, auction.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: TWINS - 1 }, () => 409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.message).toBe(DEAL_MESSAGES.notDealerConfirm);
    }
    expect(await auctionStatus(auction.id)).toBe('DEALER_DEPOSIT');
    expect(await alimtalkTo(dealer.phoneNumber)).toHaveLength(1);
  });

  it('confirm-bidding with the same Idempotency-Key at once: one transition, every answer the same', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => confirm(dealer.id, auction.id, 'same-key')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: TWINS }, () => 200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(await alimtalkTo(dealer.phoneNumber)).toHaveLength(1);
  });

  it('complete sent at once: one completion, one set of notices', async () => {
    const { auction, dealer, seller } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      price: 3_000_000,
      now: ctx.clock.now(),
    });
    const body = {
      finalPrice: 3_000_000,
      inspectionImage1: await createUploadedFile(ctx.db, { dealerId: dealer.id }),
    };
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => complete(dealer.id, auction.id, body)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array.from({ length: TWINS - 1 }, () => 409),
    ]);
    expect(await auctionStatus(auction.id)).toBe('TRANSACTION');
    expect(await alimtalkTo(dealer.phoneNumber)).toHaveLength(1);
    expect(await alimtalkTo(seller.phoneNumber)).toHaveLength(1);
  });

  it('cancel sent at once: one cancellation, one penalty', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, { status: 'RESERVATION', now: ctx.clock.now() });
    const answers = await Promise.all(
      Array.from({ length: TWINS }, () => cancel(dealer.id, auction.id, '개인 사정')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array.from({ length: TWINS - 1 }, () => 409),
    ]);
    expect(await ctx.db.select().from(penalties).where(eq(penalties.dealerId, dealer.id))).toHaveLength(1);
  });

  it('cancel racing complete: exactly one of them wins', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      now: ctx.clock.now(),
    });
    const body = {
      finalPrice: 3_000_000,
      inspectionImage1: await createUploadedFile(ctx.db, { dealerId: dealer.id }),
    };
    const [completed, canceled] = await Promise.all([
      complete(dealer.id, auction.id, body),
      cancel(dealer.id, auction.id, '개인 사정'),
    ]);
    expect([completed.status, canceled.status].sort()).toEqual([200, 409]);
    const [deal] = await ctx.db.select().from(deals).where(eq(deals.auctionId, auction.id));
    const status = await auctionStatus(auction.id);
    if (status === 'TRANSACTION') {
      expect(deal?.canceledAt).toBeNull();
    } else {
      expect(deal?.completedAt).toBeNull();
    }
  });

  it("one deposit offered at once by the bank's retries, the dealer's double click and the clock pays its deal once", async () => {
    const { auction, deal, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      price: 3_000_000,
      now: ctx.clock.now(),
    });
    const service = createDealsService({
      alimtalk: outboxAlimtalk,
      contactRelay: ctx.providers.contactRelay,
      db: ctx.db,
      clock: ctx.clock,
      config: ctx.config,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    });
    const notice = {
      amount: 170_000,
      depositorName: `${dealer.name} ${deal.depositReference}`,
      receivedAt: new Date(deal.depositDeadline!.getTime() - 1000),
      source: 'WEBHOOK' as const,
      externalId: `race-${auction.id}`,
    };
    // Recorded but not matched yet (a process stopped between the two): everyone races to pay with it.
    await ctx.db.insert(deposits).values({ ...notice, dealId: null, memo: '', createdAt: ctx.clock.now() });
    const atDeadline = new Date(deal.depositDeadline!.getTime() + 1);
    const [webhooks, clicks, clock] = await Promise.all([
      Promise.all(Array.from({ length: TWINS }, () => service.recordDeposit(notice))),
      Promise.all(Array.from({ length: TWINS }, () => checkDeposit(dealer.id, auction.id))),
      runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: atDeadline, publicUrl: ctx.config.PUBLIC_URL }),
    ]);
    expect(new Set(webhooks.map((w) => w.depositId)).size).toBe(1);
    expect(webhooks.every((w) => w.duplicate)).toBe(true);
    expect(clock.depositExpired).not.toContain(auction.id);
    for (const click of clicks) {
      expect([200, 409]).toContain(click.status);
    }
    expect(await auctionStatus(auction.id)).toBe('RESERVATION');
    const rows = await ctx.db.select().from(deposits).where(eq(deposits.externalId, notice.externalId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.dealId).toBe(deal.id);
    const paidNotices = (await alimtalkTo(dealer.phoneNumber)).filter(
      (n) => n.template === 'DEAL_DEPOSIT_CONFIRMED',
    );
    expect(paidNotices).toHaveLength(1);
    expect(await ctx.db.select().from(penalties).where(eq(penalties.auctionId, auction.id))).toEqual([]);
  });

  it('a deposit pays at most one deal, ever: a second deal cannot take it, even by its reference', async () => {
    const first = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      price: 3_000_000,
      now: ctx.clock.now(),
    });
    const second = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      price: 3_000_000,
      now: ctx.clock.now(),
    });
    const service = createDealsService({
      alimtalk: outboxAlimtalk,
      contactRelay: ctx.providers.contactRelay,
      db: ctx.db,
      clock: ctx.clock,
      config: ctx.config,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    });
    const paid = await service.recordDeposit({
      amount: 170_000,
      depositorName: `${first.dealer.name} ${first.deal.depositReference}`,
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK',
    });
    expect(paid.paidAuctionId).toBe(first.auction.id);
    // Point the paid deposit at the second deal's reference: the link is for good.
    await ctx.db
      .update(deposits)
      .set({ reference: second.deal.depositReference })
      .where(eq(deposits.id, paid.depositId));
    const answers = await Promise.all([
      checkDeposit(second.dealer.id, second.auction.id),
      checkDeposit(second.dealer.id, second.auction.id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([409, 409]);
    expect(answers[0]?.message).toBe(DEAL_MESSAGES.depositNotConfirmed);
    expect(await auctionStatus(second.auction.id)).toBe('DEALER_DEPOSIT');
    const [row] = await ctx.db.select().from(deposits).where(eq(deposits.id, paid.depositId));
    expect(row?.dealId).toBe(first.deal.id);
    // And the unique link refuses a second deposit for the paid deal at the database itself.
    await expect(
      ctx.db.insert(deposits).values({
        dealId: first.deal.id,
        amount: 170_000,
        depositorName: 'x',
        receivedAt: ctx.clock.now(),
        source: 'OPERATOR',
      }),
    ).rejects.toThrow();
  });

  it('the deal clock at the deposit deadline against a matching deposit arriving at that moment: exactly one outcome', async () => {
    const service = createDealsService({
      alimtalk: outboxAlimtalk,
      contactRelay: ctx.providers.contactRelay,
      db: ctx.db,
      clock: ctx.clock,
      config: ctx.config,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    });
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const { auction, bid, deal, dealer, seller } = await createDealAt(ctx.db, {
        status: 'DEALER_DEPOSIT',
        price: 3_000_000,
        now: ctx.clock.now(),
      });
      // Another bid stands, so a lapse gives the seller the runner-up (ADR 011).
      const other = await createDealer(ctx.db);
      await createBid(ctx.db, { auctionId: auction.id, dealerId: other.id, price: 2_900_000 });
      const deadline = deal.depositDeadline!;
      const [webhook, clock] = await Promise.all([
        service.recordDeposit({
          amount: deal.fee!,
          depositorName: `${dealer.name} ${deal.depositReference}`,
          receivedAt: new Date(deadline.getTime() - 1000),
          source: 'WEBHOOK',
          externalId: `deadline-race-${auction.id}`,
        }),
        runDealClock(ctx.db, {
          alimtalk: outboxAlimtalk,
          now: deadline,
          publicUrl: ctx.config.PUBLIC_URL,
          selectWindowHours: ctx.config.SELECT_WINDOW_HOURS,
        }),
      ]);
      const status = await auctionStatus(auction.id);
      const [deposit] = await ctx.db.select().from(deposits).where(eq(deposits.id, webhook.depositId));
      const [dealRow] = await ctx.db.select().from(deals).where(eq(deals.id, deal.id));
      const [bidRow] = await ctx.db.select().from(biddings).where(eq(biddings.id, bid.id));
      const banned = await ctx.db.select().from(penalties).where(eq(penalties.auctionId, auction.id));
      const sellerTemplates = (await alimtalkTo(seller.phoneNumber)).map((n) => n.template);
      if (status === 'RESERVATION') {
        // The deposit was seen first: paid by the webhook or by the clock itself, never cancelled.
        expect(deposit?.dealId).toBe(deal.id);
        expect(dealRow?.canceledAt).toBeNull();
        expect(bidRow?.canceledAt).toBeNull();
        expect(banned).toEqual([]);
        expect(clock.depositExpired).not.toContain(auction.id);
        expect(sellerTemplates).toEqual(['SELLER_DEAL_CONTACT']);
      } else {
        // The clock decided first: the deal lapsed, the transfer waits unmatched for an operator's refund.
        expect(status).toBe('TIME_EXPIRED');
        expect(webhook.paidAuctionId).toBeNull();
        expect(deposit?.dealId).toBeNull();
        expect(dealRow).toMatchObject({ canceledBy: 'SYSTEM', canceledAt: deadline });
        expect(bidRow?.canceledAt).toEqual(deadline);
        expect(banned).toMatchObject([{ kind: 'DEAL_CANCEL' }]);
        expect(clock.runnerUpOffered).toContain(auction.id);
        expect(sellerTemplates).toEqual(['SELLER_RUNNER_UP_OFFER']);
      }
      outcomes.push(status ?? 'missing');
    }
    expect(outcomes.every((status) => status === 'RESERVATION' || status === 'TIME_EXPIRED')).toBe(true);
  });
});
