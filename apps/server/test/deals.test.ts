// The winner's deal steps over HTTP: who may act, every wrong state, fees, deposits, reservation,
// completion, cancellation penalties, the seller's contact, the winner view and the deal list.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  AUCTION_MESSAGES,
  COMPLETION_DEADLINE_SENTENCE,
  DEAL_MESSAGES,
  PRICE_CLAIM_MESSAGES,
  type AuctionStatus,
  type CompleteDealRequest,
  type RouteInput,
} from '@autobid/shared';
import {
  auctions,
  biddings,
  dealers,
  deals,
  deposits,
  notificationOutbox,
  penalties,
} from '../src/db/schema';
import { createDealsService as createDealStepsService } from '../src/modules/auctions/deals.service';
import { createDepositsService } from '../src/modules/deposits/deposits.service';
import { outboxAlimtalk } from '../src/providers/messaging';
import {
  createAuction,
  createBid,
  createDealAt,
  createDealer,
  createUploadedFile,
  kstMidnight,
} from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

/** The deal steps and the deposit recording (the deposits module's), as one service under test. */
const createDealsService = (deps: Parameters<typeof createDepositsService>[0]) => ({
  ...createDealStepsService(deps),
  ...createDepositsService(deps),
});

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The winner's deal steps, by the last segment of their path. */
const STEPS = {
  'confirm-bidding': api.deals.confirm,
  'check-deposit': api.deals.checkDeposit,
  reservation: api.deals.reserve,
  complete: api.deals.complete,
  cancel: api.deals.cancel,
} as const;
type Step = keyof typeof STEPS;
type StepBody<S extends Step> = RouteInput<(typeof STEPS)[S]>['body'];

/** `yyyy-MM-ddT00:00:00` of the Asia/Seoul day `days` after the one containing `now`. */
const reservedAtText = (now: Date, days: number) => {
  const kst = new Date(kstMidnight(now).getTime() + 9 * HOUR + days * DAY);
  return `${kst.toISOString().slice(0, 10)}T00:00:00`;
};

