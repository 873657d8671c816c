// The console's deposit calls: the list by tab and search with match candidates, a match by hand that pays
// the deal through the deal rules (so the winner's "입금 확인" then succeeds), and the refund mark (ADMIN).
// Every call checks who asks; every action writes one audit row in its transaction and none when refused;
// doing one twice is a clean 409.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_DEPOSIT_MESSAGES,
  auctionStatusLabel,
  DEAL_MESSAGES,
  OPERATOR_MESSAGES,
  feeForPrice,
  formatWon,
  api,
  type RouteInput,
} from '@autobid/shared';
import { auctions, auditLog, deals, deposits, notificationOutbox } from '../src/db/schema';
import { signWebhookBody } from '../src/modules/deposits/bank-webhook.signature';
import { createDealAt, createDealer, createOperator, createSeller } from './factories';
import type { CallAs } from './helpers/call';
import { createTestContext, type TestContext } from './helpers/test-app';

const MINUTE = 60_000;

type Headers = { authorization: string } | Record<string, never>;
const depositsApi = api.consoleDeposits;
type DepositsQuery = RouteInput<typeof depositsApi.list>['query'];

describe('operator console: deposits', () => {
  let ctx: TestContext;
  let staff: Headers;
  let admin: Headers;
  let externalIds = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await ctx.auth((await createOperator(ctx.db, { role: 'STAFF' })).id, 'operator');
    admin = await ctx.auth((await createOperator(ctx.db, { role: 'ADMIN' })).id, 'operator');
  });
  afterAll(async () => ctx.close());

  const list = async (query: DepositsQuery) => (await ctx.call(depositsApi.list, { query }, staff)).data;
  const match = (depositId: number | string, auctionId: number, as: CallAs = staff) =>
    ctx.call(depositsApi.match, { params: { id: depositId }, body: { auctionId } }, as);
  const refund = (depositId: number | string, reason: string, as: CallAs = admin) =>
    ctx.call(depositsApi.refund, { params: { id: depositId }, body: { reason } }, as);
  // A body sent as it is, whatever the schema says of it: a test of its refusal.
  const matchAsIs = (depositId: number, body: unknown) =>
    ctx.call(
      depositsApi.match,
      { params: { id: depositId } } as RouteInput<typeof depositsApi.match>,
      staff,
      {
        invalidBody: body,
      },
    );
  const refundAsIs = (depositId: number, body: unknown) =>
    ctx.call(
      depositsApi.refund,
      { params: { id: depositId } } as RouteInput<typeof depositsApi.refund>,
      admin,
      {
        invalidBody: body,
      },
    );

  /** A deposit as the bank would report it (no reference unless given), optionally already paying a deal. */
  const insertDeposit = async (values: Partial<typeof deposits.$inferInsert> & { amount: number }) => {
    const [row] = await ctx.db
      .insert(deposits)
      .values({
        depositorName: '홍길동',
        receivedAt: ctx.clock.now(),
        source: 'WEBHOOK',
        externalId: `tx-${Date.now()}-${++externalIds}`,
        ...values,
      })
      .returning();
    return row!;
  };
  const depositRow = async (id: number) =>
    (await ctx.db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
  const auctionStatus = async (id: number) =>
    (await ctx.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)))[0]!.status;
  const auditOf = (depositId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'DEPOSIT'), eq(auditLog.targetId, String(depositId))))
      .orderBy(auditLog.id);
  const alimtalksTo = (phone: string) =>
    ctx.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, 'ALIMTALK'), eq(notificationOutbox.recipient, phone)))
      .orderBy(desc(notificationOutbox.id));
  /** A deal waiting for its fee (confirmed now, deadline in 60 minutes). */
  const waitingDeal = (price = 3_000_000, dealerName = '김딜러') =>
    createDealer(ctx.db, { name: dealerName }).then((dealer) =>
      createDealAt(ctx.db, { status: 'DEALER_DEPOSIT', price, dealerId: dealer.id, now: ctx.clock.now() }),
    );

  it('refuses every call without an operator token: none 401, a dealer 403, a seller 403; refunds STAFF 403', async () => {
    const deposit = await insertDeposit({ amount: 320_000 });
    const { auction } = await waitingDeal(20_000_000);
    const dealer = await createDealer(ctx.db);
    const seller = await createSeller(ctx.db);
    const calls: [name: string, send: (as: CallAs) => Promise<{ status: number }>][] = [
      ['list', (as) => ctx.call(depositsApi.list, {}, as)],
      ['match', (as) => match(deposit.id, auction.id, as)],
      ['refund', (as) => refund(deposit.id, '중복 입금', as)],
    ];
    const others: Headers[] = [{}, await ctx.auth(dealer.id, 'dealer'), await ctx.auth(seller.id, 'seller')];
    for (const [name, send] of calls) {
      const statuses = [];
      for (const headers of others) {
        statuses.push((await send(headers)).status);
      }
      expect(statuses, name).toEqual([401, 403, 403]);
    }
    const asStaff = await refund(deposit.id, '중복 입금', staff);
    expect(asStaff).toMatchObject({
      status: 403,
      errorCode: 'ADMIN_ONLY',
      message: '관리자 권한이 필요한 작업입니다.',
    });
    // Nothing changed, nothing written.
    expect(await depositRow(deposit.id)).toMatchObject({ dealId: null, refundedAt: null });
    expect(await auctionStatus(auction.id)).toBe('DEALER_DEPOSIT');
    expect(await auditOf(deposit.id)).toHaveLength(0);
  });

  describe('list', () => {
    it('lists each tab newest received first, with counts, the paid deal and the candidates of an unmatched one', async () => {
      const now = ctx.clock.now();
      const { auction, deal, dealer } = await waitingDeal(44_440_000, '도매칭');
      const fee = feeForPrice(44_440_000);
      const older = await insertDeposit({
        amount: fee,
        depositorName: '도매칭',
        receivedAt: new Date(now.getTime() - 5 * MINUTE),
      });
      const newer = await insertDeposit({
        amount: fee,
        depositorName: '모르는분',
        memo: `코드 ${deal.depositReference}`,
      });
      const paid = await createDealAt(ctx.db, { status: 'RESERVATION', price: 44_440_000, now });
      const matched = await insertDeposit({
        amount: fee,
        dealId: paid.deal.id,
        matchedAt: now,
        reference: paid.deal.depositReference,
        depositorName: `${paid.dealer.name} ${paid.deal.depositReference}`,
      });
      const returned = await insertDeposit({
        amount: 12_345,
        refundedAt: now,
        source: 'OPERATOR',
        externalId: null,
      });

      const unmatched = await list({ state: 'UNMATCHED', size: 100 });
      const ids = unmatched.items.map((item) => item.id);
      expect(ids).toContain(older.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids).not.toContain(matched.id);
      expect(ids).not.toContain(returned.id);
      expect(unmatched.items.every((item) => item.state === 'UNMATCHED' && item.deal === null)).toBe(true);
      const byName = unmatched.items.find((item) => item.id === older.id)!;
      expect(byName).toMatchObject({ reference: null, source: 'WEBHOOK', amount: fee });
      expect(byName.candidates).toEqual([
        {
          auctionId: auction.id,
          model: auction.model,
          dealer: { id: dealer.id, username: dealer.username, name: '도매칭' },
          fee,
          depositReference: deal.depositReference,
          depositDeadline: deal.depositDeadline!.toISOString(),
          isReferenceMatch: false,
          isNameMatch: true,
        },
      ]);
      const byReference = unmatched.items.find((item) => item.id === newer.id)!;
      expect(byReference.reference).toBe(deal.depositReference);
      expect(byReference.candidates[0]).toMatchObject({ auctionId: auction.id, isReferenceMatch: true });

      const matchedTab = await list({ state: 'MATCHED', size: 100 });
      expect(matchedTab.items.map((item) => item.id)).toContain(matched.id);
      expect(matchedTab.items.find((item) => item.id === matched.id)).toMatchObject({
        state: 'MATCHED',
        isManualMatch: false,
        candidates: [],
        deal: {
          dealId: paid.deal.id,
          auctionId: paid.auction.id,
          model: paid.auction.model,
          dealer: { id: paid.dealer.id, name: paid.dealer.name },
          fee,
          status: 'RESERVATION',
          statusLabel: auctionStatusLabel('RESERVATION'),
          canceledAt: null,
        },
      });
      const refunded = await list({ state: 'REFUNDED', size: 100 });
      expect(refunded.items.map((item) => item.id)).toContain(returned.id);
      expect(refunded.items.find((item) => item.id === returned.id)).toMatchObject({
        state: 'REFUNDED',
        source: 'OPERATOR',
        externalId: null,
      });
      const all = await list({ state: 'ALL', size: 100 });
      expect(all.counts.ALL).toBe(all.counts.UNMATCHED + all.counts.MATCHED + all.counts.REFUNDED);
      expect(all.total).toBe(all.counts.ALL);
      expect(unmatched.total).toBe(all.counts.UNMATCHED);
      // The default tab is the unmatched one.
      expect((await list({})).total).toBe(unmatched.total);
    });

    it('searches the depositor name, the memo, the amount and the paid auction id; pages', async () => {
      const now = ctx.clock.now();
      const named = await insertDeposit({ amount: 171_717, depositorName: '검색용입금자' });
      const memo = await insertDeposit({ amount: 171_718, memo: '메모%특수_문자' });
      const paid = await createDealAt(ctx.db, { status: 'RESERVATION', price: 2_000_000, now });
      const matched = await insertDeposit({ amount: 170_000, dealId: paid.deal.id, matchedAt: now });

      const idsFor = async (query: string) =>
        (await list({ state: 'ALL', size: 100, q: query })).items.map((item) => item.id);
      expect(await idsFor('검색용')).toEqual([named.id]);
      expect(await idsFor('%특수_')).toEqual([memo.id]);
      expect(await idsFor('171,717원')).toEqual([named.id]);
      expect(await idsFor(String(paid.auction.id))).toContain(matched.id);
      expect(await idsFor('아무도없는이름')).toEqual([]);
      const searched = await list({ state: 'ALL', q: '검색용' });
      expect(searched.counts).toMatchObject({ UNMATCHED: 1, MATCHED: 0, REFUNDED: 0, ALL: 1 });

      const first = await list({ state: 'ALL', page: 1, size: 1 });
      const second = await list({ state: 'ALL', page: 2, size: 1 });
      expect(first.items).toHaveLength(1);
      expect(first.isLast).toBe(false);
      expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    });

    it('refuses a bad query with its Korean message', async () => {
      // A string is a raw query string: a state the schema does not name, a size that is no number.
      const cases: [query: DepositsQuery | string, message: string][] = [
        ['?state=PAID', ADMIN_DEPOSIT_MESSAGES.badState],
        [{ q: '가'.repeat(101) }, ADMIN_DEPOSIT_MESSAGES.queryTooLong],
        [{ page: 0 }, '페이지 번호가 올바르지 않습니다.'],
        [{ size: 1000 }, '페이지 크기가 올바르지 않습니다.'],
        ['?size=abc', '페이지 크기가 올바르지 않습니다.'],
      ];
      for (const [query, message] of cases) {
        const answer =
          typeof query === 'string'
            ? await ctx.call(depositsApi.list, {}, staff, { rawQuery: query })
            : await ctx.call(depositsApi.list, { query }, staff);
        expect({ query, code: answer.status, message: answer.message }).toEqual({
          query,
          code: 400,
          message,
        });
      }
    });
  });

  describe('match by hand', () => {
    it('dealer confirms, a transfer without the code arrives, an operator matches it: the dealer\'s "입금 확인" succeeds', async () => {
      const dealer = await createDealer(ctx.db, { name: '이수동' });
      const { auction } = await createDealAt(ctx.db, {
        status: 'DEALER_CONFIRM',
        price: 7_000_000,
        dealerId: dealer.id,
        now: ctx.clock.now(),
      });
      const dealerAuth = await ctx.auth(dealer.id, 'dealer');
      const dealerStep = (step: typeof api.deals.confirm | typeof api.deals.checkDeposit) =>
        ctx.call(step, { params: { id: auction.id } }, dealerAuth);
      // 1. The winner confirms: the deal waits for its fee, with its own reference.
      const confirmed = await dealerStep(api.deals.confirm);
      expect(confirmed.status).toBe(200);
      expect(confirmed.data).toMatchObject({ status: 'DEALER_DEPOSIT', fee: 240_000 });
      const [deal] = await ctx.db.select().from(deals).where(eq(deals.auctionId, auction.id));
      expect(deal!.depositReference).toMatch(/^\d{6}$/);

      // 2. The bank reports the fee, but the dealer forgot the code: it pays nothing by itself.
      const body = {
        transactionId: `tx-forgot-code-${auction.id}`,
        amount: 240_000,
        depositorName: '이수동',
        receivedAt: ctx.clock.now().toISOString(),
      };
      // The signature is over the body's bytes: the body goes as the very text that was signed.
      const notice = JSON.stringify(body);
      const webhook = await ctx.call(api.bankWebhook.deposit, { body }, null, {
        headers: {
          'content-type': 'application/json',
          'x-signature': signWebhookBody(ctx.config.BANK_WEBHOOK_SECRET!, notice),
        },
        payload: notice,
      });
      expect(webhook.status).toBe(200);
      const { depositId, paidAuctionId } = webhook.data;
      expect(paidAuctionId).toBeNull();
      const early = await dealerStep(api.deals.checkDeposit);
      expect(early).toMatchObject({ status: 409, message: DEAL_MESSAGES.depositNotConfirmed });
      const listed = await list({ state: 'UNMATCHED', size: 100 });
      expect(listed.items.find((item) => item.id === depositId)?.candidates[0]).toMatchObject({
        auctionId: auction.id,
        isNameMatch: true,
        isReferenceMatch: false,
      });

      // 3. The operator matches it by hand.
      const emitted = vi.spyOn(ctx.app.auctionEvents, 'emitAuctionUpdate');
      const matched = await match(depositId, auction.id);
      expect(matched.status).toBe(200);
      expect(matched.data).toMatchObject({
        id: depositId,
        state: 'MATCHED',
        isManualMatch: true,
        matchedAt: ctx.clock.now().toISOString(),
        deal: { dealId: deal!.id, auctionId: auction.id, status: 'RESERVATION', fee: 240_000 },
        candidates: [],
      });
      expect(emitted).toHaveBeenCalledWith(
        auction.id,
        expect.objectContaining({ status: 'RESERVATION', reason: 'STATUS' }),
      );
      emitted.mockRestore();
      expect(await auctionStatus(auction.id)).toBe('RESERVATION');
      expect(await depositRow(depositId)).toMatchObject({ dealId: deal!.id, refundedAt: null });
      const [paidDeal] = await ctx.db.select().from(deals).where(eq(deals.id, deal!.id));
      expect(paidDeal!.depositConfirmedAt).toEqual(ctx.clock.now());
      expect((await alimtalksTo(dealer.phoneNumber))[0]?.template).toBe('DEAL_DEPOSIT_CONFIRMED');

      // One audit row, with the changed fields.
      const rows = await auditOf(depositId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'DEPOSIT_MATCH',
        targetLabel: `${auction.id}번 경매 수수료 240,000원`,
        before: { dealId: null, matchedAt: null, auctionStatus: 'DEALER_DEPOSIT' },
        after: { dealId: deal!.id, matchedAt: ctx.clock.now().toISOString(), auctionStatus: 'RESERVATION' },
      });

      // 4. The winner's "입금 확인" now succeeds: the deal is in RESERVATION.
      const pressed = await dealerStep(api.deals.checkDeposit);
      expect(pressed.status).toBe(200);
      expect(pressed.data).toMatchObject({ auctionId: auction.id, status: 'RESERVATION', fee: 240_000 });

      // 5. Twice: a clean 409, nothing more written.
      const again = await match(depositId, auction.id);
      expect(again).toMatchObject({
        status: 409,
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_DEPOSIT_MESSAGES.alreadyMatched,
      });
      expect(await auditOf(depositId)).toHaveLength(1);
    });

    it('accepts a deposit received after the deadline while the deal still waits for its fee', async () => {
      const { auction, deal } = await waitingDeal(9_000_000);
      const late = await insertDeposit({
        amount: deal.fee!,
        receivedAt: new Date(deal.depositDeadline!.getTime() + 5 * MINUTE),
      });
      const answer = await match(late.id, auction.id);
      expect(answer.status).toBe(200);
      expect(await auctionStatus(auction.id)).toBe('RESERVATION');
      expect(await auditOf(late.id)).toHaveLength(1);
    });

    it('refuses what the rules refuse (409/404 with its message), changing and writing nothing', async () => {
      const now = ctx.clock.now();
      const waiting = await waitingDeal(3_000_000);
      const fee = waiting.deal.fee!;
      const free = await insertDeposit({ amount: fee });
      const wrongAmount = await insertDeposit({ amount: fee + 10_000 });
      const refunded = await insertDeposit({ amount: fee, refundedAt: now });
      const confirming = await createDealAt(ctx.db, { status: 'DEALER_CONFIRM', price: 3_000_000, now });
      const canceled = await createDealAt(ctx.db, { status: 'DEALER_CANCELED', price: 3_000_000, now });
      const paid = await createDealAt(ctx.db, { status: 'RESERVATION', price: 3_000_000, now });
      const paying = await insertDeposit({ amount: fee, dealId: paid.deal.id, matchedAt: now });
      const otherPaid = await createDealAt(ctx.db, { status: 'RESERVATION', price: 3_000_000, now });
      const alreadyMatched = await insertDeposit({ amount: fee, dealId: otherPaid.deal.id, matchedAt: now });

      const cases: [label: string, depositId: number, auctionId: number, status: number, message: string][] =
        [
          [
            'amount is not the fee',
            wrongAmount.id,
            waiting.auction.id,
            409,
            ADMIN_DEPOSIT_MESSAGES.amountIsNotFee(formatWon(fee + 10_000), formatWon(fee)),
          ],
          ['refunded deposit', refunded.id, waiting.auction.id, 409, ADMIN_DEPOSIT_MESSAGES.alreadyRefunded],
          [
            'matched deposit',
            alreadyMatched.id,
            waiting.auction.id,
            409,
            ADMIN_DEPOSIT_MESSAGES.alreadyMatched,
          ],
          [
            'deal not confirmed yet',
            free.id,
            confirming.auction.id,
            409,
            ADMIN_DEPOSIT_MESSAGES.notWaitingForFee,
          ],
          ['deal cancelled', free.id, canceled.auction.id, 409, ADMIN_DEPOSIT_MESSAGES.notWaitingForFee],
          [
            'deal paid by another deposit',
            free.id,
            paid.auction.id,
            409,
            ADMIN_DEPOSIT_MESSAGES.dealAlreadyPaid,
          ],
          ['unknown deposit', 2_000_000_000, waiting.auction.id, 404, ADMIN_DEPOSIT_MESSAGES.depositNotFound],
          ['unknown auction', free.id, 2_000_000_000, 404, ADMIN_DEPOSIT_MESSAGES.auctionNotFound],
        ];
      for (const [label, depositId, auctionId, status, message] of cases) {
        const answer = await match(depositId, auctionId);
        expect({ label, code: answer.status, message: answer.message }).toEqual({
          label,
          code: status,
          message,
        });
      }
      for (const deposit of [free, wrongAmount, refunded, paying, alreadyMatched]) {
        expect(await auditOf(deposit.id)).toHaveLength(0);
      }
      expect(await depositRow(free.id)).toMatchObject({ dealId: null, matchedAt: null });
      expect(await depositRow(wrongAmount.id)).toMatchObject({ dealId: null });
      expect(await auctionStatus(waiting.auction.id)).toBe('DEALER_DEPOSIT');
      expect(await auctionStatus(confirming.auction.id)).toBe('DEALER_CONFIRM');
      expect(await auctionStatus(canceled.auction.id)).toBe('DEALER_CANCELED');
    });

    it('refuses bad input with a 400 and its Korean message', async () => {
      const { auction, deal } = await waitingDeal(3_000_000);
      const deposit = await insertDeposit({ amount: deal.fee! });
      const cases: [body: unknown, message: string][] = [
        [{}, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid],
        [{ auctionId: 'abc' }, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid],
        [{ auctionId: -1 }, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid],
        [{ auctionId: 1.5 }, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid],
        [{ auctionId: 99_999_999_999 }, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid],
        [{ auctionId: '1'.repeat(10_000) }, ADMIN_DEPOSIT_MESSAGES.auctionIdInvalid],
      ];
      for (const [body, message] of cases) {
        const answer = await matchAsIs(deposit.id, body);
        expect({ body, code: answer.status, message: answer.message }).toEqual({ body, code: 400, message });
      }
      expect((await match('abc', auction.id)).status).toBe(400);
      expect((await match(0, auction.id)).status).toBe(400);
      expect(await depositRow(deposit.id)).toMatchObject({ dealId: null });
      expect(await auctionStatus(auction.id)).toBe('DEALER_DEPOSIT');
      expect(await auditOf(deposit.id)).toHaveLength(0);
    });
  });

  describe('refund', () => {
    it('marks an unmatched deposit returned once (ADMIN), with one audit row; twice is a 409', async () => {
      const deposit = await insertDeposit({ amount: 240_000, depositorName: '중복입금' });
      const answer = await refund(deposit.id, '같은 금액을 두 번 입금하여 반환');
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        id: deposit.id,
        state: 'REFUNDED',
        refundedAt: ctx.clock.now().toISOString(),
        deal: null,
        candidates: [],
      });
      const rows = await auditOf(deposit.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'DEPOSIT_REFUND',
        reason: '같은 금액을 두 번 입금하여 반환',
        targetLabel: '중복입금 240,000원',
        before: { refundedAt: null },
        after: { refundedAt: ctx.clock.now().toISOString() },
      });
      const again = await refund(deposit.id, '다시');
      expect(again).toMatchObject({ status: 409, message: ADMIN_DEPOSIT_MESSAGES.alreadyRefunded });
      expect(await auditOf(deposit.id)).toHaveLength(1);
      // A refunded deposit can no longer pay a deal.
      const { auction } = await waitingDeal(7_000_000);
      expect(await match(deposit.id, auction.id)).toMatchObject({
        status: 409,
        message: ADMIN_DEPOSIT_MESSAGES.alreadyRefunded,
      });
    });

    it("refunds the fee of a deal cancelled since (the deal's fee too, the dealer told); refuses a deal in force", async () => {
      const now = ctx.clock.now();
      const canceled = await createDealAt(ctx.db, {
        status: 'DEALER_CANCELED',
        price: 3_000_000,
        now,
        deal: { fee: 240_000, depositConfirmedAt: now, depositReference: null },
      });
      const paidCanceled = await insertDeposit({ amount: 240_000, dealId: canceled.deal.id, matchedAt: now });
      const live = await createDealAt(ctx.db, { status: 'RESERVATION', price: 3_000_000, now });
      const paidLive = await insertDeposit({ amount: 240_000, dealId: live.deal.id, matchedAt: now });

      const refused = await refund(paidLive.id, '딜러 요청');
      expect(refused).toMatchObject({
        status: 409,
        errorCode: 'ADMIN_CONFLICT',
        message: ADMIN_DEPOSIT_MESSAGES.dealStillLive,
      });
      expect(await depositRow(paidLive.id)).toMatchObject({ refundedAt: null });
      expect(
        (await ctx.db.select().from(deals).where(eq(deals.id, live.deal.id)))[0]!.feeRefundedAt,
      ).toBeNull();
      expect(await auditOf(paidLive.id)).toHaveLength(0);

      const answer = await refund(paidCanceled.id, '판매자 사정으로 취소, 사유 인정');
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        state: 'REFUNDED',
        deal: { dealId: canceled.deal.id, feeRefundedAt: now.toISOString() },
      });
      expect(await depositRow(paidCanceled.id)).toMatchObject({ refundedAt: now, dealId: canceled.deal.id });
      expect(
        (await ctx.db.select().from(deals).where(eq(deals.id, canceled.deal.id)))[0]!.feeRefundedAt,
      ).toEqual(now);
      const rows = await auditOf(paidCanceled.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'DEPOSIT_REFUND',
        before: { refundedAt: null, feeRefundedAt: null },
        after: { refundedAt: now.toISOString(), feeRefundedAt: now.toISOString() },
      });
      const [notice] = await alimtalksTo(canceled.dealer.phoneNumber);
      expect(notice).toMatchObject({ template: 'DEAL_FEE_REFUNDED' });
      expect(notice!.body).toContain('240,000원 환불');
    });

    it('refuses bad input (400, Korean message) and an unknown deposit (404), changing nothing', async () => {
      const deposit = await insertDeposit({ amount: 170_000 });
      const cases: [body: unknown, message: string][] = [
        [{}, OPERATOR_MESSAGES.reasonRequired],
        [{ reason: '   ' }, OPERATOR_MESSAGES.reasonRequired],
        [{ reason: 42 }, OPERATOR_MESSAGES.reasonRequired],
        [{ reason: '가'.repeat(501) }, OPERATOR_MESSAGES.reasonTooLong],
      ];
      for (const [body, message] of cases) {
        const answer = await refundAsIs(deposit.id, body);
        expect({ body, code: answer.status, message: answer.message }).toEqual({ body, code: 400, message });
      }
      expect(await refund(2_000_000_000, '반환')).toMatchObject({
        status: 404,
        message: ADMIN_DEPOSIT_MESSAGES.depositNotFound,
      });
      expect((await refund('x', '반환')).status).toBe(400);
      expect(await depositRow(deposit.id)).toMatchObject({ refundedAt: null });
      expect(await auditOf(deposit.id)).toHaveLength(0);
    });
  });
});
