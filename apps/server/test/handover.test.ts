// Handover (docs/domain.md "Handover"): the condition sheet dealers bid on, a price changed only by a claim the
// seller accepts or an operator decides, the 24-hour answer clock, the races between them, the refusals at
// their field, the lost-disputes ban and the claim's place in the completion deadline.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_DEPOSIT_MESSAGES,
  CONDITION_MESSAGES,
  DISPUTE_MESSAGES,
  GUIDE_MESSAGES,
  PRICE_CLAIM_MESSAGES,
  api,
  clearConditionReport,
  type ListingRequest,
  type PriceClaimRequest,
} from '@autobid/shared';
import {
  auctions,
  auditLog,
  brands,
  dealers,
  deals,
  deposits,
  disputes,
  notificationOutbox,
  penalties,
  priceClaims,
} from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
import { runAuctionClock } from '../src/jobs/auction-clock';
import { runDealClock } from '../src/jobs/deal-clock';
import { createCodeLink } from '../src/modules/code-links/code-link-tokens';
import { createDepositsService } from '../src/modules/deposits/deposits.service';
import { outboxAlimtalk } from '../src/providers/messaging';
import {
  createAuction,
  createBid,
  createDealAt,
  createDealer,
  createOperator,
  createOwnerConsent,
  createSeller,
  createUploadedFile,
} from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR = 3600_000;
const publicUrl = 'http://localhost:3000';