describe('deals', () => {
  let ctx: TestContext;
  let service: ReturnType<typeof createDealsService>;
  beforeAll(async () => {
    ctx = await createTestContext();
    service = createDealsService({
      alimtalk: outboxAlimtalk,
      contactRelay: ctx.providers.contactRelay,
      db: ctx.db,
      clock: ctx.clock,
      config: ctx.config,
      auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
    });
  });
  afterAll(async () => ctx.close());

  /** The deal step `name` of the auction, as `as` (the winner's id, another dealer's, or null). */
  const step = <S extends Step>(
    as: CallAs,
    auctionId: number,
    name: S,
    body?: StepBody<S>,
    options?: Parameters<TestContext['call']>[3],
  ) =>
    ctx.call(
      STEPS[name],
      { params: { id: auctionId }, body } as unknown as RouteInput<(typeof STEPS)[S]>,
      as,
      options,
    );
  const auctionDetail = (as: CallAs, auctionId: number) =>
    ctx.call(api.auctions.detail, { params: { id: auctionId } }, as);
  const winner = (as: CallAs, auctionId: number) =>
    ctx.call(api.deals.winner, { params: { id: auctionId } }, as);
  const dealList = (as: CallAs, query: RouteInput<typeof api.deals.list>['query'] = {}) =>
    ctx.call(api.deals.list, { query }, as);
  const state = async (auctionId: number) => ({
    auction: (await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId)))[0]!,
    deal: (await ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)))[0]!,
    penalties: await ctx.db.select().from(penalties).where(eq(penalties.auctionId, auctionId)),
  });
  const outboxTo = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(asc(notificationOutbox.id));
  const dealAt = (status: AuctionStatus, extra: Omit<Parameters<typeof createDealAt>[1], 'status'> = {}) =>
    createDealAt(ctx.db, { now: ctx.clock.now(), ...extra, status });
  /** A completion body whose photo is this dealer's upload (a photo is usable only by its uploader). */
  const completeBody = async (
    dealerId: number,
    overrides: Partial<CompleteDealRequest> = {},
  ): Promise<CompleteDealRequest> => ({
    finalPrice: 3_000_000,
    inspectionResult: '외관 양호',
    inspectionImage1: await createUploadedFile(ctx.db, { dealerId }),
    ...overrides,
  });

  describe('steps from the wrong state', () => {
    const ALL: AuctionStatus[] = [
      'DEALER_CONFIRM',
      'DEALER_DEPOSIT',
      'RESERVATION',
      'RESERVATION_COMPLETE',
      'COMPLETE',
      'TRANSACTION',
      'TRANSACTION_DELAY',
      'DEALER_CANCELED',
      'ADMIN_CANCELED',
      'USER_CANCELED',
    ];
    const steps: {
      path: Step;
      allowed: AuctionStatus[];
      message: string;
      body?: (dealerId: number) => Promise<StepBody<Step>>;
    }[] = [
      { path: 'confirm-bidding', allowed: ['DEALER_CONFIRM'], message: DEAL_MESSAGES.notDealerConfirm },
      // A deal its deposit already paid (RESERVATION) answers its state: the dealer pressed on a stale page.
      {
        path: 'check-deposit',
        allowed: ['DEALER_DEPOSIT', 'RESERVATION'],
        message: DEAL_MESSAGES.notDealerDeposit,
      },
      {
        path: 'reservation',
        allowed: ['RESERVATION'],
        message: DEAL_MESSAGES.notReservation,
        body: () => Promise.resolve({ reservedAt: reservedAtText(ctx.clock.now(), 1) }),
      },
      {
        path: 'complete',
        allowed: ['RESERVATION_COMPLETE'],
        message: DEAL_MESSAGES.notReservationComplete,
        body: (dealerId) => completeBody(dealerId),
      },
      {
        path: 'cancel',
        allowed: ['DEALER_CONFIRM', 'DEALER_DEPOSIT', 'RESERVATION', 'RESERVATION_COMPLETE'],
        message: DEAL_MESSAGES.notCancelable,
        body: () => Promise.resolve({ reason: '판매자와 연락이 되지 않음' }),
      },
    ];
    for (const { path, allowed, message, body } of steps) {
      it(`${path}: 409 and no change from every other state`, async () => {
        for (const status of ALL.filter((s) => !allowed.includes(s))) {
          const { auction, dealer } = await dealAt(status);
          const before = await state(auction.id);
          const answer = await step(dealer.id, auction.id, path, await body?.(dealer.id));
          expect(answer.status, `${path} from ${status}: ${answer.message}`).toBe(409);
          expect([message, DEAL_MESSAGES.alreadyCompleted], status).toContain(answer.message);
          expect(await state(auction.id), status).toEqual(before);
          expect(await outboxTo(dealer.phoneNumber), status).toHaveLength(0);
        }
      });
    }
  });

  describe('who may act', () => {
    it('only the approved winner: other dealer 403, pending winner 403, no token 401, unknown auction 404', async () => {
      const { auction, dealer } = await dealAt('DEALER_CONFIRM');
      const other = await createDealer(ctx.db);
      await createBid(ctx.db, { auctionId: auction.id, dealerId: other.id, price: 2_000_000 });
      const before = await state(auction.id);
      const paths: [Step, StepBody<Step>][] = [
        ['confirm-bidding', undefined],
        ['check-deposit', undefined],
        ['reservation', { reservedAt: reservedAtText(ctx.clock.now(), 0) }],
        ['complete', await completeBody(dealer.id)],
        ['cancel', { reason: '직접 입력 사유' }],
      ];
      for (const [path, body] of paths) {
        const byOther = await step(other.id, auction.id, path, body);
        // Not the winner is the state of things, not the identity: 409, the session stays.
        expect(byOther.status, path).toBe(409);
        expect(byOther.message).toBe(DEAL_MESSAGES.notWinner);
        expect((await step(null, auction.id, path, body)).status, path).toBe(401);
        expect((await step(dealer.id, 99999999, path, body)).status, path).toBe(404);
      }
      // The winner whose account went back to review may not act either.
      const pending = await createDealer(ctx.db, { status: 'AUDIT' });
      const mine = await dealAt('DEALER_CONFIRM', { dealerId: pending.id });
      expect((await step(pending.id, mine.auction.id, 'confirm-bidding')).status).toBe(403);
      expect((await state(mine.auction.id)).auction.status).toBe('DEALER_CONFIRM');
      expect(await state(auction.id)).toEqual(before);
    });

    it('a ban releases a selection still waiting for confirmation (409, no penalty, the seller chooses again) but not a confirmed deal', async () => {
      const dealer = await createDealer(ctx.db, {
        penaltyExpiredAt: new Date(ctx.clock.now().getTime() + 3 * DAY),
      });
      const confirm = await dealAt('DEALER_CONFIRM', { dealerId: dealer.id });
      const runnerUp = await createBid(ctx.db, {
        auctionId: confirm.auction.id,
        dealerId: (await createDealer(ctx.db)).id,
        price: 2_900_000,
      });
      const answer = await step(dealer.id, confirm.auction.id, 'confirm-bidding');
      expect(answer.status).toBe(409);
      expect(answer.message).toContain('입찰이 제한된 상태입니다.');
      const released = await state(confirm.auction.id);
      expect(released.auction.status).toBe('TIME_EXPIRED');
      expect(released.auction.selectExpireAt).toEqual(new Date(ctx.clock.now().getTime() + 24 * HOUR));
      expect(released.deal).toMatchObject({ canceledBy: 'SYSTEM', canceledAt: ctx.clock.now() });
      expect(released.penalties).toEqual([]);
      const [bidRow] = await ctx.db.select().from(biddings).where(eq(biddings.id, confirm.bid.id));
      expect(bidRow?.isSelected).toBe(false);
      expect((await outboxTo(confirm.seller.phoneNumber)).map((n) => n.template)).toEqual([
        'SELLER_DEAL_RELEASED',
      ]);
      expect((await outboxTo(dealer.phoneNumber)).at(-1)?.template).toBe('DEAL_RELEASED');
      // The seller's fresh window: another bid can be selected and becomes the deal in force.
      const again = await service.selectBid({ auctionId: confirm.auction.id, biddingId: runnerUp.id });
      expect(again.status).toBe('DEALER_CONFIRM');
      const current = await ctx.db
        .select()
        .from(deals)
        .where(eq(deals.auctionId, confirm.auction.id))
        .orderBy(asc(deals.id));
      expect(current.map((d) => [d.dealerId, d.canceledAt === null])).toEqual([
        [dealer.id, false],
        [runnerUp.dealerId, true],
      ]);
      // The released dealer is no longer the winner there.
      expect((await step(dealer.id, confirm.auction.id, 'confirm-bidding')).status).toBe(409);
      // Its deal list shows the released deal as cancelled, and the dashboard does not count it in progress.
      const list = await dealList(dealer.id, { page: 1, size: 12 });
      const items = list.data.items;
      expect(items.find((item) => item.id === confirm.auction.id)?.status).toBe('DEALER_CANCELED');
      const dashboard = await ctx.call(api.dealers.dashboard, {}, dealer.id);
      expect(dashboard.data).toMatchObject({ progressCount: 0 });

      const reserve = await dealAt('RESERVATION', { dealerId: dealer.id });
      const reserved = await step(dealer.id, reserve.auction.id, 'reservation', {
        reservedAt: reservedAtText(ctx.clock.now(), 0),
      });
      expect(reserved.status, reserved.message).toBe(200);
      const complete = await step(dealer.id, reserve.auction.id, 'complete', await completeBody(dealer.id));
      expect(complete.status, complete.message).toBe(200);
    });
  });

  it('fee brackets are fixed at confirmation, boundaries inclusive', async () => {
    const cases: [number, number][] = [
      [5_000_000, 170_000],
      [5_010_000, 240_000],
      [10_000_000, 240_000],
      [10_010_000, 290_000],
      [15_000_000, 290_000],
      [15_010_000, 320_000],
      [30_000_000, 320_000],
      [30_010_000, 380_000],
      [40_000_000, 380_000],
      [40_010_000, 410_000],
    ];
    for (const [price, fee] of cases) {
      const { auction, dealer } = await dealAt('DEALER_CONFIRM', { price });
      const answer = await step(dealer.id, auction.id, 'confirm-bidding');
      expect(answer.status, String(price)).toBe(200);
      expect(answer.data, String(price)).toMatchObject({ status: 'DEALER_DEPOSIT', fee, banDays: 0 });
      const { deal, auction: row } = await state(auction.id);
      expect(deal.fee, String(price)).toBe(fee);
      expect(deal.confirmedAt).toEqual(ctx.clock.now());
      expect(deal.depositDeadline!.getTime() - deal.confirmedAt!.getTime()).toBe(60 * MINUTE);
      expect(row.statusChangedAt).toEqual(ctx.clock.now());
    }
  });

  it('confirmation notifies the dealer with the fee, the account and a detail link', async () => {
    const { auction, dealer } = await dealAt('DEALER_CONFIRM', { price: 12_000_000 });
    expect((await step(dealer.id, auction.id, 'confirm-bidding')).status).toBe(200);
    const [notice] = await outboxTo(dealer.phoneNumber);
    expect(notice?.template).toBe('DEAL_CONFIRMED');
    expect(notice?.body).toContain('290,000원');
    expect(notice?.body).toContain(ctx.config.FEE_ACCOUNT_NUMBER);
    expect(notice?.link).toMatch(/^http:\/\/localhost:3000\/alimtalk\/auction\/detail\/[A-Za-z0-9_-]{43}$/);
  });

  describe('deposit', () => {
    const transfer = (
      deal: { fee: number | null; depositReference: string | null },
      dealerName: string,
      extra = {},
    ) => ({
      amount: deal.fee ?? 0,
      depositorName: `${dealerName} ${deal.depositReference}`,
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK' as const,
      ...extra,
    });

    it('a matching deposit pays its deal by itself when it arrives; "입금 확인" then answers the paid state', async () => {
      const dealer = await createDealer(ctx.db, { name: '박딜러' });
      const { auction, deal, seller } = await dealAt('DEALER_DEPOSIT', {
        dealerId: dealer.id,
        price: 3_000_000,
      });
      // 80 s before the deadline; the dealer presses nothing.
      const receivedAt = new Date(deal.depositDeadline!.getTime() - 80_000);
      const paid = await service.recordDeposit(
        transfer(deal, '박딜러', { receivedAt, externalId: `tx-${auction.id}` }),
      );
      expect(paid).toMatchObject({ duplicate: false, paidAuctionId: auction.id });
      const after = await state(auction.id);
      expect(after.auction.status).toBe('RESERVATION');
      expect(after.deal.depositConfirmedAt).toEqual(ctx.clock.now());
      const [claimed] = await ctx.db.select().from(deposits).where(eq(deposits.id, paid.depositId));
      expect(claimed).toMatchObject({ dealId: deal.id, matchedAt: ctx.clock.now() });
      // The bank retries the notice: one deposit, nothing paid twice.
      const again = await service.recordDeposit(
        transfer(deal, '박딜러', { receivedAt, externalId: `tx-${auction.id}` }),
      );
      expect(again).toEqual({ depositId: paid.depositId, duplicate: true, paidAuctionId: auction.id });

      const dealerNotices = await outboxTo(dealer.phoneNumber);
      expect(dealerNotices.filter((n) => n.template === 'DEAL_DEPOSIT_CONFIRMED')).toHaveLength(1);
      expect(dealerNotices.at(-1)?.link).toContain('/alimtalk/auction/detail/');
      expect(dealerNotices.at(-1)?.payload).toMatchObject({ button: '판매자 연락처 확인' });
      const sellerNotices = await outboxTo(seller.phoneNumber);
      expect(sellerNotices).toHaveLength(1);
      expect(sellerNotices[0]?.body).toContain('박딜러');

      const pressed = await step(dealer.id, auction.id, 'check-deposit');
      expect(pressed.status, pressed.message).toBe(200);
      expect(pressed.data).toMatchObject({ status: 'RESERVATION', fee: 170_000 });
      expect(await state(auction.id)).toEqual(after);
    });

    it("pays nothing with a wrong amount, no reference, another deal's reference, two references, or a transfer from before the deal", async () => {
      const dealer = await createDealer(ctx.db, { name: '박딜러' });
      const { auction, deal } = await dealAt('DEALER_DEPOSIT', { dealerId: dealer.id, price: 3_000_000 });
      const other = await dealAt('DEALER_DEPOSIT', { price: 3_000_000 });
      const now = ctx.clock.now();
      const refusedTransfers = [
        transfer(deal, '박딜러', { amount: 169_990 }),
        { ...transfer(deal, '박딜러'), depositorName: '박딜러' },
        { ...transfer(deal, '박딜러'), depositorName: `박딜러 ${other.deal.depositReference}` },
        { ...transfer(deal, '박딜러'), memo: String(other.deal.depositReference) },
        transfer(deal, '박딜러', { receivedAt: new Date(now.getTime() - MINUTE) }),
      ];
      const before = await state(auction.id);
      const paid = [];
      for (const body of refusedTransfers) {
        paid.push((await service.recordDeposit(body)).paidAuctionId);
      }
      // Only the transfer carrying the other deal's reference (same fee) paid, and it paid that deal.
      expect(paid).toEqual([null, null, other.auction.id, null, null]);
      expect(await state(auction.id)).toEqual(before);
      const refused = await step(dealer.id, auction.id, 'check-deposit');
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(DEAL_MESSAGES.depositNotConfirmed);
      expect(await state(auction.id)).toEqual(before);
      expect((await state(other.auction.id)).auction.status).toBe('RESERVATION');
      const unmatched = await ctx.db.select().from(deposits).where(isNull(deposits.dealId));
      expect(unmatched.length).toBeGreaterThanOrEqual(4);
    });

    it("the rename theft: a dealer renamed to another's name never reaches RESERVATION with that dealer's transfer", async () => {
      const victim = await createDealer(ctx.db, { name: '김민수' });
      const thief = await createDealer(ctx.db, { name: '이도둑' });
      const b = await dealAt('DEALER_DEPOSIT', { dealerId: victim.id, price: 3_000_000 });
      const a = await dealAt('DEALER_DEPOSIT', { dealerId: thief.id, price: 3_000_000 });
      // The thief takes the victim's name first, so the victim's transfer "matches by name" both.
      await ctx.db.update(dealers).set({ name: '김민수' }).where(eq(dealers.id, thief.id));
      const victimsTransfer = await service.recordDeposit(transfer(b.deal, '김민수'));
      expect(victimsTransfer.paidAuctionId).toBe(b.auction.id);
      const tried = await step(thief.id, a.auction.id, 'check-deposit');
      expect(tried.status).toBe(409);
      expect((await state(a.auction.id)).auction.status).toBe('DEALER_DEPOSIT');
      // Whatever the thief is called, the victim's transfer carries the victim's reference only.
      await ctx.db.update(dealers).set({ name: '이도둑' }).where(eq(dealers.id, thief.id));
      expect((await step(thief.id, a.auction.id, 'check-deposit')).status).toBe(409);
      expect((await state(b.auction.id)).auction.status).toBe('RESERVATION');
      const detail = await auctionDetail(thief.id, a.auction.id);
      expect(detail.data).toMatchObject({ user: null });
    });

    it("the winner sees the deal's reference in the transfer details and the confirmation notice", async () => {
      const dealer = await createDealer(ctx.db, { name: '최참조' });
      const { auction } = await dealAt('DEALER_CONFIRM', { dealerId: dealer.id, price: 3_000_000 });
      const confirmed = await step(dealer.id, auction.id, 'confirm-bidding');
      expect(confirmed.status, confirmed.message).toBe(200);
      const { deal } = await state(auction.id);
      expect(deal.depositReference).toMatch(/^\d{6}$/);
      const detail = await auctionDetail(dealer.id, auction.id);
      expect(detail.data.deal?.transfer).toMatchObject({
        depositReference: deal.depositReference,
        depositorName: `최참조 ${deal.depositReference}`,
        accountNumber: ctx.config.FEE_ACCOUNT_NUMBER,
      });
      const notice = (await outboxTo(dealer.phoneNumber)).at(-1);
      expect(notice?.body).toContain(`입금자명: 최참조 ${deal.depositReference}`);
    });

    it("an operator deposit for the auction carries the deal's reference and pays it; a wrong amount waits", async () => {
      const { auction, deal, dealer } = await dealAt('DEALER_DEPOSIT', { price: 3_000_000 });
      const wrong = await service.recordDeposit({
        reference: deal.depositReference!,
        amount: 100_000,
        depositorName: dealer.name,
        receivedAt: ctx.clock.now(),
        source: 'OPERATOR',
      });
      expect(wrong.paidAuctionId).toBeNull();
      const right = await service.recordDeposit({
        reference: deal.depositReference!,
        amount: 170_000,
        depositorName: '다른 이름 123456',
        receivedAt: ctx.clock.now(),
        source: 'OPERATOR',
      });
      expect(right.paidAuctionId).toBe(auction.id);
      const [row] = await ctx.db.select().from(deposits).where(eq(deposits.id, right.depositId));
      expect(row?.dealId).toBe(deal.id);
      expect((await state(auction.id)).auction.status).toBe('RESERVATION');
    });

    it('after the deadline check-deposit cancels the deal with a penalty and answers depositExpired', async () => {
      const confirmedAt = new Date(ctx.clock.now().getTime() - 61 * MINUTE);
      const { auction, dealer } = await dealAt('DEALER_DEPOSIT', { now: confirmedAt });
      // Even a transfer with the reference is too late after the deadline.
      const late = await service.recordDeposit(transfer((await state(auction.id)).deal, dealer.name));
      expect(late.paidAuctionId).toBeNull();
      const answer = await step(dealer.id, auction.id, 'check-deposit');
      expect(answer.status).toBe(409);
      expect(answer.message).toBe(DEAL_MESSAGES.depositExpired);
      const after = await state(auction.id);
      expect(after.auction.status).toBe('DEALER_CANCELED');
      expect(after.deal).toMatchObject({ canceledBy: 'SYSTEM', cancelReason: '입금 기한 초과' });
      expect(after.penalties).toMatchObject([{ kind: 'DEAL_CANCEL', banDays: 7 }]);
      const again = await step(dealer.id, auction.id, 'check-deposit');
      expect(again.status).toBe(409);
      expect(again.message).toBe(DEAL_MESSAGES.depositExpired);
      expect((await state(auction.id)).penalties).toHaveLength(1);
    });
  });

  describe('reservation', () => {
    it('yesterday 400, an impossible date 400, today accepted and stored as 00:00 Asia/Seoul', async () => {
      const { auction, dealer, seller } = await dealAt('RESERVATION');
      const now = ctx.clock.now();
      const past = await step(dealer.id, auction.id, 'reservation', { reservedAt: reservedAtText(now, -1) });
      expect(past.status).toBe(400);
      expect(past.message).toBe(DEAL_MESSAGES.reservedAtPast);
      for (const reservedAt of ['2030-02-30T00:00:00', '2030-01-01', '2030-01-01T09:00:00', '']) {
        const invalid = await step(dealer.id, auction.id, 'reservation', { reservedAt });
        expect(invalid.status, reservedAt).toBe(400);
        expect(invalid.message, reservedAt).toBe(DEAL_MESSAGES.reservedAtRequired);
      }
      expect((await state(auction.id)).auction.status).toBe('RESERVATION');
      const today = await step(dealer.id, auction.id, 'reservation', { reservedAt: reservedAtText(now, 0) });
      expect(today.status, today.message).toBe(200);
      expect(today.data).toMatchObject({
        status: 'RESERVATION_COMPLETE',
        reservedAt: kstMidnight(now).toISOString(),
      });
      const after = await state(auction.id);
      expect(after.deal.reservedAt).toEqual(kstMidnight(now));
      expect(after.deal.reservationEnteredAt).toEqual(now);
      const reservedNotice = (await outboxTo(dealer.phoneNumber)).at(-1);
      expect(reservedNotice?.link).toContain('/alimtalk/auction/complete/');
      // The completion deadline in the words every screen uses (docs/domain.md "Completion").
      expect(reservedNotice?.body).toContain(COMPLETION_DEADLINE_SENTENCE);
      expect(await outboxTo(seller.phoneNumber)).toHaveLength(1);
    });
    it('the trade date is at most 30 days ahead (Asia/Seoul): day 30 accepted, day 31 and 9999-12-31 refused with no change', async () => {
      const { auction, dealer } = await dealAt('RESERVATION');
      const now = ctx.clock.now();
      for (const reservedAt of [reservedAtText(now, 31), '9999-12-31T00:00:00']) {
        const far = await step(dealer.id, auction.id, 'reservation', { reservedAt });
        expect(far.status, reservedAt).toBe(400);
        expect(far.message).toBe(DEAL_MESSAGES.reservedAtTooFar);
      }
      expect((await state(auction.id)).auction.status).toBe('RESERVATION');
      const last = await step(dealer.id, auction.id, 'reservation', { reservedAt: reservedAtText(now, 30) });
      expect(last.status, last.message).toBe(200);
    });
  });

  describe('completion', () => {
    it('validates price and photos; the 7th photo is not part of the form', async () => {
      const { auction, dealer, seller, deal } = await dealAt('RESERVATION_COMPLETE', { price: 3_000_000 });
      // Another price than the winning one only through a claim the seller accepted (docs/domain.md "Handover").
      for (const body of [
        await completeBody(dealer.id, { finalPrice: 2_900_000 }),
        await completeBody(dealer.id, { finalPrice: 2_900_000, reason: '타이어 교체 필요' }),
        await completeBody(dealer.id, { finalPrice: 3_100_000, reason: '웃돈' }),
      ]) {
        const refused = await step(dealer.id, auction.id, 'complete', body);
        expect(refused.status).toBe(409);
        expect(refused.errorCode).toBe('PRICE_ADJUSTMENT_REQUIRED');
        expect(refused.message).toBe(PRICE_CLAIM_MESSAGES.completeNeedsClaim);
      }
      const cases: [CompleteDealRequest, string][] = [
        [await completeBody(dealer.id, { inspectionImage1: '' }), DEAL_MESSAGES.inspectionImageRequired],
        [
          await completeBody(dealer.id, { inspectionImage1: '/uploads/never-stored.jpg' }),
          DEAL_MESSAGES.inspectionImageInvalid,
        ],
        // Another dealer's upload is not this dealer's photo.
        [
          await completeBody(dealer.id, {
            inspectionImage1: await createUploadedFile(ctx.db, { dealerId: (await createDealer(ctx.db)).id }),
          }),
          DEAL_MESSAGES.inspectionImageInvalid,
        ],
        [await completeBody(dealer.id, { finalPrice: 2_905_000 }), DEAL_MESSAGES.finalPriceUnit],
      ];
      for (const [body, message] of cases) {
        const answer = await step(dealer.id, auction.id, 'complete', body);
        expect(answer.status, message).toBe(400);
        expect(answer.message).toBe(message);
      }
      expect((await state(auction.id)).auction.status).toBe('RESERVATION_COMPLETE');

      const photos: Record<string, string> = {};
      for (let n = 1; n <= 7; n += 1) {
        photos[`inspectionImage${n}`] = await createUploadedFile(ctx.db, { dealerId: dealer.id });
      }
      const done = await step(dealer.id, auction.id, 'complete', {
        ...photos,
        finalPrice: 3_000_000,
        inspectionResult: '앞 타이어 마모',
      });
      expect(done.status, done.message).toBe(200);
      expect(done.data).toMatchObject({ status: 'TRANSACTION', banDays: 0, penaltyExpiredAt: null });
      const after = await state(auction.id);
      expect(after.deal).toMatchObject({
        id: deal.id,
        finalPrice: 3_000_000,
        priceChangeReason: '',
        inspectionResult: '앞 타이어 마모',
        completedAt: ctx.clock.now(),
      });
      expect(after.deal.inspectionImages).toEqual(Object.values(photos).slice(0, 6));
      expect(after.penalties).toHaveLength(0);
      const notice = (await outboxTo(dealer.phoneNumber)).at(-1);
      expect(notice?.template).toBe('DEAL_COMPLETED');
      expect(notice?.link).toContain('/alimtalk/auction/review/');
      expect(notice?.payload).toMatchObject({ button: '판매자 후기 작성' });
      expect((await outboxTo(seller.phoneNumber)).at(-1)?.template).toBe('SELLER_DEAL_COMPLETED');
    });

    it('same price needs no reason; completion over 2 hours after the trade date gives a 14-day ban', async () => {
      const now = ctx.clock.now();
      const late = await dealAt('RESERVATION_COMPLETE', {
        deal: { reservedAt: new Date(now.getTime() - 26 * HOUR - 1000) },
      });
      const answer = await step(
        late.dealer.id,
        late.auction.id,
        'complete',
        await completeBody(late.dealer.id),
      );
      expect(answer.status, answer.message).toBe(200);
      expect(answer.data).toMatchObject({ status: 'TRANSACTION', banDays: 14 });
      expect((await state(late.auction.id)).penalties).toMatchObject([
        { kind: 'LATE_COMPLETION', banDays: 14 },
      ]);

      const onTime = await dealAt('RESERVATION_COMPLETE', {
        deal: { reservedAt: new Date(now.getTime() - 26 * HOUR) },
      });
      const fine = await step(
        onTime.dealer.id,
        onTime.auction.id,
        'complete',
        await completeBody(onTime.dealer.id),
      );
      expect(fine.data).toMatchObject({ status: 'TRANSACTION', banDays: 0 });
    });
  });

  describe('early completion', () => {
    it('before the trade date needs the early-trade confirmation, refused without it with nothing changed, and is recorded', async () => {
      const tradeDay = new Date(kstMidnight(ctx.clock.now()).getTime() + 2 * DAY);
      const early = await dealAt('RESERVATION_COMPLETE', { deal: { reservedAt: tradeDay } });
      for (const extra of [{}, { earlyTradeConfirmed: false }]) {
        const refused = await step(
          early.dealer.id,
          early.auction.id,
          'complete',
          await completeBody(early.dealer.id, extra),
        );
        expect(refused.status).toBe(400);
        expect(refused.message).toBe(DEAL_MESSAGES.earlyTradeUnconfirmed);
      }
      expect((await state(early.auction.id)).auction.status).toBe('RESERVATION_COMPLETE');
      expect((await state(early.auction.id)).deal.completedAt).toBeNull();

      const done = await step(
        early.dealer.id,
        early.auction.id,
        'complete',
        await completeBody(early.dealer.id, { earlyTradeConfirmed: true }),
      );
      expect(done.status, done.message).toBe(200);
      expect((await state(early.auction.id)).deal).toMatchObject({
        completedAt: ctx.clock.now(),
        completedEarly: true,
      });
    });

    it('on or after the trade date needs no confirmation and is not recorded as early', async () => {
      const onDay = await dealAt('RESERVATION_COMPLETE', {
        deal: { reservedAt: kstMidnight(ctx.clock.now()) },
      });
      const answer = await step(
        onDay.dealer.id,
        onDay.auction.id,
        'complete',
        await completeBody(onDay.dealer.id),
      );
      expect(answer.status, answer.message).toBe(200);
      expect((await state(onDay.auction.id)).deal.completedEarly).toBe(false);
    });
  });

  describe('cancellation', () => {
    it('7 days, then 14 days within 90 days, starting where the first ends', async () => {
      const dealer = await createDealer(ctx.db);
      const first = await dealAt('RESERVATION', { dealerId: dealer.id });
      const second = await dealAt('DEALER_CONFIRM', { dealerId: dealer.id });
      const now = ctx.clock.now();

      const one = await step(dealer.id, first.auction.id, 'cancel', {
        reason: '  판매자와 연락이 되지 않음 ',
      });
      expect(one.status, one.message).toBe(200);
      expect(one.data).toMatchObject({ status: 'DEALER_CANCELED', banDays: 7 });
      expect(one.data.penaltyExpiredAt).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
      const firstState = await state(first.auction.id);
      expect(firstState.deal).toMatchObject({
        canceledBy: 'DEALER',
        cancelReason: '판매자와 연락이 되지 않음',
        canceledAt: now,
      });

      const two = await step(dealer.id, second.auction.id, 'cancel', {
        reason: '개인 사정',
      });
      expect(two.status, two.message).toBe(200);
      expect(two.data).toMatchObject({ banDays: 14 });
      expect(two.data.penaltyExpiredAt).toBe(new Date(now.getTime() + 21 * DAY).toISOString());
      const [secondPenalty] = (await state(second.auction.id)).penalties;
      expect(secondPenalty?.startsAt).toEqual(new Date(now.getTime() + 7 * DAY));

      expect((await outboxTo(first.seller.phoneNumber)).at(-1)?.template).toBe('SELLER_DEAL_CANCELED');
      expect((await outboxTo(dealer.phoneNumber)).at(-1)?.body).toContain('제한됩니다');
      // An empty reason is refused by the form schema.
      const third = await dealAt('DEALER_CONFIRM', { dealerId: dealer.id });
      const empty = await step(dealer.id, third.auction.id, 'cancel', { reason: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.message).toBe(DEAL_MESSAGES.cancelReasonRequired);
    });
  });

  it('the seller contact shows to the winner from RESERVATION on, never to other bidders', async () => {
    const expectations: [AuctionStatus, boolean][] = [
      ['DEALER_CONFIRM', false],
      ['DEALER_DEPOSIT', false],
      ['RESERVATION', true],
      ['RESERVATION_COMPLETE', true],
      ['COMPLETE', true],
      ['DEALER_CANCELED', false],
    ];
    for (const [status, visible] of expectations) {
      const { auction, dealer, seller } = await dealAt(status);
      const other = await createDealer(ctx.db);
      await createBid(ctx.db, { auctionId: auction.id, dealerId: other.id, price: 2_500_000 });
      const mine = await auctionDetail(dealer.id, auction.id);
      expect(mine.status).toBe(200);
      if (visible) {
        // The seller's relay number, never the real one (docs/domain.md "Contact relay").
        expect(mine.data.user, status).toMatchObject({ name: seller.name, phoneNote: null });
        expect(mine.data.user?.phone, status).toMatch(/^0507-\d{4}-\d{4}$/);
      } else {
        expect(mine.data.user, status).toBeNull();
      }
      expect(mine.data.isWinner).toBe(true);
      const theirs = await auctionDetail(other.id, auction.id);
      expect(theirs.data.user, status).toBeNull();
      expect(theirs.data.deal, status).toBeNull();
      expect(JSON.stringify(theirs.data)).not.toContain(seller.phoneNumber);
    }
  });

  it('the whole flow over HTTP: confirm, deposit, reservation, completion', async () => {
    const { auction, dealer } = await dealAt('DEALER_CONFIRM', { price: 7_000_000 });
    expect((await step(dealer.id, auction.id, 'confirm-bidding')).data).toMatchObject({
      status: 'DEALER_DEPOSIT',
      fee: 240_000,
    });
    const { deal } = await state(auction.id);
    await service.recordDeposit({
      amount: 240_000,
      depositorName: `${dealer.name} ${deal.depositReference}`,
      receivedAt: ctx.clock.now(),
      source: 'WEBHOOK',
    });
    expect((await step(dealer.id, auction.id, 'check-deposit')).data).toMatchObject({
      status: 'RESERVATION',
    });
    const reserve = await step(dealer.id, auction.id, 'reservation', {
      reservedAt: reservedAtText(ctx.clock.now(), 2),
    });
    expect(reserve.data).toMatchObject({ status: 'RESERVATION_COMPLETE' });
    const done = await step(
      dealer.id,
      auction.id,
      'complete',
      // Two days before the trade date: the trade happened early (docs/domain.md "Completion").
      await completeBody(dealer.id, { finalPrice: 7_000_000, earlyTradeConfirmed: true }),
    );
    // The trade is done; its title transfer starts (docs/domain.md "Title transfer").
    expect(done.data).toMatchObject({ status: 'TRANSACTION' });
    const detail = await auctionDetail(dealer.id, auction.id);
    expect(detail.data.deal).toMatchObject({
      status: 'TRANSACTION',
      titleTransfer: { status: 'WAITING', proofUploadedAt: null, confirmedAt: null },
      fee: 240_000,
      finalPrice: 7_000_000,
      transfer: null,
    });
  });

  it('an Idempotency-Key retry of confirm-bidding answers the first result', async () => {
    const { auction, dealer } = await dealAt('DEALER_CONFIRM');
    const headers = { 'idempotency-key': 'confirm-1' };
    const send = () => step(dealer.id, auction.id, 'confirm-bidding', undefined, { headers });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.response.json()).toEqual(first.response.json());
    // The same key on another step is refused.
    const reused = await step(dealer.id, auction.id, 'complete', await completeBody(dealer.id), { headers });
    expect(reused.status).toBe(409);
  });

  describe('selection (seller or operator, through the service)', () => {
    it('selects an active bid once, before selectExpireAt, and notifies the dealer', async () => {
      const now = ctx.clock.now();
      const auction = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        selectExpireAt: new Date(now.getTime() + HOUR),
      });
      const dealer = await createDealer(ctx.db);
      const canceledBidder = await createDealer(ctx.db);
      const bid = await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id, price: 2_340_000 });
      const canceled = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: canceledBidder.id,
        price: 2_500_000,
        canceledAt: now,
      });
      const wrongSeller = service.selectBid({
        auctionId: auction.id,
        biddingId: bid.id,
        sellerId: auction.sellerId + 1000,
      });
      await expect(wrongSeller).rejects.toMatchObject({ status: 404 });
      await expect(
        service.selectBid({ auctionId: auction.id, biddingId: canceled.id }),
      ).rejects.toMatchObject({ status: 404 });

      const selected = await service.selectBid({
        auctionId: auction.id,
        biddingId: bid.id,
        sellerId: auction.sellerId,
      });
      expect(selected).toMatchObject({
        auctionId: auction.id,
        status: 'DEALER_CONFIRM',
        fee: null,
        banDays: 0,
      });
      const after = await state(auction.id);
      expect(after.auction.status).toBe('DEALER_CONFIRM');
      expect(after.deal).toMatchObject({
        dealerId: dealer.id,
        biddingId: bid.id,
        price: 2_340_000,
        selectedAt: now,
      });
      expect((await outboxTo(dealer.phoneNumber))[0]?.link).toContain('/alimtalk/auction/detail/');
      await expect(service.selectBid({ auctionId: auction.id, biddingId: bid.id })).rejects.toMatchObject({
        status: 409,
        message: DEAL_MESSAGES.wrongState,
      });

      const late = await createAuction(ctx.db, { status: 'TIME_EXPIRED', selectExpireAt: now });
      const lateBid = await createBid(ctx.db, { auctionId: late.id, dealerId: dealer.id });
      await expect(service.selectBid({ auctionId: late.id, biddingId: lateBid.id })).rejects.toMatchObject({
        status: 409,
      });
      expect((await ctx.db.select().from(auctions).where(eq(auctions.id, late.id)))[0]?.status).toBe(
        'TIME_EXPIRED',
      );
    });
  });

  describe('selection of a dealer who cannot trade', () => {
    it('refuses the bid of a banned or suspended dealer and leaves the auction as it was', async () => {
      const now = ctx.clock.now();
      const auction = await createAuction(ctx.db, {
        status: 'TIME_EXPIRED',
        selectExpireAt: new Date(now.getTime() + HOUR),
      });
      const banned = await createDealer(ctx.db, { penaltyExpiredAt: new Date(now.getTime() + HOUR) });
      const suspended = await createDealer(ctx.db, { suspendedAt: now });
      const fine = await createDealer(ctx.db);
      const bannedBid = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: banned.id,
        price: 3_000_000,
      });
      const suspendedBid = await createBid(ctx.db, {
        auctionId: auction.id,
        dealerId: suspended.id,
        price: 2_900_000,
      });
      const fineBid = await createBid(ctx.db, { auctionId: auction.id, dealerId: fine.id, price: 2_800_000 });
      for (const bid of [bannedBid, suspendedBid]) {
        await expect(service.selectBid({ auctionId: auction.id, biddingId: bid.id })).rejects.toMatchObject({
          status: 409,
          message: DEAL_MESSAGES.bidderUnavailable,
        });
      }
      const unchanged = await state(auction.id);
      expect(unchanged.auction.status).toBe('TIME_EXPIRED');
      expect(unchanged.deal).toBeFalsy();
      await expect(
        service.selectBid({ auctionId: auction.id, biddingId: fineBid.id }),
      ).resolves.toMatchObject({
        status: 'DEALER_CONFIRM',
      });
    });
  });

  describe('winner', () => {
    it('is null before a selection, masked for others, named for the winner', async () => {
      const { auction, dealer, bid } = await dealAt('RESERVATION');
      const other = await createDealer(ctx.db, { name: '최다른딜러' });
      const mine = await winner(dealer.id, auction.id);
      expect(mine.data).toEqual({
        biddingId: bid.id,
        price: bid.price,
        biddingAt: bid.biddingAt.toISOString(),
        dealer: { name: dealer.name },
        isMine: true,
      });
      const theirs = await winner(other.id, auction.id);
      expect(theirs.data).toMatchObject({ dealer: { name: '김*러' }, isMine: false });

      // A TIME_EXPIRED auction with bids but no selection yet.
      const open = await createAuction(ctx.db, { status: 'TIME_EXPIRED' });
      await createBid(ctx.db, { auctionId: open.id, dealerId: other.id, price: 2_000_000 });
      expect((await winner(other.id, open.id)).data).toBeNull();
      expect((await winner(other.id, 99999999)).status).toBe(404);
      expect((await winner(null, auction.id)).status).toBe(401);
    });
  });

  describe('transaction/list', () => {
    it('lists the dealer’s deals newest first, 12 a page, and is not read as an auction id', async () => {
      const dealer = await createDealer(ctx.db);
      const base = ctx.clock.now().getTime();
      const made: number[] = [];
      for (let i = 0; i < 13; i += 1) {
        const { auction } = await dealAt(i === 0 ? 'COMPLETE' : 'RESERVATION_COMPLETE', {
          dealerId: dealer.id,
          price: 1_000_000 + i * 10_000,
          now: new Date(base - (13 - i) * MINUTE),
          auction: {
            images: [
              { type: 'MAIN', url: '/main.jpg' },
              { type: 'LEFT_SIDE', url: `/side-${i}.jpg` },
            ],
          },
        });
        made.push(auction.id);
      }
      await dealAt('RESERVATION'); // someone else's deal
      // Waiting for the fee: the card counts down to the deadline and shows the fee.
      const waiting = await dealAt('DEALER_DEPOSIT', {
        dealerId: dealer.id,
        price: 2_000_000,
        now: new Date(base),
      });
      const waitingDeal = waiting.deal;
      const withWaiting = await dealList(dealer.id, { page: 1, size: 1 });
      expect(withWaiting.data.items[0]).toMatchObject({
        id: waiting.auction.id,
        status: 'DEALER_DEPOSIT',
        fee: 170_000,
        depositDeadline: waitingDeal.depositDeadline!.toISOString(),
      });
      await ctx.db.delete(deals).where(eq(deals.auctionId, waiting.auction.id));
      const first = await dealList(dealer.id);
      expect(first.status, first.message).toBe(200);
      const page1 = first.data;
      expect(page1).toMatchObject({ total: 13, size: 12, page: 1, isLast: false });
      expect(page1.items.map((item) => item.id)).toEqual([...made].reverse().slice(0, 12));
      expect(page1.items[0]).toMatchObject({
        id: made[12],
        status: 'RESERVATION_COMPLETE',
        image: '/side-12.jpg',
        winningPrice: 1_120_000,
        finalPrice: null,
        completedAt: null,
        depositDeadline: null,
      });
      expect(page1.items[0]?.reservedAt).toEqual(expect.any(String));
      const second = await dealList(dealer.id, { page: 2 });
      const page2 = second.data;
      expect(page2.isLast).toBe(true);
      expect(page2.items).toHaveLength(1);
      expect(page2.items[0]).toMatchObject({ id: made[0], status: 'COMPLETE', finalPrice: 1_000_000 });
      const small = await dealList(dealer.id, { page: 3, size: 5 });
      expect(small.data).toMatchObject({ page: 3, size: 5, isLast: true });
      expect(small.data.items).toHaveLength(3);
      expect((await dealList(null)).status).toBe(401);
      // The auction detail route still answers numeric ids and refuses other words as 400, not as this list.
      expect((await auctionDetail(dealer.id, made[0]!)).status).toBe(200);
      const notFound = await auctionDetail(dealer.id, 99999999);
      expect(notFound.message).toBe(AUCTION_MESSAGES.notFound);
    });
  });
});
