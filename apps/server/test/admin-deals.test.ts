// Operator deal steps: selecting a bid for the seller, recording a fee deposit by hand, the deal list and
// dealer decisions, over the operator API and through the CLI (on the database, and over HTTP to a
// listening server as when the embedded database is held by it).
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEAL_MESSAGES } from '@autobid/shared';
import { databaseBackend, httpBackend, runAdminCommand, type AdminBackend } from '../src/cli/admin-commands';
import { dealers, deals, deposits, notificationOutbox } from '../src/db/schema';
import { OPERATOR_DEAL_MESSAGES as ADMIN_MESSAGES } from '../src/modules/auctions/operator-selection';
import { createAuction, createBid, createDealAt, createDealer, createOperator } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const HOUR_MS = 3600_000;

describe('operator deal steps', () => {
  let ctx: TestContext;
  let operatorAuth: { authorization: string };
  let operator: Awaited<ReturnType<typeof createOperator>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    operator = await createOperator(ctx.db);
    operatorAuth = await ctx.auth(operator.id, 'operator');
  });
  afterAll(async () => ctx.close());

  /** An ended auction in its selection window with one bid per price (a new dealer each). */
  const endedAuction = async (prices: number[]) => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      status: 'TIME_EXPIRED',
      endDate: new Date(now.getTime() - HOUR_MS),
      selectExpireAt: new Date(now.getTime() + 23 * HOUR_MS),
    });
    const bids = [];
    for (const price of prices) {
      const dealer = await createDealer(ctx.db);
      bids.push(await createBid(ctx.db, { auctionId: auction.id, dealerId: dealer.id, price }));
    }
    return { auction, bids };
  };
  const select = (id: number, body?: { biddingId?: number }, as: Record<string, string> = operatorAuth) =>
    ctx.call(api.consoleAuctions.select, { params: { id }, body }, as);
  const recordDeposit = (id: number, body?: { amount?: number; depositorName?: string }) =>
    ctx.call(api.consoleDeposits.recordForAuction, { params: { id }, body }, operatorAuth);
  const dealOf = async (auctionId: number) =>
    (await ctx.db.select().from(deals).where(eq(deals.auctionId, auctionId)))[0];
  const depositsOfDeal = async (dealId: number) =>
    ctx.db.select().from(deposits).where(eq(deposits.dealId, dealId));

  describe('operator API', () => {
    it('selects the highest active bid by default, or the given one; refuses dealers', async () => {
      const first = await endedAuction([2_000_000, 3_000_000, 3_000_000]);
      const dealer = await createDealer(ctx.db);
      expect((await select(first.auction.id, {}, await ctx.auth(dealer.id))).status).toBe(403);
      const selected = await select(first.auction.id, {});
      expect(selected.status, selected.message).toBe(200);
      expect(selected.data).toMatchObject({ status: 'DEALER_CONFIRM' });
      // Highest price; the earlier of the two equal bids.
      expect((await dealOf(first.auction.id))?.biddingId).toBe(first.bids[1]!.id);

      const second = await endedAuction([2_000_000, 3_000_000]);
      const chosen = await select(second.auction.id, { biddingId: second.bids[0]!.id });
      expect(chosen.status).toBe(200);
      expect(await dealOf(second.auction.id)).toMatchObject({
        biddingId: second.bids[0]!.id,
        price: 2_000_000,
      });
      const again = await select(second.auction.id);
      expect(again.status).toBe(409);
      expect(again.message).toBe(DEAL_MESSAGES.wrongState);
    });

    it('answers 409 without an active bid and 404 for an unknown auction', async () => {
      const { auction } = await endedAuction([]);
      const none = await select(auction.id, {});
      expect(none.status).toBe(409);
      expect(none.message).toBe(ADMIN_MESSAGES.noActiveBid);
      expect((await select(99999999, {})).status).toBe(404);
    });

    it("records a deposit with the fee and the winner name by default; the dealer's deposit check then passes", async () => {
      const { auction, dealer, deal } = await createDealAt(ctx.db, {
        status: 'DEALER_DEPOSIT',
        price: 5_000_000,
        now: ctx.clock.now(),
      });
      ctx.clock.advance(60_000);
      const recorded = await recordDeposit(auction.id);
      expect(recorded.status, recorded.message).toBe(200);
      const label = `${dealer.name} ${deal.depositReference}`;
      expect(recorded.data).toMatchObject({
        auctionId: auction.id,
        amount: 170_000,
        depositorName: label,
        duplicate: false,
        paidAuctionId: auction.id,
      });
      const [row] = await depositsOfDeal(deal.id);
      expect(row).toMatchObject({
        amount: 170_000,
        depositorName: label,
        source: 'OPERATOR',
        reference: deal.depositReference,
      });
      // The deposit paid the deal by itself; the dealer's check answers the paid state.
      const check = await ctx.call(api.deals.checkDeposit, { params: { id: auction.id } }, dealer.id);
      expect(check.status, check.message).toBe(200);
      expect(check.data).toMatchObject({ status: 'RESERVATION' });
    });

    it('needs a confirmed deal (its fee and reference) and a deal at all', async () => {
      const { auction, deal } = await createDealAt(ctx.db, {
        status: 'DEALER_CONFIRM',
        now: ctx.clock.now(),
      });
      const noFee = await recordDeposit(auction.id, {});
      expect(noFee.status).toBe(409);
      expect(noFee.message).toBe(ADMIN_MESSAGES.feeNotFixed);
      const given = await recordDeposit(auction.id, {
        amount: 320_000,
        depositorName: '홍 길동',
      });
      expect(given.status).toBe(409);
      expect(await depositsOfDeal(deal.id)).toHaveLength(0);
      const { auction: noDeal } = await endedAuction([1_000_000]);
      const missing = await recordDeposit(noDeal.id, {});
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(ADMIN_MESSAGES.noDeal);
    });

    it('lists deals, filtered by status', async () => {
      const { auction } = await createDealAt(ctx.db, {
        status: 'RESERVATION_COMPLETE',
        now: ctx.clock.now(),
      });
      // A paged list by stage: 거래 예약 holds both reservation statuses.
      const list = await ctx.call(
        api.consoleAuctions.deals,
        { query: { status: 'RESERVATION', size: 100 } },
        operatorAuth,
      );
      expect(list.status).toBe(200);
      const items = list.data.items;
      const item = items.find((row) => row.auction.id === auction.id);
      expect(item).toMatchObject({
        stage: 'RESERVATION',
        stageLabel: '거래 예약',
        auction: { status: 'RESERVATION_COMPLETE', statusLabel: '거래일 확정' },
      });
      expect(items.every((row) => row.stage === 'RESERVATION')).toBe(true);
      expect(
        (await ctx.call(api.consoleAuctions.deals, {}, operatorAuth, { rawQuery: '?status=NOPE' })).status,
      ).toBe(400);
    });

    it('approves and rejects dealer applications', async () => {
      const pending = await createDealer(ctx.db, { status: 'AUDIT' });
      expect(
        (await ctx.call(api.consoleDealers.approve, { params: { username: pending.username } }, operatorAuth))
          .data,
      ).toMatchObject({
        status: 'APPROVED',
      });
      const other = await createDealer(ctx.db, { status: 'AUDIT' });
      expect(
        (
          await ctx.call(
            api.consoleDealers.reject,
            { params: { username: other.username }, body: { reason: ' ' } },
            operatorAuth,
          )
        ).status,
      ).toBe(400);
      const rejected = await ctx.call(
        api.consoleDealers.reject,
        { params: { username: other.username }, body: { reason: '서류 불충분' } },
        operatorAuth,
      );
      expect(rejected.data).toMatchObject({ status: 'REJECTED', reason: '서류 불충분' });
      expect(
        (await ctx.call(api.consoleDealers.approve, { params: { username: 'nobody-here' } }, operatorAuth))
          .status,
      ).toBe(404);
    });
  });

  describe('CLI', () => {
    const run = async (argv: string[], backend: AdminBackend) => {
      const lines: string[] = [];
      const errors: string[] = [];
      const code = await runAdminCommand(argv, backend, {
        log: (l) => lines.push(l),
        error: (l) => errors.push(l),
      });
      return { code, out: lines.join('\n'), err: errors.join('\n') };
    };
    const onDatabase = () =>
      databaseBackend({
        db: ctx.db,
        clock: ctx.clock,
        config: ctx.config,
        auctionEvents: { emitAuctionUpdate: () => undefined, flush: () => undefined },
        alimtalk: ctx.providers.alimtalk,
        contactRelay: ctx.providers.contactRelay,
        sessions: ctx.sessions,
      });

    /** The same walk on either backend: select the top bid, confirm as the dealer, deposit, list. */
    const walkDeal = async (backend: AdminBackend) => {
      const { auction, bids } = await endedAuction([1_000_000, 7_000_000]);
      const selected = await run(['select', String(auction.id)], backend);
      expect(selected.code, selected.err).toBe(0);
      expect(selected.out).toContain('낙찰자 확인중');
      const winner = bids[1]!.dealerId;
      const confirmed = await ctx.call(api.deals.confirm, { params: { id: auction.id } }, winner);
      expect(confirmed.status, confirmed.message).toBe(200);
      ctx.clock.advance(1000);
      const deposited = await run(['deposit', String(auction.id)], backend);
      expect(deposited.code, deposited.err).toBe(0);
      expect(deposited.out).toContain('240,000원');
      const [dealer] = await ctx.db.select().from(dealers).where(eq(dealers.id, winner));
      expect(deposited.out).toContain(dealer!.name);
      expect(deposited.out).toContain('RESERVATION');
      const listed = await run(['deals', 'reservation'], backend);
      expect(listed.code).toBe(0);
      expect(listed.out).toContain(`#${auction.id}  `);
      const check = await ctx.call(api.deals.checkDeposit, { params: { id: auction.id } }, winner);
      expect(check.data).toMatchObject({ status: 'RESERVATION' });
      return auction;
    };

    it('walks a deal on the database: select, deposit, deals', async () => {
      await walkDeal(onDatabase());
    });

    it('approves, rejects and reads the outbox on the database; explains bad arguments', async () => {
      const backend = onDatabase();
      const dealer = await createDealer(ctx.db, { status: 'AUDIT' });
      expect((await run(['approve', dealer.username], backend)).code).toBe(0);
      const outbox = await run(['outbox', '1'], backend);
      expect(outbox.out).toContain('딜러 가입이 승인되었습니다');
      expect(await run(['reject', dealer.username], backend)).toMatchObject({
        code: 1,
        err: '반려 사유를 입력해주세요.',
      });
      expect(await run(['select', 'abc'], backend)).toMatchObject({
        code: 1,
        err: '경매 번호를 숫자로 입력해주세요.',
      });
      expect(await run(['deals', 'whatever'], backend)).toMatchObject({ code: 1 });
      expect(await run(['approve', 'nobody-here'], backend)).toMatchObject({
        code: 1,
        err: '아이디 "nobody-here"인 딜러가 없습니다.',
      });
      const { auction } = await endedAuction([]);
      expect(await run(['select', String(auction.id)], backend)).toMatchObject({
        code: 1,
        err: ADMIN_MESSAGES.noActiveBid,
      });
      expect((await run(['unknown'], backend)).code).toBe(1);
      expect((await run([], backend)).out).toContain('사용법');
    });

    describe('over HTTP (the embedded database held by the server)', () => {
      let baseUrl: string;
      beforeAll(async () => {
        await ctx.app.listen({ port: 0, host: '127.0.0.1' });
        baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
      });
      const overHttp = (password = 'password1') =>
        httpBackend({ baseUrl, username: operator.username, password });

      it('walks a deal through the operator API', async () => {
        await walkDeal(overHttp());
      });

      it('approves and rejects with an Alimtalk, and reads the outbox', async () => {
        const backend = overHttp();
        const first = await createDealer(ctx.db, { status: 'AUDIT' });
        const second = await createDealer(ctx.db, { status: 'AUDIT' });
        expect((await run(['approve', first.username], backend)).code).toBe(0);
        const rejected = await run(['reject', second.username, '사업자', '등록증이', '흐립니다'], backend);
        expect(rejected.code, rejected.err).toBe(0);
        expect(rejected.out).toContain('사유: 사업자 등록증이 흐립니다');
        const [row] = await ctx.db.select().from(dealers).where(eq(dealers.id, second.id));
        expect(row).toMatchObject({ status: 'REJECTED', reason: '사업자 등록증이 흐립니다' });
        const [last] = await ctx.db
          .select()
          .from(notificationOutbox)
          .orderBy(desc(notificationOutbox.id))
          .limit(1);
        expect(last).toMatchObject({ recipient: second.phoneNumber, template: 'DEALER_REJECTED' });
        const outbox = await run(['outbox', '2'], backend);
        expect(outbox.out).toContain('딜러 가입이 반려되었습니다');
        expect(await run(['approve', 'nobody-here'], backend)).toMatchObject({
          code: 1,
          err: '아이디 "nobody-here"인 딜러가 없습니다.',
        });
      });

      it('says so when the operator login fails or the server cannot be reached', async () => {
        const wrong = await run(['deals'], overHttp('wrong-password'));
        expect(wrong.code).toBe(1);
        expect(wrong.err).toContain('운영자 로그인에 실패했습니다');
        const unreachable = await run(
          ['deals'],
          httpBackend({ baseUrl: 'http://127.0.0.1:9', username: 'admin', password: 'x' }),
        );
        expect(unreachable.code).toBe(1);
        expect(unreachable.err).toContain('서버(http://127.0.0.1:9)에 연결할 수 없습니다');
      });
    });
  });
});