describe('handover', () => {
  let ctx: TestContext;
  const clock = fixedClock(new Date());
  let operatorId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  /** A bike deal at the handover step (RESERVATION_COMPLETE), sold at `price`, with a complete sheet. */
  const handoverDeal = async (options: { price?: number; dealerId?: number } = {}) => {
    const made = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      price: options.price ?? 3_000_000,
      now: clock.now(),
      dealerId: options.dealerId,
      auction: {
        vehicleType: 'MOTORBIKE',
        conditionReport: clearConditionReport('MOTORBIKE', { chain: { note: '작년 교체' } }),
      },
    });
    return made;
  };
  const photo = (dealerId: number) => createUploadedFile(ctx.db, { dealerId });
  const claimBody = async (
    dealerId: number,
    items: Partial<PriceClaimRequest['items'][number]>[] = [{}],
  ) => ({
    items: await Promise.all(
      items.map(async (item) => ({
        item: 'chain',
        observed: '체인 늘어짐, 스프로킷 마모',
        amount: 100_000,
        photos: [await photo(dealerId)],
        ...item,
      })),
    ),
    memo: '현장 확인',
  });
  const open = (dealerId: number, auctionId: number, body: unknown) =>
    ctx.call(api.priceClaims.open, { params: { id: auctionId }, body: body as PriceClaimRequest }, dealerId);
  const complete = async (dealerId: number, auctionId: number, finalPrice: number) =>
    ctx.call(
      api.deals.complete,
      {
        params: { id: auctionId },
        body: { finalPrice, inspectionImage1: await photo(dealerId), inspectionResult: '외관 확인' },
      },
      dealerId,
    );
  const outbox = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));
  const dealOf = async (auctionId: number) =>
    (await ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)))[0]!;
  /** The audit rows of the claim steps on the auction's deal, oldest first. */
  const claimAudit = async (auctionId: number) =>
    ctx.db
      .select({ action: auditLog.action, actor: auditLog.actor, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'DEAL'), eq(auditLog.targetId, String((await dealOf(auctionId)).id))),
      )
      .orderBy(asc(auditLog.id));

  it('shows dealers the approved sheet; a claim the seller accepts sets the price the deal completes at', async () => {
    const { auction, dealer, seller } = await handoverDeal({ price: 3_000_000 });
    const detail = await ctx.call(api.auctions.detail, { params: { id: auction.id } }, dealer.id);
    expect(detail.data.vehicleType).toBe('MOTORBIKE');
    expect(detail.data.conditionReport?.items.chain).toMatchObject({ state: 'GOOD', note: '작년 교체' });

    const view = await ctx.call(api.priceClaims.view, { params: { id: auction.id } }, dealer.id);
    expect(view.data).toMatchObject({
      canClaim: true,
      winningPrice: 3_000_000,
      agreedPrice: null,
      claims: [],
    });
    expect(view.data.guide.find((g) => g.item === 'chain')).toMatchObject({ min: 50_000, max: 200_000 });

    const sent = await open(
      dealer.id,
      auction.id,
      await claimBody(dealer.id, [{}, { item: 'frontTyre', observed: '마모 80%', amount: 150_000 }]),
    );
    expect(sent.status, sent.message).toBe(201);
    expect(sent.data).toMatchObject({
      status: 'OPEN',
      total: 250_000,
      proposedPrice: 2_750_000,
      items: [
        {
          item: 'chain',
          label: '체인·스프로킷',
          sheet: { stateLabel: '양호', note: '작년 교체' },
          outsideGuide: false,
        },
        { item: 'frontTyre', sheet: { stateLabel: '마모 20%' }, outsideGuide: false },
      ],
    });
    expect((await outbox(seller.phoneNumber)).at(-1)?.template).toBe('SELLER_PRICE_CLAIM');
    expect((await outbox(seller.phoneNumber)).at(-1)?.link).toContain(`/seller/auctions/${auction.id}`);

    // The seller reads it beside the listing and agrees.
    const sellerView = await ctx.call(api.sellers.detail, { params: { id: auction.id } }, seller.id);
    expect(sellerView.data.priceClaims.map((c) => c.id)).toEqual([sent.data.id]);
    const accepted = await ctx.call(
      api.priceClaims.accept,
      { params: { id: auction.id, claimId: sent.data.id } },
      seller.id,
    );
    expect(accepted.data.status).toBe('ACCEPTED');
    expect((await dealOf(auction.id)).agreedPrice).toBe(2_750_000);
    expect((await outbox(dealer.phoneNumber)).at(-1)?.template).toBe('DEAL_PRICE_CLAIM_ACCEPTED');
    expect(await claimAudit(auction.id)).toMatchObject([
      { action: 'PRICE_CLAIM_OPEN', actor: `dealer:${dealer.id}` },
      {
        action: 'PRICE_CLAIM_ACCEPT',
        actor: `seller:${seller.id}`,
        after: { claimStatus: 'ACCEPTED', agreedPrice: 2_750_000 },
      },
    ]);

    // Only the agreed price completes it now.
    const winning = await complete(dealer.id, auction.id, 3_000_000);
    expect(winning.status).toBe(409);
    expect(winning.errorCode).toBe('PRICE_ADJUSTMENT_REQUIRED');
    const done = await complete(dealer.id, auction.id, 2_750_000);
    expect(done.status, done.message).toBe(200);
    expect(await dealOf(auction.id)).toMatchObject({ finalPrice: 2_750_000 });
    // A settled price takes no second claim (the deal is complete anyway).
    expect((await open(dealer.id, auction.id, await claimBody(dealer.id))).status).toBe(409);
  });

  it('a rejected claim is a dispute; the operator decides PARTIAL and the deal completes at that price', async () => {
    const { auction, dealer, seller } = await handoverDeal({ price: 5_000_000 });
    const sent = await open(
      dealer.id,
      auction.id,
      await claimBody(dealer.id, [{ amount: 400_000, reason: '' }]),
    );
    // 400,000 is above the chain's usual range: a reason is needed.
    expect(sent.status).toBe(400);
    expect(sent.message).toBe(PRICE_CLAIM_MESSAGES.reasonOutsideGuide);
    const again = await open(
      dealer.id,
      auction.id,
      await claimBody(dealer.id, [{ amount: 400_000, reason: '체인·스프로킷 세트 교체와 공임' }]),
    );
    expect(again.status).toBe(201);
    expect(again.data.items[0]).toMatchObject({ outsideGuide: true, guide: { min: 50_000, max: 200_000 } });

    const rejected = await ctx.call(
      api.priceClaims.reject,
      {
        params: { id: auction.id, claimId: again.data.id },
        body: { reason: '등록 때 이미 알린 상태입니다.' },
      },
      seller.id,
    );
    expect(rejected.data).toMatchObject({
      status: 'DISPUTED',
      sellerReason: '등록 때 이미 알린 상태입니다.',
    });
    expect(rejected.data.dispute).toMatchObject({ status: 'OPEN', openedBy: 'SELLER' });
    expect((await claimAudit(auction.id)).map((row) => [row.action, row.actor])).toEqual([
      ['PRICE_CLAIM_OPEN', `dealer:${dealer.id}`],
      ['PRICE_CLAIM_REJECT', `seller:${seller.id}`],
    ]);
    expect((await outbox(dealer.phoneNumber)).at(-1)?.template).toBe('DEAL_PRICE_CLAIM_DISPUTED');

    // While it waits, no price completes the deal.
    expect((await complete(dealer.id, auction.id, 5_000_000)).message).toBe(
      PRICE_CLAIM_MESSAGES.completeWhileOpen,
    );

    const list = await ctx.call(api.consoleDisputes.list, { query: { status: 'OPEN' } }, operatorId);
    const row = list.data.items.find((item) => item.auctionId === auction.id)!;
    expect(row).toMatchObject({ openedBy: 'SELLER', claimTotal: 400_000, winningPrice: 5_000_000 });
    const detail = await ctx.call(api.consoleDisputes.detail, { params: { id: row.id } }, operatorId);
    expect(detail.data.listing.conditionReport?.items.chain?.state).toBe('GOOD');
    expect(detail.data.claim.items[0]?.photos).toHaveLength(1);

    const badPartial = await ctx.call(
      api.consoleDisputes.decide,
      { params: { id: row.id }, body: { outcome: 'PARTIAL', amount: 400_000, reason: '절반' } },
      operatorId,
    );
    expect(badPartial.status).toBe(400);
    expect(badPartial.message).toBe(DISPUTE_MESSAGES.amountPartial);
    const decided = await ctx.call(
      api.consoleDisputes.decide,
      { params: { id: row.id }, body: { outcome: 'PARTIAL', amount: 200_000, reason: '체인만 인정' } },
      operatorId,
    );
    expect(decided.status, decided.message).toBe(200);
    expect(decided.data.dispute).toMatchObject({ status: 'DECIDED', outcome: 'PARTIAL', amount: 200_000 });
    expect(decided.data.claim.status).toBe('DECIDED');
    // Twice: 409, nothing changes.
    const twice = await ctx.call(
      api.consoleDisputes.decide,
      { params: { id: row.id }, body: { outcome: 'UPHELD', reason: '다시' } },
      operatorId,
    );
    expect(twice.status).toBe(409);
    expect(twice.errorCode).toBe('DISPUTE_ALREADY_DECIDED');
    expect((await dealOf(auction.id)).agreedPrice).toBe(4_800_000);
    expect((await outbox(seller.phoneNumber)).at(-1)?.template).toBe('SELLER_DISPUTE_DECIDED');
    expect((await outbox(dealer.phoneNumber)).at(-1)?.template).toBe('DEAL_DISPUTE_DECIDED');
    const audit = await ctx.call(api.consoleAudit.list, { query: { action: 'DISPUTE_DECIDE' } }, operatorId);
    expect(audit.data.items.some((entry) => entry.targetId === String(row.id))).toBe(true);

    const done = await complete(dealer.id, auction.id, 4_800_000);
    expect(done.status, done.message).toBe(200);
  });

  it('a claim the seller leaves unanswered for 24 hours goes to the operator; the answer after it is refused', async () => {
    const { auction, dealer, seller } = await handoverDeal();
    const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
    const answerBy = new Date(sent.data.answerBy);
    expect(answerBy.getTime() - clock.now().getTime()).toBe(24 * HOUR);

    const early = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(answerBy.getTime() - 1),
      publicUrl,
    });
    expect(early.claimsDisputed).not.toContain(auction.id);
    const due = await runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: answerBy, publicUrl });
    expect(due.claimsDisputed).toContain(auction.id);
    const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.claimId, sent.data.id));
    expect(dispute).toMatchObject({ status: 'OPEN', openedBy: 'TIMEOUT' });
    // Each step its audit row on the deal: the dealer's claim, then the clock's.
    const steps = await claimAudit(auction.id);
    expect(steps).toMatchObject([
      {
        action: 'PRICE_CLAIM_OPEN',
        actor: `dealer:${dealer.id}`,
        after: { claimStatus: 'OPEN', total: 100_000 },
      },
      { action: 'PRICE_CLAIM_EXPIRE', actor: 'clock', after: { claimStatus: 'DISPUTED' } },
    ]);
    expect((await outbox(seller.phoneNumber)).at(-1)?.template).toBe('SELLER_PRICE_CLAIM_DISPUTED');

    clock.set(new Date(answerBy.getTime() + 1000));
    const late = await ctx.call(
      api.priceClaims.accept,
      { params: { id: auction.id, claimId: sent.data.id } },
      seller.id,
    );
    expect(late.status).toBe(409);
    expect(late.message).toBe(PRICE_CLAIM_MESSAGES.notOpen);
    clock.set(new Date());
  });

  it('an accept racing the 24-hour clock happens once: either the agreement or the dispute', async () => {
    const { auction, dealer, seller } = await handoverDeal();
    const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
    const answerBy = new Date(sent.data.answerBy);
    // The seller's tap one millisecond before the answer time, the clock at it.
    clock.set(new Date(answerBy.getTime() - 1));
    const [accept, tick] = await Promise.all([
      ctx.call(api.priceClaims.accept, { params: { id: auction.id, claimId: sent.data.id } }, seller.id),
      runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: answerBy, publicUrl }),
    ]);
    const [claim] = await ctx.db.select().from(priceClaims).where(eq(priceClaims.id, sent.data.id));
    const rows = await ctx.db.select().from(disputes).where(eq(disputes.claimId, sent.data.id));
    if (accept.status === 200) {
      expect(claim!.status).toBe('ACCEPTED');
      expect(tick.claimsDisputed).not.toContain(auction.id);
      expect(rows).toHaveLength(0);
    } else {
      expect(accept.status).toBe(409);
      expect(claim!.status).toBe('DISPUTED');
      expect(rows).toHaveLength(1);
    }
    clock.set(new Date());
  });

  it('two claims at once: one is sent, the other refused', async () => {
    const { auction, dealer } = await handoverDeal();
    // Both bodies (and their photo rows) first, so the two requests start together.
    const [first, second] = [await claimBody(dealer.id), await claimBody(dealer.id)];
    const [a, b] = await Promise.all([
      open(dealer.id, auction.id, first),
      open(dealer.id, auction.id, second),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await ctx.db.$count(priceClaims, eq(priceClaims.auctionId, auction.id))).toBe(1);
  });

  it('by code link: the winner reads, claims and withdraws under the code; a review code may not', async () => {
    const { auction, dealer, seller } = await handoverDeal();
    const { code } = await createCodeLink(ctx.db, {
      dealerId: dealer.id,
      auctionId: auction.id,
      purpose: 'COMPLETE',
      now: clock.now(),
    });
    const view = await ctx.call(api.priceClaims.codeView, { params: { code } });
    expect(view.status, view.message).toBe(200);
    expect(view.data).toMatchObject({ auctionId: auction.id, canClaim: true, winningPrice: 3_000_000 });
    const body = await claimBody(dealer.id);
    const sent = await ctx.call(api.priceClaims.codeOpen, { params: { code }, body });
    expect(sent.status, sent.message).toBe(201);
    expect(sent.data).toMatchObject({ status: 'OPEN', total: 100_000, proposedPrice: 2_900_000 });
    expect((await outbox(seller.phoneNumber)).at(-1)?.template).toBe('SELLER_PRICE_CLAIM');
    // The same one-claim rule as by id.
    const second = await ctx.call(api.priceClaims.codeOpen, {
      params: { code },
      body: await claimBody(dealer.id),
    });
    expect(second.status).toBe(409);
    expect(second.message).toBe(PRICE_CLAIM_MESSAGES.claimOpen);
    const withdrawn = await ctx.call(api.priceClaims.codeWithdraw, {
      params: { code, claimId: sent.data.id },
    });
    expect(withdrawn.status, withdrawn.message).toBe(200);
    expect(withdrawn.data.status).toBe('WITHDRAWN');

    // A code sent for the review of the seller does not open the claim.
    const review = await createCodeLink(ctx.db, {
      dealerId: dealer.id,
      auctionId: auction.id,
      purpose: 'REVIEW',
      now: clock.now(),
    });
    const refused = await ctx.call(api.priceClaims.codeOpen, {
      params: { code: review.code },
      body: await claimBody(dealer.id),
    });
    expect(refused.status).toBe(409);
    expect(refused.errorCode).toBe('CODE_PURPOSE');
    expect(await ctx.db.$count(priceClaims, eq(priceClaims.auctionId, auction.id))).toBe(1);
  });

  it('two decisions of one dispute at once: one decides, the other is 409, one audit row', async () => {
    const { auction, dealer, seller } = await handoverDeal({ price: 4_000_000 });
    const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
    await ctx.call(
      api.priceClaims.reject,
      { params: { id: auction.id, claimId: sent.data.id }, body: { reason: '등록 때 알린 상태' } },
      seller.id,
    );
    const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.claimId, sent.data.id));
    const other = await createOperator(ctx.db);
    const [a, b] = await Promise.all([
      ctx.call(
        api.consoleDisputes.decide,
        { params: { id: dispute!.id }, body: { outcome: 'UPHELD', reason: '사진으로 확인' } },
        operatorId,
      ),
      ctx.call(
        api.consoleDisputes.decide,
        { params: { id: dispute!.id }, body: { outcome: 'REJECTED', reason: '등록 내용과 같음' } },
        other.id,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.errorCode).toBe('DISPUTE_ALREADY_DECIDED');
    const won = a.status === 200 ? 'UPHELD' : 'REJECTED';
    const [row] = await ctx.db.select().from(disputes).where(eq(disputes.id, dispute!.id));
    expect(row).toMatchObject({ status: 'DECIDED', outcome: won });
    expect((await dealOf(auction.id)).agreedPrice).toBe(won === 'UPHELD' ? 3_900_000 : null);
    const audit = await ctx.call(api.consoleAudit.list, { query: { action: 'DISPUTE_DECIDE' } }, operatorId);
    expect(audit.data.items.filter((entry) => entry.targetId === String(dispute!.id))).toHaveLength(1);
    expect(
      (await outbox(seller.phoneNumber)).filter((n) => n.template === 'SELLER_DISPUTE_DECIDED'),
    ).toHaveLength(1);
  });

  it('refuses a bad claim at its field and writes nothing', async () => {
    const { auction, dealer } = await handoverDeal({ price: 1_000_000 });
    const other = await createDealer(ctx.db);
    const cases: [unknown, number, string][] = [
      [await claimBody(dealer.id, [{ item: 'panel.hood' }]), 400, PRICE_CLAIM_MESSAGES.itemUnknown],
      [await claimBody(dealer.id, [{ amount: 0 }]), 400, PRICE_CLAIM_MESSAGES.amountPositive],
      [await claimBody(dealer.id, [{ amount: -10_000 }]), 400, PRICE_CLAIM_MESSAGES.amountPositive],
      [
        await claimBody(dealer.id, [{ amount: 1_010_000, reason: '전부' }]),
        400,
        PRICE_CLAIM_MESSAGES.amountAboveWinning,
      ],
      [
        await claimBody(dealer.id, [
          { amount: 600_000, reason: '엔진' },
          { item: 'engine', amount: 400_000, reason: '엔진' },
        ]),
        400,
        PRICE_CLAIM_MESSAGES.totalAboveWinning,
      ],
      [await claimBody(dealer.id, [{ photos: [] }]), 400, PRICE_CLAIM_MESSAGES.photosRequired],
      [await claimBody(dealer.id, [{ observed: '  ' }]), 400, PRICE_CLAIM_MESSAGES.observedRequired],
      [await claimBody(dealer.id, [{ amount: 15_000 }]), 400, PRICE_CLAIM_MESSAGES.amountUnit],
      [await claimBody(dealer.id, [{}, {}]), 400, PRICE_CLAIM_MESSAGES.itemTwice],
      [{ items: [], memo: '' }, 400, PRICE_CLAIM_MESSAGES.itemsRequired],
      // A photo of another owner, or one uploaded before the trade date was set.
      [
        await claimBody(dealer.id, [{ photos: [await photo(other.id)] }]),
        400,
        PRICE_CLAIM_MESSAGES.photoInvalid,
      ],
      [
        await claimBody(dealer.id, [
          {
            photos: [
              await createUploadedFile(ctx.db, {
                dealerId: dealer.id,
                createdAt: new Date(clock.now().getTime() - 10 * 24 * HOUR),
              }),
            ],
          },
        ]),
        400,
        PRICE_CLAIM_MESSAGES.photoInvalid,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await ctx.call(
        api.priceClaims.open,
        { params: { id: auction.id } } as never,
        dealer.id,
        { invalidBody: body },
      );
      expect({ status: answer.status, message: answer.message }, JSON.stringify(body)).toEqual({
        status,
        message,
      });
    }
    expect(await ctx.db.$count(priceClaims, eq(priceClaims.auctionId, auction.id))).toBe(0);
    // Not the winner, and not at the handover step.
    expect((await open(other.id, auction.id, await claimBody(other.id))).errorCode).toBe('DEAL_NOT_WINNER');
    const early = await createDealAt(ctx.db, {
      status: 'RESERVATION',
      dealerId: dealer.id,
      now: clock.now(),
    });
    const notYet = await open(dealer.id, early.auction.id, await claimBody(dealer.id));
    expect(notYet.status).toBe(409);
    expect(notYet.message).toBe(PRICE_CLAIM_MESSAGES.notAtHandover);
  });

  it('a withdrawn claim lets the deal complete at the winning price; a cancelled deal ends its claim, penalised as usual', async () => {
    const { auction, dealer, seller } = await handoverDeal();
    const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
    const withdrawn = await ctx.call(
      api.priceClaims.withdraw,
      { params: { id: auction.id, claimId: sent.data.id } },
      dealer.id,
    );
    expect(withdrawn.data.status).toBe('WITHDRAWN');
    expect((await outbox(seller.phoneNumber)).at(-1)?.template).toBe('SELLER_PRICE_CLAIM_WITHDRAWN');
    expect((await claimAudit(auction.id)).at(-1)).toMatchObject({
      action: 'PRICE_CLAIM_WITHDRAW',
      actor: `dealer:${dealer.id}`,
      after: { claimStatus: 'WITHDRAWN' },
    });
    expect(
      (
        await ctx.call(
          api.priceClaims.withdraw,
          { params: { id: auction.id, claimId: sent.data.id } },
          dealer.id,
        )
      ).status,
    ).toBe(409);
    expect((await complete(dealer.id, auction.id, 3_000_000)).status).toBe(200);

    const next = await handoverDeal();
    const pending = await open(next.dealer.id, next.auction.id, await claimBody(next.dealer.id));
    const cancel = await ctx.call(
      api.deals.cancel,
      { params: { id: next.auction.id }, body: { reason: '차량 상태가 달라 거래하지 않음' } },
      next.dealer.id,
    );
    expect(cancel.status, cancel.message).toBe(200);
    const [claim] = await ctx.db.select().from(priceClaims).where(eq(priceClaims.id, pending.data.id));
    expect(claim!.status).toBe('WITHDRAWN');
    // The waiting claim changes nothing of the usual penalty: the ladder's first step, 7 days.
    const sevenDaysOn = new Date(clock.now().getTime() + 7 * 24 * HOUR);
    expect(cancel.data).toMatchObject({
      status: 'DEALER_CANCELED',
      banDays: 7,
      penaltyExpiredAt: sevenDaysOn.toISOString(),
    });
    expect(
      await ctx.db
        .select({ kind: penalties.kind, banDays: penalties.banDays, expiresAt: penalties.expiresAt })
        .from(penalties)
        .where(eq(penalties.dealerId, next.dealer.id)),
    ).toEqual([{ kind: 'DEAL_CANCEL', banDays: 7, expiresAt: sevenDaysOn }]);
  });

  it('a second claim rejected in a dispute within 90 days bans the dealer 14 days, and so does each further one', async () => {
    const dealer = await createDealer(ctx.db);
    const daysOn = (days: number) => new Date(clock.now().getTime() + days * 24 * HOUR);
    for (const round of [1, 2, 3]) {
      const { auction, seller } = await handoverDeal({ dealerId: dealer.id, price: 3_000_000 });
      const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
      await ctx.call(
        api.priceClaims.reject,
        { params: { id: auction.id, claimId: sent.data.id }, body: { reason: '사실과 다름' } },
        seller.id,
      );
      const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.claimId, sent.data.id));
      const decided = await ctx.call(
        api.consoleDisputes.decide,
        { params: { id: dispute!.id }, body: { outcome: 'REJECTED', reason: '등록 사진과 같은 상태' } },
        operatorId,
      );
      expect(decided.status).toBe(200);
      const bans = await ctx.db
        .select()
        .from(penalties)
        .where(and(eq(penalties.dealerId, dealer.id), eq(penalties.kind, 'DISPUTES_LOST')))
        .orderBy(asc(penalties.id));
      // None with the first loss, then one with each further loss in the window, each from where the last ends.
      expect(bans.map((ban) => [ban.banDays, ban.startsAt, ban.expiresAt])).toEqual(
        [
          [14, daysOn(0), daysOn(14)],
          [14, daysOn(14), daysOn(28)],
        ].slice(0, round - 1),
      );
      // The rejected claim leaves the winning price: another price is refused, the winning one completes.
      expect((await dealOf(auction.id)).agreedPrice).toBeNull();
      expect((await complete(dealer.id, auction.id, 2_900_000)).errorCode).toBe('PRICE_ADJUSTMENT_REQUIRED');
      const done = await complete(dealer.id, auction.id, 3_000_000);
      expect(done.status, done.message).toBe(200);
      expect(await dealOf(auction.id)).toMatchObject({ finalPrice: 3_000_000, price: 3_000_000 });
    }
    const [banned] = await ctx.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(banned!.penaltyExpiredAt).toEqual(daysOn(28));
  });

  it('a dealer who cancels after losing the dispute does not get the fee back', async () => {
    const admin = await createOperator(ctx.db, { role: 'ADMIN' });
    const { auction, dealer, seller, deal } = await handoverDeal();
    const [deposit] = await ctx.db
      .insert(deposits)
      .values({
        dealId: deal.id,
        amount: deal.fee ?? 170_000,
        depositorName: `${dealer.name} ${deal.depositReference ?? ''}`,
        receivedAt: clock.now(),
        source: 'OPERATOR',
        matchedAt: clock.now(),
      })
      .returning();
    const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
    await ctx.call(
      api.priceClaims.reject,
      { params: { id: auction.id, claimId: sent.data.id }, body: { reason: '사실과 다름' } },
      seller.id,
    );
    const [dispute] = await ctx.db.select().from(disputes).where(eq(disputes.claimId, sent.data.id));
    await ctx.call(
      api.consoleDisputes.decide,
      { params: { id: dispute!.id }, body: { outcome: 'REJECTED', reason: '등록 내용과 같음' } },
      admin.id,
    );
    const cancel = await ctx.call(
      api.deals.cancel,
      { params: { id: auction.id }, body: { reason: '가격이 맞지 않아 거래하지 않음' } },
      dealer.id,
    );
    expect(cancel.status, cancel.message).toBe(200);
    const refund = await ctx.call(
      api.consoleDeposits.refund,
      { params: { id: deposit!.id }, body: { reason: '수수료 환불 요청' } },
      admin.id,
    );
    expect(refund.status).toBe(409);
    expect(refund.message).toBe(ADMIN_DEPOSIT_MESSAGES.feeForfeited);
    expect((await dealOf(auction.id)).feeRefundedAt).toBeNull();
  });

  it('keeps the completion clocks off a deal whose claim waits, and gives 24 hours after it settles', async () => {
    // A trade date three days ago: its late mark and its abandonment are long past.
    const made = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      now: clock.now(),
      auction: { vehicleType: 'MOTORBIKE', conditionReport: clearConditionReport('MOTORBIKE') },
      deal: {
        reservedAt: new Date(clock.now().getTime() - 80 * HOUR),
        reservationEnteredAt: new Date(clock.now().getTime() - 90 * HOUR),
      },
    });
    const { auction, dealer, seller } = made;
    const sent = await open(dealer.id, auction.id, await claimBody(dealer.id));
    const quiet = await runDealClock(ctx.db, { alimtalk: outboxAlimtalk, now: clock.now(), publicUrl });
    expect(quiet.lateCompletion).not.toContain(auction.id);
    expect(quiet.noProgress).not.toContain(auction.id);

    const accepted = await ctx.call(
      api.priceClaims.accept,
      { params: { id: auction.id, claimId: sent.data.id } },
      seller.id,
    );
    expect(accepted.status).toBe(200);
    const settledAt = clock.now();
    const within = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(settledAt.getTime() + 23 * HOUR),
      publicUrl,
    });
    expect(within.lateCompletion).not.toContain(auction.id);
    const after = await runDealClock(ctx.db, {
      alimtalk: outboxAlimtalk,
      now: new Date(settledAt.getTime() + 24 * HOUR + 1),
      publicUrl,
    });
    expect(after.lateCompletion).toContain(auction.id);
  });
});

