// Code-link sessions: a code acts as its dealer on its auction only, for its purpose only, for 7 days or until
// the step it was sent for is done; /me tells only what the code's screen shows.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  AUCTION_MESSAGES,
  CODE_LINK_ROUTES,
  COMPLETION_DEADLINE,
  DEAL_MESSAGES,
  type CodeLinkPurpose,
  type CompleteDealRequest,
} from '@autobid/shared';
import { auctions, biddings, dealers, deals as dealsTable, notificationOutbox } from '../src/db/schema';
import { runDealClock } from '../src/jobs/deal-clock';
import { AUCTION_ACCESS_MESSAGES } from '../src/modules/access/access-policy';
import { createCodeLink } from '../src/modules/code-links/code-link-tokens';
import { createDepositsService as createDealsService } from '../src/modules/deposits/deposits.service';
import { outboxAlimtalk } from '../src/providers/messaging';
import {
  createDealAt,
  createDealer,
  createLiveAuction,
  createOperator,
  createUploadedFile,
} from './factories';
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
  // The code link's calls: the code in the path is the only credential.
  const linkMe = (code: string) => ctx.call(api.codeLinks.me, { params: { code } });
  const linkDetail = (code: string) => ctx.call(api.codeLinks.detail, { params: { code } });
  const linkConfirm = (code: string) => ctx.call(api.codeLinks.confirm, { params: { code } });
  const linkCheckDeposit = (code: string) => ctx.call(api.codeLinks.checkDeposit, { params: { code } });
  const linkCancel = (code: string, reason = '판매자와 연락이 되지 않음') =>
    ctx.call(api.codeLinks.cancel, { params: { code }, body: { reason } });
  const linkReserve = (code: string, reservedAt: string) =>
    ctx.call(api.codeLinks.reserve, { params: { code }, body: { reservedAt } });
  const linkComplete = (code: string, body: CompleteDealRequest) =>
    ctx.call(api.codeLinks.complete, { params: { code }, body });
  const linkBid = (code: string, price: number, headers: Record<string, string> = {}) =>
    ctx.call(api.codeLinks.placeBid, { params: { code }, body: { price } }, null, { headers });
  const statusOf = async (auctionId: number) =>
    (await ctx.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, auctionId)))[0]
      ?.status;

  /** The code of the newest link sent to this dealer's phone (the notice of the last step). */
  const lastLinkCode = async (phone: string) => {
    const rows = await ctx.db
      .select({
        link: notificationOutbox.link,
        template: notificationOutbox.template,
        body: notificationOutbox.body,
      })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));
    const withLink = rows.filter((row) => row.link);
    const last = withLink.at(-1);
    if (!last?.link) {
      throw new Error(`no link sent to ${phone}`);
    }
    return {
      code: last.link.slice(last.link.lastIndexOf('/') + 1),
      template: last.template,
      body: last.body,
      link: last.link,
    };
  };
  const isLive = async (code: string) => {
    const session = await linkMe(code);
    if (session.status === 401) {
      expect(session.message).toBe(DEAL_MESSAGES.codeInvalid);
    }
    return session.status === 200;
  };

  it('/me answers only what the screen shows (name, position, agency) and what the code is for', async () => {
    const dealer = await createDealer(ctx.db, { name: '김링크' });
    await ctx.db
      .update(dealers)
      .set({ position: '팀장', agencyName: '링크상사', bankAccountNumber: '110123456789' })
      .where(eq(dealers.id, dealer.id));
    const { auction } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: dealer.id,
      now: ctx.clock.now(),
    });
    const code = await codeFor(dealer.id, auction.id);
    const { status, data, response } = await linkMe(code);
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual(['agencyName', 'codeLink', 'name', 'position']);
    expect(data).toEqual({
      name: '김링크',
      position: '팀장',
      agencyName: '링크상사',
      codeLink: { auctionId: auction.id, purpose: 'DETAIL', expiresAt: expect.any(String) as unknown },
    });
    // Nothing else of the dealer anywhere in the answer: no phone, bank account, e-mail or login name.
    for (const secret of [dealer.phoneNumber, '110123456789', dealer.email, dealer.username]) {
      expect(response.body).not.toContain(secret);
    }
    const expiresAt = new Date(data.codeLink.expiresAt);
    expect(expiresAt.getTime()).toBe(ctx.clock.now().getTime() + 7 * DAY_MS);
  });

  it('refuses /me, the detail and the actions of a dealer under review or rejected with 403', async () => {
    for (const status of ['AUDIT', 'REJECTED'] as const) {
      const { auction, dealer } = await createDealAt(ctx.db, {
        status: 'DEALER_CONFIRM',
        now: ctx.clock.now(),
      });
      await ctx.db.update(dealers).set({ status }).where(eq(dealers.id, dealer.id));
      const code = await codeFor(dealer.id, auction.id);
      const session = await linkMe(code);
      expect(session.status).toBe(403);
      expect(session.message).toBe(AUCTION_ACCESS_MESSAGES.approvedOnly);
      expect((await linkDetail(code)).status).toBe(403);
      expect((await linkConfirm(code)).status).toBe(403);
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
      const session = await linkMe(bad);
      expect(session.status, bad).toBe(401);
      expect(session.message).toBe(DEAL_MESSAGES.codeInvalid);
      expect((await linkConfirm(bad)).status).toBe(401);
    }
    const start = ctx.clock.now();
    try {
      ctx.clock.advance(7 * DAY_MS - 1000);
      expect((await linkMe(code)).status).toBe(200);
      ctx.clock.advance(1000);
      const expired = await linkDetail(code);
      expect(expired.status).toBe(401);
      expect(expired.message).toBe(DEAL_MESSAGES.codeInvalid);
      expect((await linkConfirm(code)).status).toBe(401);
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
      const refused = await linkConfirm(code);
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(DEAL_MESSAGES.codePurpose);
      expect((await linkCancel(code)).status).toBe(409);
      expect((await linkBid(code, 100_000)).status).toBe(409);
      const detail = await linkDetail(code);
      expect(detail.status).toBe(200);
      expect(detail.data).toMatchObject({ id: auction.id, isWinner: true });
    }
    const review = await codeFor(dealer.id, auction.id, 'REVIEW');
    expect((await linkComplete(review, { finalPrice: 3_000_000, inspectionImage1: 'x' })).status).toBe(409);
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
    const detail = await linkDetail(othersCode);
    expect(detail.data).toMatchObject({ id: auction.id, isWinner: false, deal: null });
    const refused = await linkConfirm(othersCode);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(DEAL_MESSAGES.notWinner);
    expect(await statusOf(auction.id)).toBe('DEALER_CONFIRM');
    expect(await statusOf(otherAuction.auction.id)).toBe('DEALER_CONFIRM');

    // A code bound to a hidden auction finds nothing.
    const hidden = await createLiveAuction(ctx.db, { status: 'AUDIT' });
    const hiddenCode = await codeFor(dealer.id, hidden.id);
    const missing = await linkDetail(hiddenCode);
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(AUCTION_MESSAGES.notFound);
  });

  it('walks the deal through the code links it is sent: each step ends the link it was done with', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      price: 5_000_000,
      now: ctx.clock.now(),
    });
    // The same dealer's link to another auction is no business of this deal's steps.
    const other = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      dealerId: dealer.id,
      now: ctx.clock.now(),
    });
    const otherCode = await codeFor(dealer.id, other.auction.id);
    const code = await codeFor(dealer.id, auction.id);
    const confirmed = await linkConfirm(code);
    expect(confirmed.status, confirmed.message).toBe(200);
    expect(confirmed.data).toMatchObject({
      auctionId: auction.id,
      status: 'DEALER_DEPOSIT',
      fee: 170_000,
    });
    // The confirm link is used: every call of it answers 401, as an expired one.
    expect(await isLive(code)).toBe(false);
    for (const [name, send] of [
      ['detail', () => linkDetail(code)],
      ['confirm-bidding', () => linkConfirm(code)],
      ['check-deposit', () => linkCheckDeposit(code)],
    ] as const) {
      const used = await send();
      expect(used.status, name).toBe(401);
      expect(used.message).toBe(DEAL_MESSAGES.codeInvalid);
    }
    const usedCancel = await linkCancel(code);
    expect(usedCancel.status).toBe(401);
    expect(await statusOf(auction.id)).toBe('DEALER_DEPOSIT');

    // The same dealer's link to the other auction still works.
    expect(await isLive(otherCode)).toBe(true);
    const otherConfirm = await linkConfirm(otherCode);
    expect(otherConfirm.status, otherConfirm.message).toBe(200);

    // The confirmation's notice carries the link of the next step.
    const deposit = await lastLinkCode(dealer.phoneNumber);
    expect(deposit.template).toBe('DEAL_CONFIRMED');
    expect(deposit.link).toContain(CODE_LINK_ROUTES.DETAIL);
    const check = await linkCheckDeposit(deposit.code);
    expect(check.status).toBe(409);
    expect(check.message).toBe(DEAL_MESSAGES.depositNotConfirmed);
    const tomorrow = new Date(ctx.clock.now().getTime() + 33 * 3600_000).toISOString().slice(0, 10);
    const reserve = await linkReserve(deposit.code, `${tomorrow}T00:00:00`);
    expect(reserve.status).toBe(409);
    // Refusals end nothing.
    expect(await isLive(deposit.code)).toBe(true);
    const cancel = await linkCancel(deposit.code);
    expect(cancel.status, cancel.message).toBe(200);
    expect(cancel.data).toMatchObject({ status: 'DEALER_CANCELED' });
    expect(await isLive(deposit.code)).toBe(false);
  });

  it('ends the deposit link when the fee is paid, the contact link at the reservation, the completion link at the completion and the review link at the review', async () => {
    const deals = createDealsService({
      ...ctx,
      alimtalk: outboxAlimtalk,
      contactRelay: ctx.providers.contactRelay,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    });
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      price: 3_000_000,
      now: ctx.clock.now(),
    });
    // Confirmed on the dealer's own login: the link of the selection ends all the same.
    const selection = await codeFor(dealer.id, auction.id);
    const confirmed = await ctx.call(api.deals.confirm, { params: { id: auction.id } }, dealer.id);
    expect(confirmed.status).toBe(200);
    expect(await isLive(selection)).toBe(false);

    // The fee arrives by the bank: the "입금 확인" link ends without being pressed.
    const depositLink = await lastLinkCode(dealer.phoneNumber);
    expect(depositLink.template).toBe('DEAL_CONFIRMED');
    const [deal] = await ctx.db.select().from(dealsTable).where(eq(dealsTable.auctionId, auction.id));
    const paid = await deals.recordDeposit({
      amount: deal!.fee!,
      depositorName: `${dealer.name} ${deal!.depositReference}`,
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK',
    });
    expect(paid.paidAuctionId).toBe(auction.id);
    expect(await isLive(depositLink.code)).toBe(false);

    // The seller's contact link ends when the trade date is fixed through it.
    const contactLink = await lastLinkCode(dealer.phoneNumber);
    expect(contactLink.template).toBe('DEAL_DEPOSIT_CONFIRMED');
    const tomorrow = new Date(ctx.clock.now().getTime() + 33 * 3600_000).toISOString().slice(0, 10);
    const reserved = await linkReserve(contactLink.code, `${tomorrow}T00:00:00`);
    expect(reserved.status, reserved.message).toBe(200);
    expect(await isLive(contactLink.code)).toBe(false);

    const completeLink = await lastLinkCode(dealer.phoneNumber);
    expect(completeLink.template).toBe('DEAL_RESERVED');
    expect(completeLink.link).toContain(CODE_LINK_ROUTES.COMPLETE);
    const body = {
      finalPrice: 3_000_000,
      inspectionResult: '외관 양호',
      inspectionImage1: await createUploadedFile(ctx.db, { dealerId: dealer.id }),
      // Tomorrow's trade, completed today (docs/domain.md "Completion").
      earlyTradeConfirmed: true,
    };
    const completed = await linkComplete(completeLink.code, body);
    expect(completed.status, completed.message).toBe(200);
    expect(await isLive(completeLink.code)).toBe(false);
    const again = await linkComplete(completeLink.code, body);
    expect(again.status).toBe(401);

    const reviewLink = await lastLinkCode(dealer.phoneNumber);
    expect(reviewLink.template).toBe('DEAL_COMPLETED');
    expect(await isLive(reviewLink.code)).toBe(true);
    const questions = await ctx.call(api.reference.reviewQuestions, {});
    const answers = questions.data.map((question) => ({ questionId: question.id, answer: '5' as const }));
    const review = (code: string) => ctx.call(api.reviews.create, { body: { code, ratings: 5, answers } });
    const written = await review(reviewLink.code);
    expect(written.status, written.message).toBe(201);
    expect(await isLive(reviewLink.code)).toBe(false);
    const twice = await review(reviewLink.code);
    expect(twice.status).toBe(401);
    expect(twice.message).toBe(DEAL_MESSAGES.codeInvalid);
  });

  it('keeps the completion link through the late-completion reminder, which sends another', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      now: ctx.clock.now(),
    });
    const first = await codeFor(dealer.id, auction.id, 'COMPLETE');
    const start = ctx.clock.now();
    try {
      ctx.clock.advance(27 * 3600_000);
      await runDealClock(ctx.db, {
        now: ctx.clock.now(),
        alimtalk: outboxAlimtalk,
        publicUrl: ctx.config.PUBLIC_URL,
      });
      const reminder = await lastLinkCode(dealer.phoneNumber);
      expect(reminder.template).toBe('DEAL_LATE_COMPLETION');
      expect(reminder.body).toContain(`${COMPLETION_DEADLINE} 거래 완료가 입력되지 않았습니다.`);
      expect(await isLive(first)).toBe(true);
      expect(await isLive(reminder.code)).toBe(true);
    } finally {
      ctx.clock.set(start);
    }
  });

  it('ends every link of the auction when an operator cancels it', async () => {
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'DEALER_DEPOSIT',
      now: ctx.clock.now(),
    });
    const code = await codeFor(dealer.id, auction.id);
    const operator = await createOperator(ctx.db);
    const canceled = await ctx.call(
      api.consoleAuctions.cancel,
      { params: { id: auction.id }, body: { reason: '허위 매물로 확인되었습니다.' } },
      operator.id,
    );
    expect(canceled.status, canceled.response.body).toBe(200);
    expect(await isLive(code)).toBe(false);
  });

  it('ends the selection link when the seller withdraws the listing', async () => {
    const { auction, dealer, seller } = await createDealAt(ctx.db, {
      status: 'DEALER_CONFIRM',
      now: ctx.clock.now(),
    });
    const code = await codeFor(dealer.id, auction.id);
    const withdrawn = await ctx.call(api.listings.withdraw, { params: { id: auction.id } }, seller.id);
    expect(withdrawn.status, withdrawn.response.body).toBe(200);
    expect(await isLive(code)).toBe(false);
  });

  it('bids through a DETAIL code, once per Idempotency-Key', async () => {
    const dealer = await createDealer(ctx.db);
    const auction = await createLiveAuction(ctx.db);
    const code = await codeFor(dealer.id, auction.id);
    const headers = { 'idempotency-key': 'code-bid-1' };
    const first = await linkBid(code, 1_500_000, headers);
    const again = await linkBid(code, 1_500_000, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.data).toMatchObject({
      id: first.data.id,
      auctionId: auction.id,
      price: 1_500_000,
    });
    const bids = await ctx.db.select().from(biddings).where(eq(biddings.auctionId, auction.id));
    expect(bids).toHaveLength(1);
    expect(bids[0]!.dealerId).toBe(dealer.id);
  });
});