// The whole way through the API, on one CAR listing: the seller's sheet checked and sent back, approved,
// frozen once live, bid on, chosen, paid, the trade date set, claimed, accepted, completed at the agreed price.
describe('handover from the seller sheet to the completion', () => {
  let ctx: TestContext;
  const clock = fixedClock(new Date());
  let operatorId: number;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  it('sheet -> review -> bids -> claim -> seller accepts -> completion at the agreed price', async () => {
    const [brand] = await ctx.db.select().from(brands).where(eq(brands.vehicleType, 'CAR')).limit(1);
    const seller = await createSeller(ctx.db, { name: '한시트' });
    const sellerPhoto = () => createUploadedFile(ctx.db, { owner: { type: 'SELLER', id: seller.id } });
    const body: ListingRequest = {
      brandId: brand!.id,
      model: '아반떼 CN7',
      year: 2021,
      mileage: 42_000,
      fuel: 'GASOLINE',
      color: '흰색',
      condition: '상',
      accident: '없음',
      repair: '',
      purpose: 'ROAD',
      licensePlateDesuetude: 'REGISTERED',
      officialIncome: '국내 생산',
      secondaryKey: '있음',
      etc: '실내 보관',
      region1: '서울특별시',
      region2: '강남구',
      region3: '역삼동',
      hopePrice: 15_000_000,
      plateNumber: '123가 4567',
      images: [
        { type: 'MAIN', image: await sellerPhoto() },
        { type: 'LEFT_SIDE', image: await sellerPhoto() },
        { type: 'RIGHT_SIDE', image: await sellerPhoto() },
      ],
      conditionReport: clearConditionReport('CAR', {
        'panel.hood': { photo: await sellerPhoto() },
        inspectionRecord: { state: '2026-123456' },
      }),
    };
    const read = async (id: number) => (await ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;

    // A bike's item on a car's sheet, and a state not among the choices: 400 at the sheet, nothing written.
    for (const [items, message] of [
      [{ chain: { state: 'GOOD' } }, CONDITION_MESSAGES.itemUnknown],
      [{ flood: { state: 'MAYBE' } }, CONDITION_MESSAGES.stateInvalid('침수 이력')],
    ] as const) {
      const refused = await ctx.call(
        api.listings.create,
        { body: { ...body, conditionReport: { items } } },
        seller.id,
      );
      expect({ status: refused.status, code: refused.errorCode, message: refused.message }).toEqual({
        status: 400,
        code: 'CONDITION_REPORT_INVALID',
        message,
      });
    }
    expect(await ctx.db.$count(auctions, eq(auctions.sellerId, seller.id))).toBe(0);

    // A draft saves half a sheet; submitting it is refused at the first empty item.
    const half = { items: { 'panel.hood': { state: 'ORIGINAL', note: '', photo: '' } } };
    const created = await ctx.call(
      api.listings.create,
      { body: { ...body, conditionReport: half } },
      seller.id,
    );
    expect(created.status, created.message).toBe(201);
    const id = created.data.id;
    await createOwnerConsent(ctx.db, await read(id));
    const incomplete = await ctx.call(api.listings.submit, { params: { id } }, seller.id);
    expect(incomplete.status).toBe(400);
    expect(incomplete.message).toBe(CONDITION_MESSAGES.stateRequired('앞 펜더(좌)'));
    expect((await ctx.call(api.listings.update, { params: { id }, body }, seller.id)).status).toBe(200);
    expect((await ctx.call(api.listings.submit, { params: { id } }, seller.id)).status).toBe(200);

    // The operator reads the sheet in the review and sends it back with a reason; the seller fixes it.
    const review = await ctx.call(api.consoleAuctions.detail, { params: { id } }, operatorId);
    expect(review.data.conditionReport?.items['panel.hood']?.state).toBe('ORIGINAL');
    const reason = '후드 사진에 판금 흔적이 보입니다. 점검표를 확인해주세요.';
    const sentBack = await ctx.call(
      api.consoleListings.reject,
      { params: { id }, body: { reason } },
      operatorId,
    );
    expect(sentBack.data).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    expect((await ctx.call(api.sellers.detail, { params: { id } }, seller.id)).data).toMatchObject({
      status: 'REJECTED',
      rejectReason: reason,
    });
    const fixed = {
      ...body,
      conditionReport: clearConditionReport('CAR', {
        'panel.hood': { state: 'SHEET_METAL', note: '앞 모서리 판금', photo: await sellerPhoto() },
      }),
    };
    expect((await ctx.call(api.listings.update, { params: { id }, body: fixed }, seller.id)).status).toBe(
      200,
    );
    expect((await ctx.call(api.listings.submit, { params: { id } }, seller.id)).status).toBe(200);
    const approved = await ctx.call(api.consoleListings.approve, { params: { id } }, operatorId);
    expect(approved.status, approved.message).toBe(200);
    const atApproval = await read(id);
    expect(atApproval.approvedVersion).toBe(atApproval.version);

    // Live: the sheet is frozen, dealers bid on it.
    await runAuctionClock(ctx.db, { now: atApproval.startAt!, alimtalk: ctx.providers.alimtalk });
    clock.set(new Date(atApproval.startAt!.getTime() + HOUR));
    expect((await read(id)).status).toBe('PROGRESS');
    const edit = await ctx.call(api.listings.update, { params: { id }, body }, seller.id);
    expect(edit.status).toBe(409);
    expect(edit.errorCode).toBe('LISTING_NOT_EDITABLE');
    expect((await read(id)).conditionReport?.items['panel.hood']).toMatchObject({ state: 'SHEET_METAL' });
    expect((await read(id)).version).toBe(atApproval.version);

    const [winner, other] = [await createDealer(ctx.db), await createDealer(ctx.db)];
    const seen = await ctx.call(api.auctions.detail, { params: { id } }, winner.id);
    expect(seen.data).toMatchObject({ vehicleType: 'CAR' });
    expect(seen.data.conditionReport?.items['panel.hood']).toMatchObject({
      state: 'SHEET_METAL',
      note: '앞 모서리 판금',
    });
    for (const [dealer, price] of [
      [other, 13_000_000],
      [winner, 14_000_000],
    ] as const) {
      const bid = await ctx.call(api.auctions.placeBid, { params: { id }, body: { price } }, dealer.id);
      expect(bid.status, bid.message).toBe(201);
    }

    // Ended; the seller chooses the highest bid, the winner confirms and pays, the trade date is set.
    const endDate = (await read(id)).endDate!;
    await runAuctionClock(ctx.db, { now: endDate, alimtalk: ctx.providers.alimtalk });
    clock.set(new Date(endDate.getTime() + 60_000));
    const bids = (await ctx.call(api.sellers.detail, { params: { id } }, seller.id)).data.bids;
    const chosen = bids.find((bid) => bid.price === 14_000_000)!;
    const selected = await ctx.call(
      api.sellers.select,
      { params: { id }, body: { biddingId: chosen.id } },
      seller.id,
    );
    expect(selected.status, selected.message).toBe(200);
    expect((await ctx.call(api.deals.confirm, { params: { id } }, winner.id)).status).toBe(200);
    const [deal] = await ctx.db.select().from(deals).where(eq(deals.auctionId, id));
    const deposits = createDepositsService({
      db: ctx.db,
      clock,
      config: ctx.config,
      alimtalk: outboxAlimtalk,
      contactRelay: ctx.providers.contactRelay,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    });
    const paid = await deposits.recordDeposit({
      amount: deal!.fee!,
      depositorName: `${winner.name} ${deal!.depositReference}`,
      receivedAt: clock.now(),
      source: 'WEBHOOK',
    });
    expect(paid.paidAuctionId).toBe(id);
    const today = new Date(clock.now().getTime() + 9 * HOUR).toISOString().slice(0, 10);
    const reserved = await ctx.call(
      api.deals.reserve,
      { params: { id }, body: { reservedAt: `${today}T00:00:00` } },
      winner.id,
    );
    expect(reserved.status, reserved.message).toBe(200);
    expect((await read(id)).status).toBe('RESERVATION_COMPLETE');

    // At the handover: the hood was replaced, not repaired as the sheet says. A claim, the seller agrees.
    const handoverPhoto = () => createUploadedFile(ctx.db, { dealerId: winner.id, createdAt: clock.now() });
    const claim = await ctx.call(
      api.priceClaims.open,
      {
        params: { id },
        body: {
          items: [
            {
              item: 'panel.hood',
              observed: '후드 교환(볼트 풀림 흔적)',
              amount: 300_000,
              reason: '',
              photos: [await handoverPhoto()],
            },
          ],
          memo: '',
        },
      },
      winner.id,
    );
    expect(claim.status, claim.message).toBe(201);
    expect(claim.data).toMatchObject({
      total: 300_000,
      proposedPrice: 13_700_000,
      items: [{ item: 'panel.hood', sheet: { stateLabel: '판금·도색', note: '앞 모서리 판금' } }],
    });
    const accepted = await ctx.call(
      api.priceClaims.accept,
      { params: { id, claimId: claim.data.id } },
      seller.id,
    );
    expect(accepted.status, accepted.message).toBe(200);
    const done = await ctx.call(
      api.deals.complete,
      {
        params: { id },
        body: {
          finalPrice: 13_700_000,
          inspectionImage1: await handoverPhoto(),
          inspectionResult: '후드 교환',
        },
      },
      winner.id,
    );
    expect(done.status, done.message).toBe(200);
    // Completed: the title transfer follows (docs/domain.md "Title transfer").
    expect((await read(id)).status).toBe('TRANSACTION');
    const [closed] = await ctx.db.select().from(deals).where(eq(deals.auctionId, id));
    expect(closed).toMatchObject({ agreedPrice: 13_700_000, finalPrice: 13_700_000, price: 14_000_000 });
  });
});

// The cut figures on known trades (docs/domain.md "Handover" "Measured and shown"): the seller's trust card
// beside each bid with its expected price, and the console dashboard's market figures, on a fresh database.
describe('handover figures on known trades', () => {
  let ctx: TestContext;
  let operatorId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    operatorId = (await createOperator(ctx.db)).id;
  });
  afterAll(async () => ctx.close());

  it('the operator keeps the deduction guide; refused bodies change nothing; the claim form reads the new range', async () => {
    const read = async () =>
      (await ctx.call(api.consoleDisputes.guide, {}, operatorId)).data.filter(
        (entry) => entry.vehicleType === 'MOTORBIKE',
      );
    const chainOf = async () => (await read()).find((entry) => entry.item === 'chain');
    expect(await chainOf()).toMatchObject({ label: '체인·스프로킷', min: 50_000, max: 200_000 });
    const others = (await read()).filter((entry) => entry.item !== 'chain');
    const entries = [
      ...others.map(({ item, min, max }) => ({ item, min, max })),
      { item: 'chain', min: 100_000, max: 300_000 },
    ];
    const save = (body: unknown) =>
      ctx.call(api.consoleDisputes.saveGuide, {} as never, operatorId, { invalidBody: body });
    for (const [body, message] of [
      [
        { vehicleType: 'MOTORBIKE', entries: [...entries, { item: 'panel.hood', min: 0, max: 10_000 }] },
        GUIDE_MESSAGES.itemUnknown,
      ],
      [
        { vehicleType: 'MOTORBIKE', entries: [{ item: 'chain', min: 300_000, max: 100_000 }] },
        GUIDE_MESSAGES.rangeInvalid,
      ],
      [
        { vehicleType: 'MOTORBIKE', entries: [...entries, { item: 'chain', min: 0, max: 10_000 }] },
        GUIDE_MESSAGES.itemTwice,
      ],
    ] as const) {
      const refused = await save(body);
      expect({ status: refused.status, message: refused.message }).toEqual({ status: 400, message });
    }
    expect(await chainOf()).toMatchObject({ min: 50_000, max: 200_000 });

    const saved = await ctx.call(
      api.consoleDisputes.saveGuide,
      { body: { vehicleType: 'MOTORBIKE', entries } },
      operatorId,
    );
    expect(saved.status, saved.message).toBe(200);
    expect(await chainOf()).toMatchObject({ min: 100_000, max: 300_000 });
    const audit = await ctx.call(
      api.consoleAudit.list,
      { query: { action: 'DEDUCTION_GUIDE_UPDATE' } },
      operatorId,
    );
    expect(audit.data.items[0]).toMatchObject({
      targetId: 'MOTORBIKE',
      before: { chain: '50000-200000' },
      after: { chain: '100000-300000' },
    });

    // The dealer's claim form reads it, and 250,000 for the chain needs no reason now.
    const { auction, dealer } = await createDealAt(ctx.db, {
      status: 'RESERVATION_COMPLETE',
      auction: { vehicleType: 'MOTORBIKE', conditionReport: clearConditionReport('MOTORBIKE') },
    });
    const view = await ctx.call(api.priceClaims.view, { params: { id: auction.id } }, dealer.id);
    expect(view.data.guide.find((entry) => entry.item === 'chain')).toMatchObject({
      min: 100_000,
      max: 300_000,
    });
    const sent = await ctx.call(
      api.priceClaims.open,
      {
        params: { id: auction.id },
        body: {
          items: [
            {
              item: 'chain',
              observed: '스프로킷 마모',
              amount: 250_000,
              reason: '',
              photos: [await createUploadedFile(ctx.db, { dealerId: dealer.id })],
            },
          ],
          memo: '',
        },
      },
      dealer.id,
    );
    expect(sent.status, sent.message).toBe(201);
    expect(sent.data.items[0]).toMatchObject({ outsideGuide: false, guide: { min: 100_000, max: 300_000 } });
  });

  it("shows each bidder's cuts and expected price to the seller, and the market's cut rate and median cut in the console", async () => {
    const now = ctx.clock.now();
    const trade = (dealerId: number, finalPrice: number, completedAt = now) =>
      createDealAt(ctx.db, {
        status: 'COMPLETE',
        dealerId,
        price: 1_000_000,
        now,
        deal: { finalPrice, completedAt },
      });
    // Cuts of 0 %, 5 % and 10 %: 2 of 3 cut, median 5 %.
    const steady = await createDealer(ctx.db);
    for (const finalPrice of [1_000_000, 950_000, 900_000]) {
      await trade(steady.id, finalPrice);
    }
    // One recent trade cut 20 %, and one 100 days ago (outside the 90 days) cut 50 %.
    const cutter = await createDealer(ctx.db);
    await trade(cutter.id, 800_000);
    await trade(cutter.id, 500_000, new Date(now.getTime() - 100 * 24 * HOUR));

    const seller = await createSeller(ctx.db);
    const auction = await createAuction(ctx.db, {
      sellerId: seller.id,
      status: 'PROGRESS',
      startAt: new Date(now.getTime() - HOUR),
      endDate: new Date(now.getTime() + HOUR),
    });
    await createBid(ctx.db, { auctionId: auction.id, dealerId: steady.id, price: 2_000_000 });
    await createBid(ctx.db, { auctionId: auction.id, dealerId: cutter.id, price: 1_900_000 });
    const view = await ctx.call(api.sellers.detail, { params: { id: auction.id } }, seller.id);
    expect(view.status, view.message).toBe(200);
    const bidOf = (price: number) => view.data.bids.find((bid) => bid.price === price)!;
    expect(bidOf(2_000_000)).toMatchObject({
      trust: { recentTrades: 3, priceCutShare: 0.67, medianCutPercent: 5, disputesLost: 0 },
      // 2,000,000 × (1 − 5 %).
      expectedPrice: 1_900_000,
    });
    expect(bidOf(1_900_000)).toMatchObject({
      trust: { recentTrades: 1, priceCutShare: 1, medianCutPercent: 20 },
      // Fewer than 3 recent trades: no expected price.
      expectedPrice: null,
    });

    // The market over the same 90 days: cuts of 0, 5, 10 and 20 %: 3 of 4 cut, median 7.5 %.
    const dashboard = await ctx.call(api.consoleOperators.dashboard, {}, operatorId);
    expect(dashboard.data.handover).toEqual({ completedTrades: 4, cutRate: 0.75, medianCutPercent: 7.5 });
  });
});
